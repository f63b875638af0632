// The web forms domain of the pages' context (apps/web/app/context/web-forms.ts): a form as the
// storefront's form page draws it, through the same call the visitor component's GET makes, with
// the ajax URL of our own pages (/api/forms, where the page's nonce goes along).
import type { Language } from '@pinwheel/core';
import type { WebFormsPages } from '@pinwheel/web/context/web-forms';
import type { VisitorForms } from './visitor-forms.ts';

export function webFormsPages(visitor: VisitorForms, lang: Language): WebFormsPages {
  return {
    async published(id) {
      // The same object GET /api/forms/{id} answers (settings typed there as the browser reads them).
      const form = await visitor.published(id, lang, '/api/forms');
      return form as unknown as Awaited<ReturnType<WebFormsPages['published']>>;
    },
    places() {
      return visitor.places(lang);
    },
  };
}
