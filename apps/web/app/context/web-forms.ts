// Web forms as the storefront's form page (/form/<id>) draws them (modules/forms/pages.ts).
import type { PublishedWebForm } from '@pinwheel/forms';

export interface WebFormsPages {
  /**
   * The form as the visitor component draws it, with its settings (the ajax URL under /api/forms,
   * our own pages' calls) and a first token, in the page's language; null for an unknown id.
   */
  published(id: string): Promise<PublishedWebForm | null>;
  /**
   * The address field's countries in the page's language, and those without states, for the
   * builder's preview (the same lists a published form's settings carry).
   */
  places(): {
    countries: Array<{ code: string; name: string }>;
    countriesWithoutStates: string[];
  };
}
