// What every control of a field carries: its id and name, the data-field the form moves focus to
// when the field must be fixed, and what assistive technology reads with it.
import type { ContactField } from '@pinwheel/core/contact-forms';

export interface FieldAttributes {
  id: string;
  name: string;
  'data-field': string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export function fieldAttributes(
  field: ContactField,
  id: string,
  tip: string | undefined,
  describedBy: string | undefined,
): FieldAttributes {
  return {
    id,
    name: field.name,
    'data-field': field.name,
    'aria-invalid': tip ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required ? true : undefined,
  };
}
