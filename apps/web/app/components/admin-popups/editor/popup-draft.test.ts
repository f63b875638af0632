// The editor's working copy of a popup: its blocks paired with their Hebrew, written back to the
// owner API's body with the Hebrew as translations.he.design (an empty Hebrew word showing the
// English one), everything it does not edit kept; and the contrast it warns of.
import type { DesignBlock } from '@pinwheel/core';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  contrastProblems,
  DEFAULT_PRODUCT_SELECTION,
  designIn,
  draftOf,
  withWord,
  type PopupBody,
} from './popup-draft.ts';

const popup: PopupBody = {
  poptin_name: 'Welcome',
  poptin_target: 'lead',
  poptin_type: 'lightbox',
  poptin_format: 'format_1',
  poptin_size: { width: 800, height: 500 },
  design_properties: { poptin_location: 'center' },
  display_after_sec_active: 5,
  design: {
    theme: { background: '#ffffff', text: '#111827' },
    blocks: [
      { type: 'heading', text: 'Hello', level: 1 },
      { type: 'button', label: 'Shop now', action: 'link', href: '/shop' },
    ],
  },
  translations: {
    he: {
      design: {
        theme: { background: '#ffffff', text: '#111827' },
        blocks: [
          { type: 'heading', text: 'שלום', level: 1 },
          { type: 'button', label: 'לחנות', action: 'link', href: '/shop' },
        ],
      },
    },
  },
};

describe('the popup draft', () => {
  it('pairs each block with its Hebrew and writes both back unchanged', () => {
    const draft = draftOf(popup);
    expect(draft.blocks.map((item) => item.he)).toEqual(popup.translations!.he!.design!.blocks);
    expect(bodyOf(draft)).toEqual(popup);
  });

  it('shows the English word where the Hebrew one is empty, and shares what is not words', () => {
    const draft = draftOf(popup);
    const [heading, button] = draft.blocks;
    const next = {
      ...draft,
      blocks: [
        { ...heading!, he: withWord(heading!.he!, 'text', '') },
        { ...button!, block: { ...button!.block, href: '/sale' } as DesignBlock },
      ],
    };
    expect(designIn(next, 'he').blocks).toEqual([
      { type: 'heading', text: 'Hello', level: 1 },
      { type: 'button', label: 'לחנות', action: 'link', href: '/sale' },
    ]);
    // Targeting the editor does not show goes back as it came.
    expect(bodyOf(next).display_after_sec_active).toBe(5);
  });

  it('edits a news ticker’s messages a line each, in both languages, sending only lines with words', () => {
    const ticker: DesignBlock = { type: 'ticker', messages: ['Free returns'], interval_ms: 5000 };
    const draft = draftOf({ ...popup, design: { blocks: [ticker] }, translations: undefined });
    const item = draft.blocks[0]!;
    // The owner pressed Enter: the empty line stays while they type the next message.
    const typed = withWord(item.block, 'messages', 'Free returns\n');
    expect(typed).toEqual({ ...ticker, messages: ['Free returns', ''] });
    const english = withWord(typed, 'messages', 'Free returns\n\n  New arrivals ');
    const hebrew = withWord(ticker, 'messages', 'החזרות חינם\nמוצרים חדשים');
    const body = bodyOf({ ...draft, blocks: [{ ...item, block: english, he: hebrew }] });
    expect(body.design?.blocks).toEqual([
      { type: 'ticker', messages: ['Free returns', 'New arrivals'], interval_ms: 5000 },
    ]);
    expect(body.translations?.he?.design?.blocks).toEqual([
      { type: 'ticker', messages: ['החזרות חינם', 'מוצרים חדשים'], interval_ms: 5000 },
    ]);
  });

  it('writes no Hebrew design once no Hebrew word is left', () => {
    const draft = draftOf(popup);
    const english = { ...draft, blocks: draft.blocks.map((item) => ({ ...item, he: null })) };
    expect(bodyOf(english).translations).toBeUndefined();
  });

  it('warns of text below 4.5:1 on its background, and of a button colour no label reads on', () => {
    expect(contrastProblems({ background: '#ffffff', text: '#111827' })).toEqual({
      text: null,
      button: null,
    });
    expect(contrastProblems({ background: '#ffffff', text: '#cccccc' }).text).toBeCloseTo(1.6, 1);
    expect(contrastProblems({ accent: '#808080' }).button).toBeLessThan(4.5);
  });

  it('keeps the teaser with its Hebrew words, the English ones where the Hebrew is empty', () => {
    const withTeaser: PopupBody = {
      ...popup,
      is_teasers_on: 1,
      design: { ...popup.design!, teaser: { text: 'Your gift', show: 'after_close', side: 'end' } },
      translations: {
        he: {
          design: {
            ...popup.translations!.he!.design!,
            teaser: { text: 'המתנה שלך', show: 'after_close', side: 'end' },
          },
        },
      },
    };
    const draft = draftOf(withTeaser);
    expect(draft.teaserHe).toBe('המתנה שלך');
    expect(bodyOf(draft)).toEqual(withTeaser);
    expect(designIn({ ...draft, teaserHe: '' }, 'he').teaser).toEqual({
      text: 'Your gift',
      show: 'after_close',
      side: 'end',
    });
  });

  it('saves a popup with a Products block with the default selection when none was chosen', () => {
    const draft = draftOf({
      ...popup,
      design: { blocks: [{ type: 'products' }] },
      translations: undefined,
    } as PopupBody);
    expect(bodyOf(draft).shopify_product_settings).toEqual(DEFAULT_PRODUCT_SELECTION);
    expect(bodyOf(draftOf(popup)).shopify_product_settings).toBeUndefined();
  });
});
