// /admin/reviews: the owner's review moderation. Reviews in one state at a time (waiting,
// approved, rejected; the state lives in the URL), newest first, each with its product, rating and
// words, and Approve / Reject buttons (plain forms with the nonce, so they work before JavaScript).
// Approving shows the review on its product page and counts it in the rating. Visitors' words are
// shown as text (React escapes them). Its loader and action check access themselves, as every
// admin route must.
import { translate } from '@pinwheel/core';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/admin-reviews';
import { Stars } from '../components/catalog/stars.tsx';
import { NonceField } from '../components/nonce-field.tsx';
import type { QueuedReview, ReviewStatus } from '../context/catalog.ts';
import { pageTitle } from '../page-title.ts';
import reviewsStyles from '../styles/admin-reviews.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: reviewsStyles }];

const STATES: ReviewStatus[] = ['pending', 'approved', 'rejected'];

function stateOf(request: Request): ReviewStatus {
  const asked = new URL(request.url).searchParams.get('status');
  return STATES.find((state) => state === asked) ?? 'pending';
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const status = stateOf(request);
  return {
    title: pageTitle(translate(context.lang, 'admin.reviews'), context.shop.name),
    status,
    reviews: await context.catalog.reviewQueue(status),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const text = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  const decision = text('decision');
  const id = text('review');
  if ((decision !== 'approve' && decision !== 'reject') || !/^[\w-]{1,40}$/.test(id)) {
    return { ok: false as const, message: 'reviewsAdmin.unknown' as const, author: '' };
  }
  const done = await context.catalog.moderateReview(
    id,
    decision === 'approve' ? 'approved' : 'rejected',
  );
  if (!done) return { ok: false as const, message: 'reviewsAdmin.unknown' as const, author: '' };
  return {
    ok: true as const,
    message:
      decision === 'approve'
        ? ('reviewsAdmin.approved' as const)
        : ('reviewsAdmin.rejected' as const),
    author: text('author').slice(0, 80),
  };
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { status, reviews } = loaderData;
  return (
    <section className="admin-reviews" aria-labelledby="admin-reviews-title">
      <h2 id="admin-reviews-title">{t('admin.reviews')}</h2>
      <p className="admin-reviews__intro">{t('reviewsAdmin.intro')}</p>
      <nav className="admin-reviews__states" aria-label={t('reviewsAdmin.states')}>
        {STATES.map((state) => (
          <Link
            key={state}
            to={state === 'pending' ? '/admin/reviews' : `/admin/reviews?status=${state}`}
            className="admin-reviews__state"
            aria-current={state === status ? 'page' : undefined}
          >
            {t(`reviewsAdmin.status.${state}`)}
          </Link>
        ))}
      </nav>
      <div role="status" className="admin-reviews__outcome">
        {actionData ? (
          <p className={actionData.ok ? 'notice notice--success' : 'notice notice--warning'}>
            {t(actionData.message, { author: actionData.author })}
          </p>
        ) : null}
      </div>
      {reviews.length === 0 ? (
        <div className="admin-empty">
          <h3 className="admin-empty__title">{t('reviewsAdmin.emptyTitle')}</h3>
          <p>
            {status === 'pending' ? t('reviewsAdmin.emptyPending') : t('reviewsAdmin.emptyOther')}
          </p>
        </div>
      ) : (
        <>
          <p className="admin-reviews__count">
            {t('reviewsAdmin.count', { count: reviews.length })}
          </p>
          <ol className="admin-reviews__list">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function ReviewCard({ review }: { review: QueuedReview }) {
  const { t, lang } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('review') === review.id;
  const written = new Date(review.createdAt);
  const [before = '', after = ''] = t('reviewsAdmin.on').split('{product}');
  return (
    <article className="admin-review" aria-labelledby={`review-${review.id}`}>
      <header className="admin-review__header">
        <h3 className="admin-review__author" id={`review-${review.id}`}>
          <bdi>{review.author}</bdi>
        </h3>
        <p className="admin-review__product">
          {before}
          <a href={review.productUrl}>
            <bdi>{review.productTitle}</bdi>
          </a>
          {after}
        </p>
        <time dateTime={written.toISOString()} className="admin-review__time">
          {new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
            written,
          )}
        </time>
      </header>
      {review.rating !== null ? (
        <Stars rating={review.rating} />
      ) : (
        <p className="admin-review__no-rating">{t('reviewsAdmin.noRating')}</p>
      )}
      <p className="admin-review__text" dir="auto">
        {review.text}
      </p>
      {review.email ? (
        <p className="admin-review__email">
          <bdi>{review.email}</bdi>
        </p>
      ) : null}
      <Form method="post" className="admin-review__actions">
        <NonceField />
        <input type="hidden" name="review" value={review.id} />
        <input type="hidden" name="author" value={review.author} />
        {review.status !== 'approved' ? (
          <button
            type="submit"
            name="decision"
            value="approve"
            className="button"
            disabled={busy}
            aria-describedby={`review-${review.id}`}
          >
            {t('reviewsAdmin.approve')}
          </button>
        ) : null}
        {review.status !== 'rejected' ? (
          <button
            type="submit"
            name="decision"
            value="reject"
            className="button button--quiet"
            disabled={busy}
            aria-describedby={`review-${review.id}`}
          >
            {t('reviewsAdmin.reject')}
          </button>
        ) : null}
      </Form>
    </article>
  );
}
