// Attributes and terms as the platform API answers them (wc/v3 products/attributes and their
// terms), and the query keys the page's lists live under.
import type { AnswerOf, Operation } from '@pinwheel/client';

export type WcAttribute = AnswerOf<Operation<'/wp-json/wc/v3/products/attributes/{id}', 'get'>>;
export type WcTerm = AnswerOf<
  Operation<'/wp-json/wc/v3/products/attributes/{attribute_id}/terms/{id}', 'get'>
>;
export type SwatchKind = WcAttribute['swatch_kind'];

export const ATTRIBUTES_KEY = ['wc/v3', 'products/attributes'];
export const termsKey = (attributeId: string) => [
  'wc/v3',
  'products/attributes',
  attributeId,
  'terms',
];

/** The slug as the owner writes it: WooCommerce answers it with its `pa_` prefix. */
export const bareSlug = (slug: string) => slug.replace(/^pa_/, '');

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;
