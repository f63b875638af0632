// A popup's teaser: the design document's `teaser`, or in a template the element carrying
// `data-tabshow` (its text is the tab's label, the attribute its mode), as Poptin's templates mark it.
import {
  TEASER_SHOW_MODES,
  type DesignTeaser,
  type PopupContent,
  type TeaserShowMode,
} from '@pinwheel/core';

const isMode = (value: string | null): value is TeaserShowMode =>
  (TEASER_SHOW_MODES as readonly (string | null)[]).includes(value);

/** The teaser's text and mode, or null when the popup has none to show. */
export function teaserOf(content: PopupContent, document: Document): DesignTeaser | null {
  const designed = content.design?.teaser;
  if (designed) return designed.text.trim() ? designed : null;
  if (typeof content.poptin !== 'string' || !content.poptin.includes('data-tabshow')) return null;
  // An inert document: parsing here runs no script and loads no image of the template.
  const parsed = document.implementation.createHTMLDocument('');
  parsed.body.innerHTML = content.poptin;
  const element = parsed.querySelector('[data-tabshow]');
  const text = element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  if (!element || !text) return null;
  const mode = element.getAttribute('data-tabshow');
  return { text: text.slice(0, 80), show: isMode(mode) ? mode : 'always' };
}
