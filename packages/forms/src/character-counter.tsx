// The character counter under a field with length limits: the count against the limits, flagged
// too long or too short (a class and data-state the styles colour).
import {
  characterCount,
  contactFormMessage,
  type ContactField,
  type Language,
} from '@pinwheel/core/contact-forms';

export function CharacterCounter({
  value,
  field,
  lang,
}: {
  value: string;
  field: ContactField;
  lang: Language;
}) {
  const reading = characterCount(value, {
    ...(field.minLength !== undefined ? { minlength: field.minLength } : {}),
    ...(field.maxLength !== undefined ? { maxlength: field.maxLength } : {}),
  });
  const words =
    field.maxLength !== undefined
      ? contactFormMessage(lang, 'characters', { count: reading.count, max: field.maxLength })
      : contactFormMessage(lang, 'charactersMin', {
          count: reading.count,
          min: field.minLength ?? 0,
        });
  const state = reading.tooLong ? 'too-long' : reading.tooShort ? 'too-short' : 'ok';
  return (
    <p className={`pw-cf__counter pw-cf__counter--${state}`} data-state={state}>
      {words}
    </p>
  );
}
