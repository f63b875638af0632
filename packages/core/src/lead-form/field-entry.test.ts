import { describe, expect, it } from 'vitest';
import { leadFieldEntries, leadFieldEntry } from './field-entry.ts';

describe('newExtraFields entries', () => {
  it('gives an entry the spec defaults: created_version 5, property_name = name', () => {
    expect(leadFieldEntry({ id: 'f1', type: 'text', name: 'company' })).toMatchObject({
      id: 'f1',
      type: 'text',
      name: 'company',
      created_version: 5,
      property_name: 'company',
      required: false,
      email_validation: 'check-typos',
      phone_validation: 'basic',
    });
    expect(leadFieldEntry({ type: 'text', name: 'x', property_name: 'crm_x' })?.property_name).toBe(
      'crm_x',
    );
  });

  it('maps the standard attributes to their fixed names from created_version 6 on', () => {
    const v6 = (created_as: string) =>
      leadFieldEntry({ type: 'text', name: 'field_7', created_as, created_version: '6' })
        ?.property_name;
    expect(v6('First Name')).toBe('first_name');
    expect(v6('last-name')).toBe('last_name');
    expect(v6('Zip')).toBe('zip_postal_code');
    expect(v6('birthday')).toBe('birthday');
    expect(v6('preferences')).toBe('preferences');
    expect(v6('Favourite colour')).toBe('field_7');
    // Before version 6 the owner's own property name stands.
    expect(
      leadFieldEntry({
        type: 'text',
        name: 'field_7',
        created_as: 'First Name',
        created_version: 5,
      })?.property_name,
    ).toBe('field_7');
  });

  it('reads a JSON list, drops nameless entries and repeated names, refuses a non-list', () => {
    const entries = leadFieldEntries(
      JSON.stringify([
        { type: 'email', name: 'email', required: '1', email_validation: 'business-email' },
        { type: 'nonsense', name: 'note' },
        { type: 'text' },
        { type: 'text', name: 'email' },
      ]),
    );
    expect(entries?.map((e) => [e.name, e.type, e.required, e.email_validation])).toEqual([
      ['email', 'email', true, 'business-email'],
      ['note', 'text', false, 'check-typos'],
    ]);
    expect(leadFieldEntries('{not json')).toBeNull();
    expect(leadFieldEntries('{"a":1}')).toBeNull();
  });
});
