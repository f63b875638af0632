// The swatches of a variable product (spec §3 swatch display options, §4 swatch states). Each
// swatch is a link to the page with that choice applied (core's chooseTerm: clear on reselect,
// deselect unavailable), so choosing works before JavaScript and every choice is shareable; with
// JavaScript the link navigates in place without reloading the product. A swatch that may not be
// clicked (disabled, per the options) is no link at all.
import {
  chooseTerm,
  swatchClickable,
  swatchState,
  type Choice,
  type ProductAttribute,
  type ProductPage,
  type SwatchState,
  type SwatchTerm,
} from '@pinwheel/core';
import { Link } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { choiceSearch } from './variation-url.ts';

export function VariationSwatches({ product, choice }: { product: ProductPage; choice: Choice }) {
  return (
    <div className="swatches">
      {product.attributes.map((attribute) => (
        <AttributeSwatches
          key={attribute.slug}
          product={product}
          attribute={attribute}
          choice={choice}
        />
      ))}
    </div>
  );
}

function AttributeSwatches({
  product,
  attribute,
  choice,
}: {
  product: ProductPage;
  attribute: ProductAttribute;
  choice: Choice;
}) {
  const { t } = useTranslation();
  const options = product.swatchOptions;
  const chosen = attribute.terms.find((term) => term.slug === choice[attribute.slug]);
  const labelId = `swatch-label-${attribute.slug}`;
  // A term's state depends on the other attributes' choices, not on this one's.
  const { [attribute.slug]: _own, ...others } = choice;
  return (
    <div className="swatch-group" role="group" aria-labelledby={labelId}>
      <p className="swatch-group__label" id={labelId}>
        <span className="swatch-group__name">{attribute.name}</span>
        {options.show_variation_label && chosen ? (
          <>
            <span aria-hidden="true">{options.variation_label_separator}</span>
            <span className="swatch-group__chosen">{chosen.name}</span>
          </>
        ) : null}
      </p>
      <ul className={`swatch-list swatch-list--${attribute.kind}`}>
        {attribute.terms.map((term) => {
          const state = swatchState(product.variations, others, attribute.slug, term.slug);
          const next = chooseTerm(product.variations, choice, attribute.slug, term.slug, options);
          return (
            <li key={term.slug}>
              <Swatch
                term={term}
                kind={attribute.kind}
                state={state}
                selected={chosen?.slug === term.slug}
                clickable={swatchClickable(state, options)}
                href={product.url + choiceSearch(product, next)}
                tooltip={
                  state === 'out_of_stock'
                    ? (options.out_of_stock_tooltip_text ?? t('swatch.outOfStock'))
                    : state === 'unavailable'
                      ? (options.unavailable_tooltip_text ?? t('swatch.unavailable'))
                      : null
                }
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Swatch({
  term,
  kind,
  state,
  selected,
  clickable,
  href,
  tooltip,
}: {
  term: SwatchTerm;
  kind: ProductAttribute['kind'];
  state: SwatchState;
  selected: boolean;
  clickable: boolean;
  href: string;
  tooltip: string | null;
}) {
  const { t } = useTranslation();
  const className = [
    'swatch',
    `swatch--${kind}`,
    selected ? 'swatch--selected' : '',
    state === 'out_of_stock' ? 'swatch--no-stock' : '',
    state === 'unavailable' ? 'swatch--unavailable' : '',
    clickable ? '' : 'swatch--disabled',
  ]
    .filter(Boolean)
    .join(' ');
  const face =
    kind === 'color' ? (
      <span
        className="swatch__colour"
        style={{ background: term.color ?? '#ccc' }}
        aria-hidden="true"
      />
    ) : kind === 'image' && term.image ? (
      <img className="swatch__image" src={term.image.src} width={48} height={48} alt="" />
    ) : (
      <span className="swatch__text" aria-hidden="true">
        {term.name}
      </span>
    );
  // The accessible name says the term, whether it is chosen and why it may not be available.
  const spoken = [term.name, selected ? t('swatch.chosen') : null, tooltip]
    .filter(Boolean)
    .join(', ');
  const common = {
    className,
    'data-term': term.slug,
    'data-state': state,
    'data-tooltip': tooltip ?? undefined,
    title: tooltip ? `${term.name}: ${tooltip}` : term.name,
  };
  if (!clickable) {
    return (
      <span {...common} role="link" aria-disabled="true" aria-label={spoken}>
        {face}
      </span>
    );
  }
  return (
    <Link
      {...common}
      to={href}
      replace
      preventScrollReset
      aria-label={spoken}
      aria-current={selected ? 'true' : undefined}
    >
      {face}
    </Link>
  );
}
