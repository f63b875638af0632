// /form/<id>: an owner's multi-page web form on a page of its own in the shop (its header, footer
// and language; right to left in Hebrew), drawn by the same component other sites embed
// (@pinwheel/forms' WebForm), which sends to /api/forms/… with this page's nonce. The loader reads
// the form in-process, with its settings and a first token.
//
// Without JavaScript the page says the form needs it, rather than offering a plain post: each
// page's checks and conditions, the page walk and above all the check that the visitor is not a
// robot (ALTCHA's proof of work, or Turnstile's / reCAPTCHA's widget) all run in the browser, and
// the server refuses an entry without that check. The form is drawn once the page has hydrated.
import webFormStyles from '@pinwheel/forms/web-form.css?url';
import { WebForm } from '@pinwheel/forms';
import { useEffect, useState } from 'react';
import type { Route } from './+types/web-form-page';
import { pageTitle } from '../page-title.ts';
import { useShellData } from '../shell-data.ts';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: webFormStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }] : [];

export async function loader({ context, params }: Route.LoaderArgs) {
  const form = await context.webForms.published(params.id);
  if (!form) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return { title: pageTitle(form.name, context.shop.name), form };
}

/** The storefront's ALTCHA build (no inline worker or styles, which the page's policy refuses). */
const loadAltcha = () => import('../components/customer/altcha-widget.ts');

export default function WebFormPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const nonce = useShellData()?.formNonce;
  const { form } = loaderData;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <section className="web-form-page" aria-labelledby="web-form-title">
      <h1 id="web-form-title">{form.name}</h1>
      <noscript>
        <p className="web-form-page__no-script" role="alert">
          {t('webFormPage.noScript')}
        </p>
      </noscript>
      {hydrated ? (
        <WebForm
          // A new language draws the form anew with its words.
          key={`${form.id}-${lang}`}
          form={form}
          endpoint={{ apiBase: '/api', formId: form.id, lang, nonce }}
          loadAltcha={loadAltcha}
        />
      ) : (
        // Nothing to read before the form is drawn (without JavaScript, the message above).
        <div className="web-form-page__loading" aria-busy="true" />
      )}
    </section>
  );
}
