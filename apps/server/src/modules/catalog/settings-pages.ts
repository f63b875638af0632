// The owner's "Search & catalog" settings page (apps/web/app/context/settings.ts): read from and
// saved through the catalog service as the owner API saves, which forgets its cached settings, so
// the shop shows a change at once. Every post is checked with the owner API's schema first.
import { postedSettings, refusedSettings, type Language } from '@pinwheel/core';
import type { CatalogSettingsPages } from '@pinwheel/web/context/settings';
import type { CatalogService } from './service.ts';
import { catalogSettingsFromForm, catalogSettingsValues } from './settings-form.ts';

export function catalogSettingsPages(
  catalog: CatalogService,
  lang: Language,
): CatalogSettingsPages {
  return {
    async form() {
      const [settings, categories] = await Promise.all([
        catalog.settings(),
        catalog.categories(lang),
      ]);
      return {
        values: catalogSettingsValues(settings),
        categories: categories.map(({ slug, name }) => ({ slug, name })),
      };
    },
    async save(form) {
      const read = catalogSettingsFromForm(postedSettings(form), await catalog.settings());
      if (!read.ok) return refusedSettings(lang, read.problems, form);
      await catalog.saveSettings(read.settings);
      return { ok: true };
    },
  };
}
