// /admin/settings/api: the owner's API keys. Lists application passwords and WooCommerce consumer
// keys (name, kind, access, the key's last characters, created, last used), creates one (name,
// kind, access) and shows its secret once with copy buttons, and revokes one after a confirmation
// step. Writes are plain POST forms with the nonce, so the page works without JavaScript; only the
// copy buttons need it (the values stay selectable without).
import { translate, type MessageKey } from '@pinwheel/core';
import type { Route } from './+types/admin-settings-api';
import { ApiKeyList } from '../components/settings/api-keys/api-key-list.tsx';
import { CreateApiKeyForm } from '../components/settings/api-keys/create-api-key-form.tsx';
import { CreatedApiKeyPanel } from '../components/settings/api-keys/created-api-key.tsx';
import type { CreateApiKeyRefusal, CreatedApiKey } from '../context/api-keys.ts';
import { pageTitle } from '../page-title.ts';
import apiKeysStyles from '../styles/admin-api-keys.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: apiKeysStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  const page = `${translate(context.lang, 'apiKeys.tab')} · ${translate(context.lang, 'admin.settings')}`;
  return {
    title: pageTitle(page, context.shop.name),
    keys: await context.apiKeys.list(),
  };
}

const refusalMessages: Record<CreateApiKeyRefusal, MessageKey> = {
  name_missing: 'apiKeys.nameMissing',
  name_invalid: 'apiKeys.nameInvalid',
  name_taken: 'apiKeys.nameTaken',
  bad_choice: 'apiKeys.badChoice',
};

type ActionAnswer =
  | { intent: 'create'; ok: true; created: CreatedApiKey }
  | { intent: 'create'; ok: false; message: MessageKey; name: string }
  | { intent: 'revoke'; ok: boolean; message: MessageKey };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionAnswer> {
  const form = await request.formData().catch(() => null);
  const text = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  if (text('intent') === 'revoke') {
    const revoked = await context.apiKeys.revoke(text('kind'), text('id'));
    return {
      intent: 'revoke',
      ok: revoked,
      message: revoked ? 'apiKeys.revoked' : 'apiKeys.revokeMissing',
    };
  }
  const outcome = await context.apiKeys.create({
    kind: text('kind'),
    name: text('name'),
    scope: text('scope'),
  });
  if (outcome.ok) return { intent: 'create', ok: true, created: outcome.created };
  context.logRefusal(400, `API key refused: ${outcome.reason}`);
  return {
    intent: 'create',
    ok: false,
    message: refusalMessages[outcome.reason],
    name: text('name'),
  };
}

export default function AdminSettingsApi({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const created = actionData?.intent === 'create' && actionData.ok ? actionData.created : null;
  const refusal = actionData?.intent === 'create' && !actionData.ok ? actionData : null;
  const revoke = actionData?.intent === 'revoke' ? actionData : null;
  return (
    <div className="settings-page api-keys">
      <h3 id="settings-api-title" className="settings-page__title">
        {t('apiKeys.tab')}
      </h3>
      <p className="settings-page__intro">{t('apiKeys.intro')}</p>
      <p
        role="status"
        className={
          revoke ? `admin-notice admin-notice--${revoke.ok ? 'ok' : 'error'}` : 'visually-hidden'
        }
      >
        {revoke ? t(revoke.message) : ''}
      </p>
      {/* Drawn afresh for each new key (keyed by its secret, never rendered): the panel's copy
          state starts over and the form empties. */}
      {created ? <CreatedApiKeyPanel key={secretOf(created)} created={created} /> : null}
      <ApiKeyList keys={loaderData.keys} />
      <CreateApiKeyForm
        key={created ? `form-${secretOf(created)}` : 'form'}
        refusal={refusal ? { message: t(refusal.message), name: refusal.name } : null}
      />
      <p className="api-keys__how">{t('apiKeys.howTo')}</p>
    </div>
  );
}

function secretOf(created: CreatedApiKey): string {
  return created.kind === 'consumer_key' ? created.consumerKey : created.password;
}
