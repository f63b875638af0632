// What a form's inputs hold, as the rule engine reads it: every value of every field (checkboxes
// repeat a name), files by name, size and type. The spam traps' own fields are left out.
import {
  CONTACT_FORM_HONEYPOT,
  CONTACT_FORM_STARTED,
  type FormValue,
  type FormValues,
} from '@pinwheel/core/contact-forms';

export function formValuesOf(form: HTMLFormElement): FormValues {
  const values: Record<string, FormValue[]> = {};
  for (const [name, value] of new FormData(form).entries()) {
    if (name === CONTACT_FORM_HONEYPOT || name === CONTACT_FORM_STARTED) continue;
    const list = (values[name] ??= []);
    if (typeof value === 'string') list.push(value);
    else if (value.name !== '' || value.size > 0) {
      list.push({ name: value.name, size: value.size, type: value.type });
    }
  }
  return values;
}
