// A template's own form (a popup without a design document, as Poptin templates are): its named
// controls read as lead-form entries, by their input type, with what the visitor entered. The
// server checks the values against these entries, as it does for any browser's field list.
import type { LeadFieldEntry, LeadFieldType, LeadValue } from '@pinwheel/core/lead-form';
import { leadFieldEntry } from '@pinwheel/core/lead-form/drawing';

const TYPES: Record<string, LeadFieldType> = {
  email: 'email',
  tel: 'phone',
  number: 'number',
  url: 'url',
  date: 'date',
  checkbox: 'checkbox',
  radio: 'radio',
  hidden: 'hidden',
  textarea: 'textarea',
  'select-one': 'select',
};

export interface TemplateForm {
  entries: LeadFieldEntry[];
  values: Record<string, LeadValue>;
  /** The consent box (`checkbox_checked`), when the template has one. */
  consent?: boolean;
}

export function readTemplateForm(form: HTMLFormElement): TemplateForm {
  const entries: LeadFieldEntry[] = [];
  const values: Record<string, LeadValue> = {};
  let consent: boolean | undefined;
  const data = new FormData(form);
  for (const element of Array.from(form.elements)) {
    if (
      !(element instanceof HTMLInputElement) &&
      !(element instanceof HTMLSelectElement) &&
      !(element instanceof HTMLTextAreaElement)
    ) {
      continue;
    }
    const name = element.name;
    if (!name || element.type === 'submit' || element.type === 'button') continue;
    if (name === 'checkbox_checked') {
      consent = (element as HTMLInputElement).checked;
      continue;
    }
    if (entries.some((entry) => entry.name === name)) continue;
    const all = data.getAll(name).filter((value): value is string => typeof value === 'string');
    const type = TYPES[element.type] ?? 'text';
    const entry = leadFieldEntry({ name, type, required: element.required }, entries.length);
    if (!entry) continue;
    entries.push(entry);
    values[name] = type === 'checkbox' ? all : (all[0] ?? '');
  }
  return { entries, values, consent };
}
