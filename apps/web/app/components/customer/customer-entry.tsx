// The header's way into customer accounts: "My account" for a signed-in customer; for anyone else
// a Sign in button that opens the customer dialog, whose code (customer-dialog.tsx, its styles and
// the captcha) is fetched when the button is hovered, focused or pressed, never with the page.
// Before hydration (and without JavaScript) it is a link to the account page. Other parts of the
// page open the dialog through openCustomerDialog (customer-dialog-events.ts).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import entryCss from '../../styles/customer-entry.css?inline';
import { useTranslation } from '../../translation.ts';
import { onCustomerDialogAsked, type CustomerDialogMode } from './customer-dialog-events.ts';

const loadDialog = () => import('./customer-dialog.tsx');
const CustomerDialog = lazy(loadDialog);

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function CustomerEntry({ customer }: { customer: { username: string } | null }) {
  const { t } = useTranslation();
  const [enhanced, setEnhanced] = useState(false);
  const [mode, setMode] = useState<CustomerDialogMode | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => setEnhanced(true), []);
  useEffect(() => onCustomerDialogAsked(setMode), []);
  // Focus goes back to the button once the dialog has gone (the page behind was inert).
  useEffect(() => {
    if (wasOpen.current && !mode) trigger.current?.focus();
    wasOpen.current = mode !== null;
  }, [mode]);

  const styles = (
    <style href="pinwheel-customer-entry" precedence="default">
      {entryCss}
    </style>
  );
  if (customer) {
    return (
      <>
        {styles}
        <Link to="/account" className="customer-entry" aria-label={t('customer.account')}>
          <PersonIcon />
          <span className="customer-entry__label">{t('customer.account')}</span>
        </Link>
      </>
    );
  }
  if (!enhanced) {
    return (
      <>
        {styles}
        <Link to="/account" className="customer-entry" aria-label={t('customer.signIn')}>
          <PersonIcon />
          <span className="customer-entry__label">{t('customer.signIn')}</span>
        </Link>
      </>
    );
  }
  return (
    <>
      {styles}
      <button
        ref={trigger}
        type="button"
        className="customer-entry"
        aria-label={t('customer.signIn')}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setMode('signIn')}
      >
        <PersonIcon />
        <span className="customer-entry__label">{t('customer.signIn')}</span>
      </button>
      {mode ? (
        <Suspense fallback={null}>
          <CustomerDialog mode={mode} onMode={setMode} onClose={() => setMode(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
