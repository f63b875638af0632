// The swatch display options of the variations form (storefront spec §3), with the defaults a new
// shop starts from. The two tooltip texts are the owner's words; null means "the catalogue's text
// in the visitor's language".
export type SwatchKind = 'color' | 'image' | 'label';

export const swatchKinds: readonly SwatchKind[] = ['color', 'image', 'label'];

export interface SwatchDisplayOptions {
  /** Show "Colour: Red" above the swatches. */
  show_variation_label: boolean;
  /** Between the attribute's name and the chosen term's name in that label. */
  variation_label_separator: string;
  /** An out-of-stock term stays clickable (it is shown as no-stock, not disabled). */
  clickable_out_of_stock: boolean;
  out_of_stock_tooltip_text: string | null;
  unavailable_tooltip_text: string | null;
  /** Clicking the chosen swatch again clears the choice. */
  clear_on_reselect: boolean;
  /** Terms whose every matching variation is out of stock are disabled. */
  disable_out_of_stock: boolean;
  /** Choosing a term that leaves no in-stock variation clears the other attributes' choices. */
  deselect_unavailable: boolean;
  /** Show "Only n left" for the chosen variation. */
  show_variation_stock: boolean;
  /** …only when its stock is at or below this many. */
  stock_label_threshold: number;
}

export const defaultSwatchDisplayOptions: SwatchDisplayOptions = {
  show_variation_label: true,
  variation_label_separator: ': ',
  clickable_out_of_stock: false,
  out_of_stock_tooltip_text: null,
  unavailable_tooltip_text: null,
  clear_on_reselect: true,
  disable_out_of_stock: true,
  deselect_unavailable: true,
  show_variation_stock: true,
  stock_label_threshold: 5,
};
