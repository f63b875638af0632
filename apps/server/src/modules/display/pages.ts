// The owner's popup list as /admin/popups reads it (apps/web/app/context/popups.ts). Conversions
// are the leads module's, which builds on this one, so they are handed in rather than imported.
import type { PopupsPages } from '@pinwheel/web/context/popups';
import type { DisplayService } from './service.ts';

export function popupsPages(
  display: DisplayService,
  conversionsByPopup: () => Promise<Map<string, number>>,
): PopupsPages {
  return {
    async list() {
      const [popups, conversions] = await Promise.all([
        display.popupOverview(),
        conversionsByPopup(),
      ]);
      return popups.map(({ siteId: _siteId, ...popup }) => ({
        ...popup,
        conversions: conversions.get(popup.id) ?? 0,
      }));
    },
  };
}
