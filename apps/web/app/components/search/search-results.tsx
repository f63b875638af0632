// A search's answer in the overlay: product suggestions with add to cart (a simple product goes
// in the cart from here, a variable one is chosen on its page), keywords that search again, the
// matching categories and posts, and the link to every result below it. The list scrolls within
// the spec's max height.
import type { SearchAnswer, SearchSuggestion } from '@pinwheel/core';
import { Link } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { Price } from '../catalog/price.tsx';
import { NonceField } from '../nonce-field.tsx';
import { LinkSection } from './link-section.tsx';

export function SearchResults({
  answer,
  popular,
  maxHeight,
  onFollow,
  onKeyword,
}: {
  answer: SearchAnswer;
  /** The shop's popular searches, offered when nothing matches. */
  popular: string[];
  maxHeight: number | undefined;
  /** A link is followed: the search is remembered and the overlay closes. */
  onFollow: () => void;
  onKeyword: (keyword: string) => void;
}) {
  const { t } = useTranslation();
  const nothing =
    answer.suggestions.length === 0 && answer.posts.length === 0 && answer.categories.length === 0;
  if (nothing) {
    // The status line says nothing matched; the shop's popular searches are offered instead.
    return popular.length > 0 ? (
      <div className="search-overlay__results">
        <h3>{t('search.popular')}</h3>
        <Keywords keywords={popular} onKeyword={onKeyword} />
      </div>
    ) : null;
  }
  return (
    <>
      <div className="search-overlay__results" style={{ maxHeight }}>
        <div className="search-overlay__columns">
          <section aria-labelledby="search-suggestions" className="search-overlay__section">
            <h3 id="search-suggestions">{t('search.products')}</h3>
            {answer.suggestions.length > 0 ? (
              <ul className="search-suggestions">
                {answer.suggestions.map((suggestion) => (
                  <Suggestion
                    key={suggestion.id}
                    suggestion={suggestion}
                    currency={answer.currency}
                    onFollow={onFollow}
                  />
                ))}
              </ul>
            ) : (
              <p className="search-overlay__none">{t('search.none', { query: answer.query })}</p>
            )}
          </section>
          <div className="search-overlay__aside">
            {answer.keywords.length > 0 ? (
              <section aria-labelledby="search-keywords" className="search-overlay__section">
                <h3 id="search-keywords">{t('search.keywords')}</h3>
                <Keywords keywords={answer.keywords} onKeyword={onKeyword} />
              </section>
            ) : null}
            <LinkSection
              id="search-categories"
              title={t('search.categories')}
              links={answer.categories}
              onFollow={onFollow}
            />
            <LinkSection
              id="search-posts-found"
              title={t('search.posts')}
              links={answer.posts}
              stacked
              onFollow={onFollow}
            />
          </div>
        </div>
      </div>
      <p className="search-overlay__all">
        <Link to={answer.view_all_link} onClick={onFollow}>
          {t('search.viewAll')}
        </Link>
      </p>
    </>
  );
}

function Keywords({
  keywords,
  onKeyword,
}: {
  keywords: string[];
  onKeyword: (keyword: string) => void;
}) {
  return (
    <ul className="search-overlay__chips">
      {keywords.map((keyword) => (
        <li key={keyword}>
          <button type="button" className="search-overlay__chip" onClick={() => onKeyword(keyword)}>
            {keyword}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Suggestion({
  suggestion,
  currency,
  onFollow,
}: {
  suggestion: SearchSuggestion;
  currency: string;
  onFollow: () => void;
}) {
  const { t } = useTranslation();
  const { data, addToCart } = suggestion;
  return (
    <li className="search-suggestion">
      {data.image ? (
        <img
          className="search-suggestion__picture"
          src={data.image.src}
          srcSet={data.image.srcSet}
          sizes="56px"
          width={data.image.width}
          height={data.image.height}
          alt=""
          decoding="async"
        />
      ) : (
        <span className="search-suggestion__picture" />
      )}
      <div className="search-suggestion__text">
        <Link to={suggestion.url} className="search-suggestion__title" onClick={onFollow}>
          {data.title}
        </Link>
        <Price
          amount={data.priceMin}
          maxAmount={data.priceMax}
          compareAt={data.compareAtPrice}
          currency={currency}
        />
        {!data.inStock ? (
          <span className="search-suggestion__stock">{t('product.outOfStock')}</span>
        ) : null}
      </div>
      {addToCart.action === 'add' ? (
        // A plain post to the cart (Shopify's /cart/add form shape): works as a page load.
        <form method="post" action="/cart/add" className="search-suggestion__cart">
          <NonceField />
          <input type="hidden" name="id" value={addToCart.id} />
          <input type="hidden" name="quantity" value={addToCart.quantity} />
          <button type="submit" className="search-suggestion__button">
            {t('search.addToCart')}
            <span className="visually-hidden">: {data.title}</span>
          </button>
        </form>
      ) : addToCart.action === 'choose' ? (
        <Link
          to={addToCart.url}
          className="search-suggestion__button search-suggestion__button--quiet"
          onClick={onFollow}
        >
          {t('search.chooseOptions')}
          <span className="visually-hidden">: {data.title}</span>
        </Link>
      ) : null}
    </li>
  );
}
