// What a screen reader is told (the visually hidden response, spec §8): the answer's words in a
// live status line, and each field to fix as a link to it, "label: message".
import { ownerText, type ContactField, type Language } from '@pinwheel/core/contact-forms';
import type { Invalid } from './contact-form-state.ts';

function labelOf(fields: ContactField[], name: string, lang: Language): string {
  const field = fields.find((one) => one.name === name);
  return field ? ownerText(field.label, lang) || name : name;
}

export function ScreenReaderResponse(props: {
  message: string;
  invalid: Invalid;
  fields: ContactField[];
  lang: Language;
  fieldId(name: string): string;
}) {
  const invalidList = Object.entries(props.invalid);
  return (
    <div className="pw-cf__sr-response">
      <p role="status" aria-live="polite" aria-atomic="true">
        {props.message}
      </p>
      {invalidList.length > 0 ? (
        <ul>
          {invalidList.map(([name, words]) => (
            <li key={name} id={`${props.fieldId(name)}-sr`}>
              <a href={`#${props.fieldId(name)}`}>
                {labelOf(props.fields, name, props.lang)}: {words}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
