// /contact: the demo shop's "Contact us" page, the owner's contact form drawn by the same component
// other sites embed. The loader reads the form and its rules in-process (no extra request before
// the form shows); the component sends to /api/contact-forms/… with this page's nonce.
import { translate } from '@pinwheel/core';
import { ContactForm } from '@pinwheel/forms';
import contactFormStyles from '@pinwheel/forms/contact-form.css?url';
import type { Route } from './+types/contact';
import { pageTitle } from '../page-title.ts';
import { useShellData } from '../shell-data.ts';
import { useTranslation } from '../translation.ts';

/** The storefront's own contact form (the demo shop's; an owner's form keeps this id). */
export const STOREFRONT_CONTACT_FORM_ID = 'contact-us';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contactFormStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  const form = await context.contactForms.published(STOREFRONT_CONTACT_FORM_ID);
  return {
    title: pageTitle(translate(context.lang, 'contact.title'), context.shop.name),
    form,
  };
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const nonce = useShellData()?.formNonce;
  const { form } = loaderData;
  return (
    <section className="contact-page" aria-labelledby="contact-title">
      <h1 id="contact-title">{t('contact.title')}</h1>
      <p className="contact-page__intro">{t('contact.intro')}</p>
      {form ? (
        <ContactForm
          // A new language re-draws the form with its messages.
          key={lang}
          form={form}
          lang={lang}
          endpoint={{ apiBase: '/api', formId: form.id, lang, nonce }}
        />
      ) : (
        <p>{t('contact.unavailable')}</p>
      )}
    </section>
  );
}
