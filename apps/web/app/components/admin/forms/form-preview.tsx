// Beside the builder: the form's outline as it is being edited, its pages and their fields in the
// order visitors meet them, in the language being written in (a page without a title by number).
import type { Language, WebFormDefinition } from '@pinwheel/core';
import { useTranslation } from '../../../translation.ts';
import { fieldName, wordsIn } from './form-draft.ts';

export function FormPreview(props: { definition: WebFormDefinition; lang: Language }) {
  const { t } = useTranslation();
  return (
    <ol className="form-builder__outline">
      {props.definition.pages.map((page, index) => (
        <li key={page.id}>
          {wordsIn(page.title, props.lang) || t('adminForms.page.numbered', { n: index + 1 })}
          <ul>
            {page.fields.map((field) => (
              <li key={field.id}>{fieldName(field, props.lang)}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
