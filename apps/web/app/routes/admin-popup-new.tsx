// /admin/popups/new: a new popup from a starting design. The gallery shows every template (core's
// popup-templates.ts: one per type and per game) in the dashboard's language, each drawn by the
// widget's renderer (TemplateThumbnail). Choosing one asks for the site and a name in a dialog,
// creates a draft through the owner API (in both languages: the other is its translation) and
// goes to the popup's editor.
import { translate } from '@pinwheel/core';
// A subpath of its own: the templates are data the widget's bundles must not carry.
import {
  POPUP_TEMPLATES,
  popupFromTemplate,
  type PopupTemplate,
} from '@pinwheel/core/popup-templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/admin-popup-new';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { Field, fieldErrorsOf } from '../components/admin/field.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { EmptyState, ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { SaveProblem } from '../components/admin/save-problem.tsx';
import { useToast } from '../components/admin/toast.tsx';
import { TemplateThumbnail } from '../components/admin-popups/templates/template-thumbnail.tsx';
import { pageTitle } from '../page-title.ts';
import popupsStyles from '../styles/admin-popups.css?url';
import targetingStyles from '../styles/admin-popup-targeting.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: popupsStyles },
  { rel: 'stylesheet', href: targetingStyles },
];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'newPopup.title'), context.shop.name) };
}

export default function AdminPopupNew() {
  const { t, lang } = useTranslation();
  const client = useOwnerClient();
  const [chosen, setChosen] = useState<PopupTemplate | null>(null);
  const sites = useQuery({
    queryKey: ['pinwheel/v1/sites'],
    queryFn: ({ signal }) =>
      client.get('/wp-json/pinwheel/v1/sites', {
        query: { per_page: 100, orderby: 'name', order: 'asc' },
        signal,
      }),
  });
  return (
    <AdminPage title={t('newPopup.title')} description={t('newPopup.intro')} backTo="/admin/popups">
      {sites.isPending ? (
        <LoadingState />
      ) : sites.isError ? (
        <ErrorState error={sites.error} onRetry={() => void sites.refetch()} />
      ) : sites.data.length === 0 ? (
        <EmptyState
          title={t('newPopup.noSitesTitle')}
          body={t('newPopup.noSitesBody')}
          action={
            <Link className="button button--primary" to="/admin/sites">
              {t('newPopup.addSite')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="popup-gallery">
            {POPUP_TEMPLATES.map((template) => {
              const words = template.words[lang];
              return (
                <li key={template.id} className="popup-gallery__card">
                  <TemplateThumbnail template={template} lang={lang} />
                  <div>
                    <span className="popup-gallery__kind">
                      {template.type === 'gamified'
                        ? t(`newPopup.game.${template.id as 'wheel' | 'gift' | 'scratch'}`)
                        : t(`popupType.${template.type}`)}
                    </span>
                    <h3>{words.name}</h3>
                    <p>{words.about}</p>
                  </div>
                  <button
                    type="button"
                    className="button button--primary"
                    aria-label={t('newPopup.useLabel', { name: words.name })}
                    onClick={() => setChosen(template)}
                  >
                    {t('newPopup.use')}
                  </button>
                </li>
              );
            })}
          </ul>
          {chosen ? (
            <CreateDialog
              template={chosen}
              sites={sites.data.map((site) => ({ id: site.id, name: site.name }))}
              onClose={() => setChosen(null)}
            />
          ) : null}
        </>
      )}
    </AdminPage>
  );
}

/** Asks for the site and the name, then creates the draft; Escape or Cancel closes it. */
function CreateDialog({
  template,
  sites,
  onClose,
}: {
  template: PopupTemplate;
  sites: { id: string; name: string }[];
  onClose: () => void;
}) {
  const { t, lang } = useTranslation();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocus = useRef<Element | null>(null);
  const [siteId, setSiteId] = useState(sites[0]?.id ?? '');
  const [name, setName] = useState(template.words[lang].name);
  useEffect(() => {
    returnFocus.current = document.activeElement;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (returnFocus.current instanceof HTMLElement) returnFocus.current.focus();
    };
  }, []);
  const create = useMutation({
    mutationFn: () =>
      client.post('/wp-json/pinwheel/v1/sites/{id}/popups', {
        params: { id: siteId },
        body: { status: 'draft', popup: popupFromTemplate(template, lang, name.trim()) },
      }),
    onSuccess: async (created) => {
      await queries.invalidateQueries({ queryKey: ['pinwheel/v1/popups/performance'] });
      toast(t('newPopup.created', { name: String(created.popup.poptin_name) }));
      dialog.current?.close();
      void navigate(`/admin/popups/${created.id}`);
    },
  });
  const errors = fieldErrorsOf(create.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <dialog
      ref={dialog}
      className="admin-dialog popup-new-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="admin-dialog__title">
        {t('newPopup.dialogTitle', { name: template.words[lang].name })}
      </h2>
      <form onSubmit={submit} noValidate>
        <SaveProblem error={create.error} />
        <Field label={t('newPopup.site')} required>
          {(control) => (
            <select {...control} value={siteId} onChange={(event) => setSiteId(event.target.value)}>
              {sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('newPopup.name')}
          hint={t('newPopup.nameHint')}
          required
          error={errors['popup.poptin_name']}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              value={name}
              maxLength={200}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <div className="admin-dialog__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
            {t('adminKit.cancel')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={create.isPending}
            aria-busy={create.isPending}
          >
            {create.isPending ? t('newPopup.creating') : t('newPopup.create')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
