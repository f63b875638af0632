// Buttons that switch the shop between the languages it offers (settings → shop; nothing when it
// offers one). A plain form post, so it works before JavaScript loads; with JavaScript React Router
// submits it and stays on the same page.
import { languages as allLanguages } from '@pinwheel/core';
import { Form, useLocation } from 'react-router';
import { useShellData } from '../shell-data.ts';
import { useTranslation } from '../translation.ts';
import { NonceField } from './nonce-field.tsx';

export function LanguageSwitch() {
  const { lang, t } = useTranslation();
  const { pathname, search } = useLocation();
  const languages = useShellData()?.languages ?? allLanguages;
  if (languages.length < 2) return null;
  return (
    <Form
      method="post"
      action="/lang"
      preventScrollReset
      className="language-switch"
      aria-label={t('lang.switch')}
    >
      <NonceField />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      {languages.map((code) => (
        <button
          key={code}
          type="submit"
          name="lang"
          value={code}
          lang={code}
          aria-pressed={code === lang}
          className="language-switch__option"
        >
          {t(`lang.${code}`)}
        </button>
      ))}
    </Form>
  );
}
