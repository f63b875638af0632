// A password input with a show/hide button (spec §2: the login form's show/hide password buttons),
// used by the customer dialogs, the reset page and the owner's sign-in. The button appears once
// the page is hydrated (before that it could not do anything) and says what it will do.
import { useEffect, useState, type InputHTMLAttributes } from 'react';
import passwordFieldCss from '../../styles/password-field.css?inline';
import { useTranslation } from '../../translation.ts';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {crossed ? (
        <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : null}
    </svg>
  );
}

export function PasswordField(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string },
) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <span className="password-field">
      <style href="pinwheel-password-field" precedence="default">
        {passwordFieldCss}
      </style>
      <input {...props} type={shown ? 'text' : 'password'} />
      {enhanced ? (
        <button
          type="button"
          className="password-field__toggle"
          aria-controls={props.id}
          aria-pressed={shown}
          aria-label={t(shown ? 'customer.hidePassword' : 'customer.showPassword')}
          title={t(shown ? 'customer.hidePassword' : 'customer.showPassword')}
          onClick={() => setShown((value) => !value)}
        >
          <EyeIcon crossed={shown} />
        </button>
      ) : null}
    </span>
  );
}
