// The review form: star rating (five radio buttons, so it works before JavaScript and by
// keyboard), name, email, text, and the form nonce. When ratings are required and none is chosen,
// the configured text shows as an alert and the submit is blocked (spec §5); the server refuses
// the same. What the visitor typed stays text wherever it is shown.
import { NONCE_FIELD, type ProductPage } from '@pinwheel/core';
import { useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { useShellData } from '../../shell-data.ts';
import { useTranslation } from '../../translation.ts';

export type ReviewFormAnswer =
  { ok: true; status: 'pending' | 'approved' } | { ok: false; reason: string; fields: string[] };

export function ReviewForm({
  product,
  answer,
}: {
  product: ProductPage;
  answer: ReviewFormAnswer | undefined;
}) {
  const { t } = useTranslation();
  const nonce = useShellData()?.formNonce ?? '';
  const navigation = useNavigation();
  const [alert, setAlert] = useState<string | null>(null);
  const requiredText = product.reviewSettings.requiredRatingText ?? t('reviews.ratingRequired');
  const fieldNames: Record<string, string> = {
    author: t('reviews.author'),
    email: t('reviews.email'),
    text: t('reviews.text'),
    rating: t('reviews.rating'),
  };
  const serverProblem =
    answer && !answer.ok
      ? answer.reason === 'rating_required'
        ? requiredText
        : t('reviews.invalid', {
            fields: answer.fields.map((field) => fieldNames[field] ?? field).join(', '),
          })
      : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const rating = new FormData(event.currentTarget).get('rating');
    if (product.reviewSettings.ratingsRequired && !rating) {
      event.preventDefault();
      setAlert(requiredText);
      return;
    }
    setAlert(null);
  }

  if (answer?.ok) {
    return (
      <p className="notice notice--success" role="status">
        {answer.status === 'pending' ? t('reviews.thanksPending') : t('reviews.thanks')}
      </p>
    );
  }
  return (
    <Form
      method="post"
      className="review-form"
      onSubmit={onSubmit}
      preventScrollReset
      noValidate={false}
    >
      <h3>{t('reviews.formTitle')}</h3>
      <input type="hidden" name={NONCE_FIELD} value={nonce} />
      <input type="hidden" name="intent" value="review" />
      <fieldset className="star-rating">
        <legend>{t('reviews.rating')}</legend>
        <div className="star-rating__stars">
          {[1, 2, 3, 4, 5].map((count) => (
            <label key={count} className="star-rating__star">
              <input type="radio" name="rating" value={count} className="visually-hidden" />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('reviews.star', { count })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {(alert ?? serverProblem) ? (
        <p className="notice notice--warning" role="alert">
          {alert ?? serverProblem}
        </p>
      ) : null}
      <label className="review-form__field">
        <span>{t('reviews.author')}</span>
        <input name="author" required maxLength={80} autoComplete="name" />
      </label>
      <label className="review-form__field">
        <span>{t('reviews.email')}</span>
        <input name="email" type="email" maxLength={200} autoComplete="email" />
      </label>
      <label className="review-form__field">
        <span>{t('reviews.text')}</span>
        <textarea name="text" required maxLength={5000} rows={5} />
      </label>
      <button
        type="submit"
        className="button button--primary"
        disabled={navigation.state === 'submitting'}
      >
        {t('reviews.submit')}
      </button>
    </Form>
  );
}
