// The review form: star rating (five radio buttons, so it works before JavaScript and by
// keyboard), name, email, text, and the form nonce. When ratings are required and none is chosen,
// the configured text shows as an alert and the submit is blocked (spec §5); the server refuses
// the same. What the visitor typed stays text wherever it is shown. Once hydrated, the fields are
// checked by the form itself and each problem is shown beside its field in the shop's words and
// look (the browser's own bubbles before JavaScript).
import { NONCE_FIELD, type ProductPage } from '@pinwheel/core';
import { useEffect, useState, type FormEvent } from 'react';
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
  const [enhanced, setEnhanced] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CheckedField, string>>>({});
  useEffect(() => setEnhanced(true), []);
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
    const form = event.currentTarget;
    const errors: Partial<Record<CheckedField, string>> = {};
    for (const name of checkedFields) {
      const { validity } = form.elements.namedItem(name) as HTMLInputElement;
      if (validity.valueMissing) errors[name] = t('checkout.error.required');
      else if (validity.typeMismatch) errors[name] = t('checkout.error.email');
    }
    setFieldErrors(errors);
    const firstInvalid = checkedFields.find((name) => errors[name]);
    if (firstInvalid) {
      event.preventDefault();
      (form.elements.namedItem(firstInvalid) as HTMLElement).focus();
      return;
    }
    const rating = new FormData(form).get('rating');
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
      noValidate={enhanced}
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
        <input
          name="author"
          required
          maxLength={80}
          autoComplete="name"
          {...problemProps('author', fieldErrors)}
        />
        <FieldProblem name="author" text={fieldErrors.author} />
      </label>
      <label className="review-form__field">
        <span>{t('reviews.email')}</span>
        <input
          name="email"
          type="email"
          maxLength={200}
          autoComplete="email"
          {...problemProps('email', fieldErrors)}
        />
        <FieldProblem name="email" text={fieldErrors.email} />
      </label>
      <label className="review-form__field">
        <span>{t('reviews.text')}</span>
        <textarea
          name="text"
          required
          maxLength={5000}
          rows={5}
          {...problemProps('text', fieldErrors)}
        />
        <FieldProblem name="text" text={fieldErrors.text} />
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

/** The fields the form checks itself before sending, in the order they are shown. */
const checkedFields = ['author', 'email', 'text'] as const;
type CheckedField = (typeof checkedFields)[number];

const problemId = (name: CheckedField) => `review-${name}-problem`;

function problemProps(name: CheckedField, errors: Partial<Record<CheckedField, string>>) {
  return errors[name] ? { 'aria-invalid': true, 'aria-describedby': problemId(name) } : {};
}

/** A field's problem under it, in the shop's words, read with the field by screen readers. */
function FieldProblem({ name, text }: { name: CheckedField; text: string | undefined }) {
  return text ? (
    <span id={problemId(name)} className="review-form__problem">
      {text}
    </span>
  ) : null;
}
