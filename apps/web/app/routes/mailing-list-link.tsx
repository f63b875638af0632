// /mailing-list/confirm and /mailing-list/unsubscribe: where the signed links in the list's mail
// lead (?s=subscriber&t=signature). The loader does what the link says and the page tells the
// person; a link that is not one says so, and changes nothing.
import { translate, type MessageKey } from '@pinwheel/core';
import { data, Link } from 'react-router';
import type { Route } from './+types/mailing-list-link';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (params.action !== 'confirm' && params.action !== 'unsubscribe') {
    throw data(null, { status: 404 });
  }
  const url = new URL(request.url);
  const subscriber = url.searchParams.get('s') ?? '';
  const token = url.searchParams.get('t') ?? '';
  const done =
    subscriber.length > 0 &&
    subscriber.length <= 64 &&
    token.length <= 64 &&
    (params.action === 'confirm'
      ? await context.mailingList.confirm(subscriber, token)
      : await context.mailingList.unsubscribe(subscriber, token));
  const outcome = !done ? 'badLink' : params.action === 'confirm' ? 'confirmed' : 'unsubscribed';
  const title = translate(context.lang, `mailingList.${outcome}Title` as MessageKey);
  return { outcome, title: pageTitle(title, context.shop.name) };
}

export default function MailingListLink({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { outcome } = loaderData;
  return (
    <section className="message-page" aria-labelledby="mailing-list-title">
      <h1 id="mailing-list-title">{t(`mailingList.${outcome}Title` as MessageKey)}</h1>
      <p>{t(`mailingList.${outcome}` as MessageKey)}</p>
      <p>
        <Link to="/">{t('mailingList.backHome')}</Link>
      </p>
    </section>
  );
}
