import { describe, expect, it } from 'vitest';
import { designFormEntries } from './design-fields.ts';

describe('designFormEntries', () => {
  it('names each field by its name, else its kind, and keeps its rules', () => {
    const entries = designFormEntries({
      fields: [
        { kind: 'email', label: 'Email', required: true, email_validation: 'business-email' },
        { kind: 'phone', label: 'Phone', phone_validation: 'advanced' },
        { kind: 'text', label: 'First name', name: 'first_name' },
        { kind: 'select', label: 'Size', name: 'size', options: ['S', 'M'] },
        { kind: 'hidden', label: 'Source', name: 'utm_source', value: 'utm_source' },
      ],
    });
    expect(entries.map((entry) => [entry.name, entry.type, entry.required])).toEqual([
      ['email', 'email', true],
      ['phone', 'phone', false],
      ['first_name', 'text', false],
      ['size', 'select', false],
      ['utm_source', 'hidden', false],
    ]);
    expect(entries[0]!.email_validation).toBe('business-email');
    expect(entries[1]!.phone_validation).toBe('advanced');
    expect(entries[3]!.options).toEqual(['S', 'M']);
    expect(entries[4]!.value).toBe('utm_source');
    // Created as version 5 (the default): a field keeps its own name as its property.
    expect(entries[2]!.property_name).toBe('first_name');
  });
});
