import { describe, expect, it } from 'vitest';
import type { Popup } from './popup.ts';
import { contentOf, POPUP_CONTENT_FIELDS, withoutContent } from './popup-content.ts';

const popup: Popup = {
  poptin_id: 'abcdefghijklm',
  poptin_name: 'Welcome',
  poptin_target: 'lead',
  poptin_type: 'lightbox',
  poptin_format: 'format_1',
  poptin: '<p>Hello</p>',
  design: { blocks: [{ type: 'heading', text: 'Hello', level: 2 }] },
  poptin_url: 'https://old.example/template',
  poptin_size: { width: 800, height: 500 },
  design_properties: { poptin_design_entry_effect: 'fadeIn' },
  display_after_sec_active: 5,
  d_f_a: { rule: 'display_once_a_visitor_2' },
  is_teasers_on: 1,
};

describe('a popup in two parts', () => {
  it('keeps targeting, triggers and the teaser flag in the displayed part', () => {
    const displayed = withoutContent(popup);
    expect(displayed).toEqual({
      poptin_id: 'abcdefghijklm',
      poptin_name: 'Welcome',
      poptin_target: 'lead',
      poptin_type: 'lightbox',
      poptin_format: 'format_1',
      display_after_sec_active: 5,
      d_f_a: { rule: 'display_once_a_visitor_2' },
      is_teasers_on: 1,
    });
  });

  it('puts what drawing needs in the content, in a stable order, and nothing else', () => {
    const content = contentOf(popup);
    expect(Object.keys(content)).toEqual([
      'poptin_id',
      'poptin',
      'design',
      'poptin_size',
      'design_properties',
    ]);
    expect(content.design_properties).toBe(popup.design_properties);
    for (const key of Object.keys(content)) {
      expect(['poptin_id', ...POPUP_CONTENT_FIELDS]).toContain(key);
    }
  });

  it('loses no field between the two parts', () => {
    const both = { ...withoutContent(popup), ...contentOf(popup) };
    const { poptin_url: _url, ...rest } = popup;
    expect(both).toEqual(rest);
  });
});
