// The footer's say over visit-source tracking: a plain form posted to /tracking (works before
// JavaScript), which clears the tracker's cookies when the visitor says no.
import { Form, useLocation } from 'react-router';
import { useTranslation } from '../translation.ts';
import { NonceField } from './nonce-field.tsx';

export function TrackingChoice({ refused }: { refused: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/tracking" className="tracking-choice" reloadDocument>
      <NonceField />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <input type="hidden" name="tracking" value={refused ? 'on' : 'off'} />
      {refused ? <span className="tracking-choice__note">{t('tracking.offNote')} </span> : null}
      <button type="submit" className="site-footer__link tracking-choice__button">
        {refused ? t('tracking.on') : t('tracking.off')}
      </button>
    </Form>
  );
}
