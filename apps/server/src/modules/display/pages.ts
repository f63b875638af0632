// The owner's popup list as /admin/popups reads it (apps/web/app/context/popups.ts). Conversions
// are the leads module's, which builds on this one, so they are handed in rather than imported.
import type { PopupsPages } from '@pinwheel/web/context/popups';
import { popupOverview } from './popup-overview.ts';
import type { DisplayContext } from './service.ts';

export function popupsPages(
  display: DisplayContext,
  conversionsByPopup: () => Promise<Map<string, number>>,
): PopupsPages {
  return {
    async list() {
      const [popups, conversions] = await Promise.all([
        popupOverview(display),
        conversionsByPopup(),
      ]);
      return popups.map(({ siteId: _siteId, ...popup }) => ({
        ...popup,
        conversions: conversions.get(popup.id) ?? 0,
      }));
    },
  };
}
