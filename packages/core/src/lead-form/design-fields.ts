// A design document's form block as lead-form field entries: what the widget draws and checks, and
// what the server checks a conversion against, from one mapping. A field's name is its `name`, else
// its kind; the server trusts these entries (the popup's), not the ones a browser sends.
import type { FormBlock, FormField } from '../popup/design-document.ts';
import { leadFieldEntry, type LeadFieldEntry } from './field-entry.ts';

/** The name a design field's value travels under. */
export const designFieldName = (field: FormField): string => field.name ?? field.kind;

export function designFieldEntry(field: FormField, index: number): LeadFieldEntry {
  return leadFieldEntry(
    {
      id: `design-${index}`,
      type: field.kind,
      name: designFieldName(field),
      placeholder: field.placeholder,
      value: field.value,
      required: field.required === true,
      options: field.options,
      email_validation: field.email_validation,
      phone_validation: field.phone_validation,
    },
    index,
  )!;
}

export function designFormEntries(form: Pick<FormBlock, 'fields'>): LeadFieldEntry[] {
  return form.fields.map(designFieldEntry);
}
