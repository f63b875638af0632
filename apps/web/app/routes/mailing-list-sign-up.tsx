// POST /mailing-list/subscribe: the footer's sign-up sent as a plain form, before its script is
// here or without JavaScript at all (with it, the form sends itself to the API and stays put).
// Checked by the same rules; the page says what the API would have said, or shows the form again
// with what was typed and each refused field's message.
import { signUpMessage, type Language } from '@pinwheel/core/contact-forms';
import { MailingListSignUp } from '@pinwheel/forms';
import { data, Link } from 'react-router';
import type { Route } from './+types/mailing-list-sign-up';
import { pageTitle } from '../page-title.ts';
import { useShellData } from '../shell-data.ts';
import { useTranslation } from '../translation.ts';

// eslint-disable-next-line no-control-regex
const UNWANTED = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;
const FIELDS = ['first_name', 'last_name', 'email', 'telephone'] as const;
/** The API's bounds (modules/mailing-list/routes/sign-up.ts); longer is refused, not cut. */
const MAX_LENGTH = { first_name: 200, last_name: 200, email: 320, telephone: 50 } as const;

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData as { lang?: Language; shopName?: string } | undefined;
  return [
    { title: pageTitle(signUpMessage(root?.lang ?? 'en', 'title'), root?.shopName ?? '') },
    { name: 'robots', content: 'noindex' },
  ];
};

// The page's loaders run after its action, for the answer's page: no redirect here. Opened
// directly, the page shows the shop's sign-up form.
export function loader() {
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const text = (name: string) => {
    const value = form?.get(name);
    // Control and direction-override characters (a pasted line break, a spoofed name) become
    // spaces: the API refuses them outright, a plain form post has no field to say so beside.
    return typeof value === 'string' ? value.replace(UNWANTED, ' ').trim() : '';
  };
  const listId = text('list_id');
  const list = form && listId.length <= 64 ? await context.mailingList.publicList(listId) : null;
  if (!list) throw data(null, { status: 404 });
  const values = Object.fromEntries(FIELDS.map((name) => [name, text(name)])) as Record<
    (typeof FIELDS)[number],
    string
  >;
  const consent = form?.get('consent') === '1';
  const refusedLength = FIELDS.filter((name) => values[name].length > MAX_LENGTH[name]);
  const answer =
    refusedLength.length > 0
      ? ({
          status: 'invalid',
          fields: Object.fromEntries(
            refusedLength.map((name) => [name, signUpMessage(context.lang, 'invalid')]),
          ),
        } as const)
      : await context.mailingList.signUp({
          listId: list.id,
          firstName: values.first_name,
          lastName: values.last_name,
          email: values.email,
          telephone: values.telephone,
          consent,
        });
  if (answer.status === 'unknown_list') throw data(null, { status: 404 });
  if (answer.status === 'invalid') {
    return data(
      {
        list,
        message: null,
        refused: {
          values: { ...values, consent: consent ? '1' : '' },
          invalid: answer.fields,
        },
      },
      { status: 400 },
    );
  }
  return { list, message: answer.message, refused: null };
}

export default function MailingListSignUpPage({ actionData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const shell = useShellData();
  const { list, message, refused } = actionData ?? {
    list: shell?.mailingList ?? null,
    message: null,
    refused: null,
  };
  return (
    <section className="message-page" aria-labelledby="mailing-list-title">
      <h1 id="mailing-list-title">{signUpMessage(lang, 'title')}</h1>
      {message ? null : <p>{signUpMessage(lang, 'intro')}</p>}
      {message ? (
        <p role="status">{message}</p>
      ) : !list ? null : (
        <MailingListSignUp
          apiBase="/api"
          listId={list.id}
          consentText={list.consentText}
          lang={lang}
          nonce={shell?.formNonce}
          action="/mailing-list/subscribe"
          refused={refused ?? undefined}
          labelledBy="mailing-list-title"
        />
      )}
      <p>
        <Link to="/">{t('mailingList.backHome')}</Link>
      </p>
    </section>
  );
}
