// The variations form's rules (storefront spec §3 "Product variation", §4 "Swatch item"), pure so
// the server renders a chosen variation before JavaScript and the browser applies the same rules
// after it: which variation a choice names, the state of each swatch, what a click on a swatch
// leaves chosen, and when the stock-left label shows.
import type { SwatchDisplayOptions } from './swatch-options.ts';

/** What the form reads of a variation (the spec's names, plus what the page shows). */
export interface FormVariation {
  id: number;
  /** Attribute slug to term slug; a missing or empty value means "any". */
  attributes: Record<string, string>;
  is_in_stock: boolean;
  /** Null: no limit. */
  max_qty: number | null;
  /** Null: stock not tracked. */
  variation_stock_left: number | null;
  is_pre_order: 'yes' | 'no';
  pre_order_label: string;
  /** False: the combination is listed but cannot be bought (unavailable). */
  enabled: boolean;
}

/** Attribute slug to chosen term slug; an attribute not chosen is absent. */
export type Choice = Record<string, string>;

export type SwatchState = 'available' | 'out_of_stock' | 'unavailable';

function matches(variation: FormVariation, choice: Choice): boolean {
  return Object.entries(choice).every(([attribute, term]) => {
    const own = variation.attributes[attribute];
    return !own || own === term;
  });
}

/**
 * The variation a complete choice names: the first enabled one matching every chosen term. Undefined
 * while an attribute is unchosen, or when no enabled variation has that combination.
 */
export function chosenVariation<V extends FormVariation>(
  variations: readonly V[],
  attributes: readonly string[],
  choice: Choice,
): V | undefined {
  if (!attributes.every((attribute) => choice[attribute])) return undefined;
  return variations.find((variation) => variation.enabled && matches(variation, choice));
}

/**
 * A swatch's state given the other attributes' choices: available when some enabled variation
 * with it is in stock, out of stock when such variations exist but none is, else unavailable.
 */
export function swatchState(
  variations: readonly FormVariation[],
  choice: Choice,
  attribute: string,
  term: string,
): SwatchState {
  const withTerm = { ...choice, [attribute]: term };
  const candidates = variations.filter((v) => v.enabled && matches(v, withTerm));
  if (candidates.length === 0) return 'unavailable';
  return candidates.some((v) => v.is_in_stock) ? 'available' : 'out_of_stock';
}

/** Whether a swatch in this state may be clicked. */
export function swatchClickable(state: SwatchState, options: SwatchDisplayOptions): boolean {
  if (state === 'available') return true;
  if (state === 'unavailable') return options.deselect_unavailable;
  return options.clickable_out_of_stock || !options.disable_out_of_stock;
}

/**
 * The choice after a click on a swatch: with clear_on_reselect, clicking the chosen term clears
 * it; with deselect_unavailable, a term that leaves no in-stock variation with the other choices
 * clears those other choices.
 */
export function chooseTerm(
  variations: readonly FormVariation[],
  choice: Choice,
  attribute: string,
  term: string,
  options: SwatchDisplayOptions,
): Choice {
  if (choice[attribute] === term) {
    if (!options.clear_on_reselect) return choice;
    const { [attribute]: _cleared, ...rest } = choice;
    return rest;
  }
  const next = { ...choice, [attribute]: term };
  if (!term) {
    delete next[attribute];
    return next;
  }
  if (options.deselect_unavailable) {
    const inStock = variations.some((v) => v.enabled && v.is_in_stock && matches(v, next));
    if (!inStock) return { [attribute]: term };
  }
  return next;
}

/** The stock-left number to show for a chosen variation, or null when no label shows. */
export function stockLeftLabel(
  variation: FormVariation | undefined,
  options: SwatchDisplayOptions,
): number | null {
  if (!variation || !options.show_variation_stock) return null;
  const left = variation.variation_stock_left;
  if (left === null || !variation.is_in_stock) return null;
  return left <= options.stock_label_threshold ? left : null;
}
