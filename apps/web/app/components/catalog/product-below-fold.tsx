// What a product page holds below its first screens: the tabs (description, additional
// information, reviews with the review form) and the products the owner chose to show with this
// one. Its own module, hydrated when it comes near the screen (hydrate-when-seen.tsx): the page's
// start does not wait for the review form or the upsell cards' JavaScript.
import type { ProductPage } from '@pinwheel/core';
import { ProductTabs, type TabPanel } from './product-tabs.tsx';
import { ReviewForm, type ReviewFormAnswer } from './review-form.tsx';
import { Stars } from './stars.tsx';
import { UpsellCards } from './upsell-cards.tsx';
import { useTranslation } from '../../translation.ts';

export interface ProductBelowFoldProps {
  product: ProductPage;
  reviewAnswer: ReviewFormAnswer | undefined;
}

export default function ProductBelowFold({ product, reviewAnswer }: ProductBelowFoldProps) {
  return (
    <>
      <ProductDetails product={product} reviewAnswer={reviewAnswer} />
      <Upsells product={product} />
    </>
  );
}

/** The products the owner chose to show with this one (the editor's "Related products"). */
function Upsells({ product }: { product: ProductPage }) {
  const { t } = useTranslation();
  if (product.upsells.length === 0) return null;
  return (
    <section className="shelf product__upsells" aria-labelledby="upsells-title">
      <h2 id="upsells-title">{t('product.upsells')}</h2>
      <UpsellCards products={product.upsells} currency={product.currency} />
    </section>
  );
}

function ProductDetails({
  product,
  reviewAnswer,
}: {
  product: ProductPage;
  reviewAnswer: ReviewFormAnswer | undefined;
}) {
  const { lang, t } = useTranslation();
  const date = new Intl.DateTimeFormat(lang === 'he' ? 'he-IL' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const panels: TabPanel[] = [
    {
      id: 'description',
      label: t('tabs.description'),
      // Owner HTML, sanitised by the server when it was written.
      content: <div dangerouslySetInnerHTML={{ __html: product.description }} />,
    },
  ];
  if (product.additionalInformation.length) {
    panels.push({
      id: 'additional_information',
      label: t('tabs.additional'),
      content: (
        <table className="info-table">
          <tbody>
            {product.additionalInformation.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ),
    });
  }
  panels.push({
    id: 'reviews',
    label: t('tabs.reviews', { count: product.reviewCount }),
    content: (
      <>
        {product.reviews.length === 0 ? <p>{t('reviews.none')}</p> : null}
        <ol className="review-list">
          {product.reviews.map((review) => (
            <li key={review.id} className="review">
              <p className="review__head">
                <strong className="review__author" dir="auto">
                  {review.author}
                </strong>
                {review.verified ? (
                  <span className="badge badge--verified">{t('reviews.verified')}</span>
                ) : null}
                <time dateTime={new Date(review.date).toISOString()}>
                  {date.format(review.date)}
                </time>
              </p>
              {review.rating !== null ? <Stars rating={review.rating} /> : null}
              <p className="review__text" dir="auto">
                {review.text}
              </p>
            </li>
          ))}
        </ol>
        <ReviewForm product={product} answer={reviewAnswer} />
      </>
    ),
  });
  return (
    <div className="product__details">
      <ProductTabs panels={panels} />
    </div>
  );
}
