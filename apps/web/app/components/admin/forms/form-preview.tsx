// The builder's live preview. Until the visitor's form component is merged in, an outline of the
// form's pages and fields in the language being edited.
import type { Language, WebFormDefinition } from '@pinwheel/core';
import { fieldName, wordsIn } from './form-draft.ts';

export function FormPreview(props: { definition: WebFormDefinition; lang: Language }) {
  return (
    <ol>
      {props.definition.pages.map((page) => (
        <li key={page.id}>
          {wordsIn(page.title, props.lang)}
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
