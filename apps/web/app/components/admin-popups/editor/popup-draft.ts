// The popup editor's working copy and how it becomes the owner API's body again. The popup's
// content is its design document (core's DesignDocument: the blocks the renderer draws); its
// Hebrew is `translations.he.design`, the same blocks with Hebrew words, which a page in Hebrew is
// shown instead (the display answer's `lang`). The editor keeps each block once with its English
// and its Hebrew side by side; what is not words (an image's address, a button's action, a coupon's
// code) is the block's own and shared by both. A Hebrew word left empty shows the English one.
import {
  contrastRatio,
  prizeIn,
  readableOn,
  type DesignBlock,
  type DesignDocument,
  type DesignProperties,
  type DesignTeaser,
  type DesignTheme,
  type Language,
  type Popup,
  type PopupContent,
  type PopupType,
  type ShopProductSelection,
} from '@pinwheel/core';

/** The popup as the API answers it, without its id. */
export type PopupBody = Omit<Popup, 'poptin_id'>;

/** One block with its words in both languages; `key` keeps it in place while it is moved. */
export interface DraftBlock {
  key: string;
  block: DesignBlock;
  /** The same block in Hebrew (only its words are read), or null: not written in Hebrew yet. */
  he: DesignBlock | null;
}

export interface PopupDraft {
  /** Everything the editor does not change goes back as it came (targeting, prizes, …). */
  popup: PopupBody;
  blocks: DraftBlock[];
  thankYou: DraftBlock[];
  /** The teaser tab's words in Hebrew ('' shows the English ones); the rest of it is the popup's. */
  teaserHe: string;
  /** The owner saw the contrast warning and keeps these colours. */
  contrastConfirmed: boolean;
}

let lastKey = 0;
export const newKey = () => `b${++lastKey}`;

/** Pairs each block with its Hebrew one at the same place, when it is a block of the same kind. */
function paired(blocks: DesignBlock[], hebrew: DesignBlock[] | undefined): DraftBlock[] {
  return blocks.map((block, index) => {
    const he = hebrew?.[index];
    return { key: newKey(), block, he: he && he.type === block.type ? he : null };
  });
}

export function draftOf(popup: PopupBody): PopupDraft {
  const design = popup.design ?? { blocks: [] };
  const he = popup.translations?.he?.design;
  return {
    popup,
    blocks: paired(design.blocks, he?.blocks),
    thankYou: paired(design.thank_you ?? [], he?.thank_you),
    teaserHe: he?.teaser?.text ?? '',
    // Colours as saved were confirmed when saved (or read well); a new colour asks again.
    contrastConfirmed: true,
  };
}

/** The words a block has, by name (a form's: its submit label, consent, each field's label…). */
export type WordKey =
  | 'text'
  | 'alt'
  | 'label'
  | 'caption'
  | 'html'
  | 'submit_label'
  | 'consent'
  | 'messages'
  | `field.${number}.label`
  | `field.${number}.placeholder`;

export function wordKeysOf(block: DesignBlock): WordKey[] {
  switch (block.type) {
    case 'heading':
    case 'text':
      return ['text'];
    case 'image':
      return ['alt'];
    case 'button':
      return ['label'];
    case 'coupon':
      return ['caption'];
    case 'html':
      return ['html'];
    case 'ticker':
      return ['messages'];
    case 'form':
      return [
        ...block.fields.flatMap((_, index): WordKey[] => [
          `field.${index}.label`,
          `field.${index}.placeholder`,
        ]),
        'submit_label',
        'consent',
      ];
    default:
      return [];
  }
}

export function wordOf(block: DesignBlock | null, key: WordKey): string {
  if (!block) return '';
  const field = /^field\.(\d+)\.(label|placeholder)$/.exec(key);
  if (field) {
    if (block.type !== 'form') return '';
    const one = block.fields[Number(field[1])];
    return (field[2] === 'label' ? one?.label : one?.placeholder) ?? '';
  }
  // A ticker's messages are edited as one text, a message a line.
  if (key === 'messages') return block.type === 'ticker' ? block.messages.join('\n') : '';
  const value = (block as unknown as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

/** The block with one of its words changed (an empty optional word is left out). */
export function withWord(block: DesignBlock, key: WordKey, value: string): DesignBlock {
  const field = /^field\.(\d+)\.(label|placeholder)$/.exec(key);
  if (field) {
    if (block.type !== 'form') return block;
    const at = Number(field[1]);
    const fields = block.fields.map((one, index) => {
      if (index !== at) return one;
      const next = { ...one, [field[2]!]: value };
      if (field[2] === 'placeholder' && value === '') delete next.placeholder;
      return next;
    });
    return { ...block, fields };
  }
  // Lines kept as typed (an empty last one is a message being started); designIn drops blanks.
  if (key === 'messages')
    return block.type === 'ticker' ? { ...block, messages: value.split('\n') } : block;
  const next = { ...block, [key]: value } as Record<string, unknown>;
  if ((key === 'caption' || key === 'consent') && value === '') delete next[key];
  return next as unknown as DesignBlock;
}

/** The Hebrew block: the block itself with the Hebrew words written so far over its own. */
export function hebrewBlock(item: DraftBlock): DesignBlock {
  let block = item.block;
  for (const key of wordKeysOf(block)) {
    const word = wordOf(item.he, key);
    if (word.trim() !== '') block = withWord(block, key, word);
  }
  return block;
}

const hasHebrew = (items: DraftBlock[]) =>
  items.some((item) => wordKeysOf(item.block).some((key) => wordOf(item.he, key).trim() !== ''));

/** A ticker's messages as sent: the lines with words, trimmed (blank lines are not messages). */
const sentBlock = (block: DesignBlock): DesignBlock =>
  block.type === 'ticker'
    ? {
        ...block,
        messages: block.messages.map((line) => line.trim()).filter((line) => line !== ''),
      }
    : block;

/** The design document in one language, as the renderer will be given it. */
export function designIn(draft: PopupDraft, lang: Language): DesignDocument {
  const own = draft.popup.design ?? { blocks: [] };
  const pick = (item: DraftBlock) => sentBlock(lang === 'he' ? hebrewBlock(item) : item.block);
  const { thank_you: _thanks, teaser, ...rest } = own;
  const teaserText = lang === 'he' && draft.teaserHe.trim() !== '' ? draft.teaserHe : teaser?.text;
  return {
    ...rest,
    ...(teaser ? { teaser: { ...teaser, text: teaserText ?? '' } } : {}),
    blocks: draft.blocks.map(pick),
    ...(draft.thankYou.length ? { thank_you: draft.thankYou.map(pick) } : {}),
  };
}

/** A Products block draws at most this many. */
export const PRODUCTS_SHOWN_MAX = 3;

/**
 * What a Products block shows when the owner has chosen nothing else: without a selection the
 * server recommends nothing, so a popup with the block is saved with this one.
 */
export const DEFAULT_PRODUCT_SELECTION: ShopProductSelection = {
  category: 'last_visited',
  count: PRODUCTS_SHOWN_MAX,
  buttons_action: 'add_to_cart',
};

const hasProductsBlock = (draft: PopupDraft) =>
  [...draft.blocks, ...draft.thankYou].some((item) => item.block.type === 'products');

/** The body the owner API takes: the popup with its design and its Hebrew from the draft. */
export function bodyOf(draft: PopupDraft): PopupBody {
  const design = designIn(draft, 'en');
  const { he: previousHebrew, ...otherLanguages } = draft.popup.translations ?? {};
  const writesHebrew =
    hasHebrew(draft.blocks) || hasHebrew(draft.thankYou) || draft.teaserHe.trim() !== '';
  // A Hebrew template (`poptin`) written elsewhere stays; the Hebrew design is the draft's.
  const he = {
    ...(previousHebrew?.poptin !== undefined ? { poptin: previousHebrew.poptin } : {}),
    ...(writesHebrew ? { design: designIn(draft, 'he') } : {}),
  };
  const translations = { ...otherLanguages, ...(Object.keys(he).length ? { he } : {}) };
  const { translations: _old, ...popup } = draft.popup;
  return {
    ...popup,
    ...(hasProductsBlock(draft) && !popup.shopify_product_settings
      ? { shopify_product_settings: DEFAULT_PRODUCT_SELECTION }
      : {}),
    design,
    ...(Object.keys(translations).length ? { translations } : {}),
  };
}

/** What the renderer draws for the draft in one language (GET {poptin_url}'s content). */
export function contentIn(draft: PopupDraft, lang: Language, id: string): PopupContent {
  const popup = draft.popup;
  return {
    poptin_id: id,
    version: 'draft',
    poptin: popup.poptin,
    design: designIn(draft, lang),
    poptin_size: popup.poptin_size,
    design_properties: popup.design_properties,
    // Each prize's words in the language drawn, as a page in it is served them.
    gamified_prize: popup.gamified_prize?.map((prize) => prizeIn(prize, lang)),
    shopify_product_settings: popup.shopify_product_settings,
    x_close_button: popup.x_close_button,
    wheel_has_coupon: popup.wheel_has_coupon,
    poptin_trigger: popup.poptin_trigger,
  } as PopupContent;
}

export function withTheme(draft: PopupDraft, theme: Partial<DesignTheme>): PopupDraft {
  const design = draft.popup.design ?? { blocks: [] };
  return {
    ...draft,
    contrastConfirmed:
      'background' in theme || 'text' in theme || 'accent' in theme
        ? false
        : draft.contrastConfirmed,
    popup: { ...draft.popup, design: { ...design, theme: { ...design.theme, ...theme } } },
  };
}

/** The draft with its teaser changed (null: none); `is_teasers_on` follows whether it has one. */
export function withTeaser(draft: PopupDraft, teaser: DesignTeaser | null): PopupDraft {
  const { teaser: _old, ...design } = draft.popup.design ?? { blocks: [] };
  return {
    ...draft,
    popup: {
      ...draft.popup,
      is_teasers_on: teaser ? 1 : 0,
      design: teaser ? { ...design, teaser } : design,
    },
  };
}

export function withProperties(draft: PopupDraft, changes: Partial<DesignProperties>): PopupDraft {
  const properties = { ...draft.popup.design_properties, ...changes };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete (properties as Record<string, unknown>)[name];
  }
  return { ...draft, popup: { ...draft.popup, design_properties: properties } };
}

/** The renderer's own colours when the theme sets none (design-styles.ts, theme-colours.ts). */
export const DEFAULT_THEME = { background: '#ffffff', text: '#111827', accent: '#2563eb' };

/** WCAG AA for body text. */
export const MIN_CONTRAST = 4.5;

/** The theme's pairs that read below 4.5:1: text on the background, a button's label on the accent. */
export function contrastProblems(theme: DesignTheme | undefined) {
  const background = theme?.background ?? DEFAULT_THEME.background;
  const text = theme?.text ?? DEFAULT_THEME.text;
  const accent = theme?.accent ?? DEFAULT_THEME.accent;
  const textRatio = contrastRatio(text, background);
  const buttonRatio = contrastRatio(accent, readableOn(accent));
  return {
    text: textRatio < MIN_CONTRAST ? textRatio : null,
    button: buttonRatio < MIN_CONTRAST ? buttonRatio : null,
  };
}

/** Where a popup of each type may sit (design_properties.poptin_location). */
export function locationsOf(type: PopupType): string[] {
  if (type === 'bar') return ['center-top', 'center-bottom'];
  // A full page over the window (its usual place), or a welcome screen pushing the page down.
  if (type === 'fullpage') return ['welcome-screen'];
  if (
    type === 'bside' ||
    type === 'sside' ||
    type === 'social' ||
    type === 'mobile' ||
    type === 'browsing'
  ) {
    return ['bottom-right', 'bottom-left', 'top-right', 'top-left', 'center-bottom', 'center'];
  }
  return [];
}

export const ENTRY_EFFECTS = ['none', 'fadeIn', 'zoomIn'] as const;
export const EXIT_EFFECTS = ['none', 'fadeOut', 'zoomOut'] as const;

/** A new block of a kind, with words to start from in the owner's language. */
export function blankBlock(
  type: DesignBlock['type'],
  words: {
    heading: string;
    text: string;
    button: string;
    email: string;
    submit: string;
    message: string;
  },
): DesignBlock {
  switch (type) {
    case 'heading':
      return { type, text: words.heading, level: 2 };
    case 'text':
      return { type, text: words.text };
    case 'image':
      return { type, src: '', alt: '' };
    case 'button':
      return { type, label: words.button, action: 'close' };
    case 'form':
      return {
        type,
        fields: [{ kind: 'email', label: words.email, required: true }],
        submit_label: words.submit,
      };
    case 'coupon':
      return { type, code: '' };
    case 'html':
      return { type, html: '' };
    case 'ticker':
      return { type, messages: [words.message] };
    default:
      return { type };
  }
}
