// /admin/popups/:id: the popup editor. Its content blocks with their English and Hebrew words side
// by side, its thank-you screen, design, closing, timers and redirect, saved through the typed
// client with the popup's version (someone else's save in between is told, not overwritten), and
// beside it a live preview drawn by the widget's own renderer (popup-preview.tsx). Leaving with
// unsaved changes asks first; a refused save keeps what was typed and shows each reason beside
// its field; colours whose text reads below 4.5:1 are saved only once the owner confirms them.
// Its A/B section adds a variant of it (ab-variants.tsx) or, for a variant, says where its figures are.
import { translate } from '@pinwheel/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { Route } from './+types/admin-popup';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { ResourceConflict } from '../components/admin/edit-conflict.tsx';
import {
  useEditableResource,
  type EditableResource,
} from '../components/admin/editable-resource.ts';
import { Field, fieldErrorsOf } from '../components/admin/field.tsx';
import { FormFooter } from '../components/admin/form-footer.tsx';
import { FormSection } from '../components/admin/form-section.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { SaveProblem } from '../components/admin/save-problem.tsx';
import { useToast } from '../components/admin/toast.tsx';
import { useUnsavedChangesPrompt } from '../components/admin/unsaved-changes.ts';
import {
  CloseFields,
  RedirectFields,
  ThankYouFields,
  TimerFields,
} from '../components/admin-popups/editor/behaviour-fields.tsx';
import { AddVariant } from '../components/admin-popups/ab-variants.tsx';
import { BlockList } from '../components/admin-popups/editor/block-list.tsx';
import { DesignFields } from '../components/admin-popups/editor/design-fields.tsx';
import { PopupPreview } from '../components/admin-popups/editor/popup-preview.tsx';
import { PrizeFields } from '../components/admin-popups/editor/prize-fields.tsx';
import { ProductFields } from '../components/admin-popups/editor/product-fields.tsx';
import { TeaserFields } from '../components/admin-popups/editor/teaser-fields.tsx';
import {
  bodyOf,
  contrastProblems,
  draftOf,
  type PopupBody,
  type PopupDraft,
} from '../components/admin-popups/editor/popup-draft.ts';
import { pageTitle } from '../page-title.ts';
import popupsStyles from '../styles/admin-popups.css?url';
import editorStyles from '../styles/admin-popup-editor.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: popupsStyles },
  { rel: 'stylesheet', href: editorStyles },
];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  const widget = await context.widget;
  return {
    title: pageTitle(translate(context.lang, 'popupEditor.title'), context.shop.name),
    // Our storefront's pages load only the shop's own site: its popups preview there.
    storefrontClientId: widget?.clientId ?? null,
  };
}

type PopupResource = EditableResource<'/wp-json/pinwheel/v1/popups/{id}'>;

export default function AdminPopup({ loaderData }: Route.ComponentProps) {
  const id = useParams().id!;
  return <PopupEditorPage key={id} id={id} storefrontClientId={loaderData.storefrontClientId} />;
}

function PopupEditorPage(props: { id: string; storefrontClientId: string | null }) {
  const { t } = useTranslation();
  const resource = useEditableResource('/wp-json/pinwheel/v1/popups/{id}', { id: props.id });
  if (resource.isLoading || !resource.data) {
    return (
      <AdminPage title={t('popupEditor.title')} backTo="/admin/popups">
        {resource.isLoading ? (
          <LoadingState />
        ) : (
          <ErrorState error={resource.loadError} onRetry={resource.refetch} />
        )}
      </AdminPage>
    );
  }
  const popup = resource.data.popup as unknown as PopupBody;
  return (
    <AdminPage
      title={t('popupEditor.editing', { name: popup.poptin_name })}
      description={t(`popupType.${popup.poptin_type}`)}
      backTo="/admin/popups"
      actions={
        <>
          <span
            className={`status-badge status-badge--${resource.data.status} popup-editor-status`}
          >
            {t(`popupStatus.${resource.data.status}`)}
          </span>
          <PreviewOnSite
            popupId={props.id}
            siteId={resource.data.site_id}
            storefrontClientId={props.storefrontClientId}
          />
        </>
      }
    >
      {/* A save or a reload brings a new version: the form starts again from what is stored. */}
      <PopupEditor
        key={resource.version ?? resource.data.updated_at}
        id={props.id}
        resource={resource}
      />
    </AdminPage>
  );
}

/** "Preview on my site": the site's page with `?pinwheel_preview=`, which its widget reads. */
function PreviewOnSite(props: {
  popupId: string;
  siteId: string;
  storefrontClientId: string | null;
}) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const site = useQuery({
    queryKey: ['pinwheel/v1/sites', props.siteId],
    queryFn: ({ signal }) =>
      client.get('/wp-json/pinwheel/v1/sites/{id}', { params: { id: props.siteId }, signal }),
  });
  const query = `?${new URLSearchParams({ pinwheel_preview: props.popupId })}`;
  const domain = site.data?.allowed_domains?.[0];
  const href =
    site.data && site.data.client_id === props.storefrontClientId
      ? `/${query}`
      : domain
        ? `https://${domain}/${query}`
        : null;
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener" className="button button--quiet">
      {t('popupEditor.previewOnSite')}
    </a>
  );
}

function PopupEditor(props: { id: string; resource: PopupResource }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { resource } = props;
  const [draft, setDraft] = useState<PopupDraft>(() =>
    draftOf(resource.data!.popup as unknown as PopupBody),
  );
  const latest = useRef(draft);
  const [dirty, setDirty] = useState(false);
  const [contrastRefused, setContrastRefused] = useState(false);
  useUnsavedChangesPrompt(dirty && !resource.isSaving);
  const change = (next: PopupDraft) => {
    latest.current = next;
    setDraft(next);
    setDirty(true);
  };
  const errors = fieldErrorsOf(resource.saveError);
  const fieldError = (path: string) => errors[path];
  const popupError = (path: string) => errors[`popup.${path}`];
  const afterSave = (saved: { popup: Record<string, unknown> } | undefined) => {
    if (!saved) return;
    setDirty(false);
    toast(t('popupEditor.saved', { name: String(saved.popup.poptin_name) }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const current = latest.current;
    const contrast = contrastProblems(current.popup.design?.theme);
    if ((contrast.text !== null || contrast.button !== null) && !current.contrastConfirmed) {
      setContrastRefused(true);
      document.getElementById('popup-design')?.scrollIntoView({ block: 'start' });
      return;
    }
    setContrastRefused(false);
    void resource.save({ popup: bodyOf(current) as never }).then(afterSave, () => {});
  };
  const popup = draft.popup;
  const hasProductsBlock = [...draft.blocks, ...draft.thankYou].some(
    (item) => item.block.type === 'products',
  );

  return (
    <div className="popup-editor">
      <form className="popup-editor__form" onSubmit={submit} noValidate>
        <ResourceConflict resource={resource} onSaved={afterSave} />
        <SaveProblem error={resource.saveError} />
        {contrastRefused && !draft.contrastConfirmed ? (
          <p className="admin-notice admin-notice--error" role="alert">
            {t('popupEditor.contrastRefused')}
          </p>
        ) : null}
        <Field label={t('popupEditor.name')} error={popupError('poptin_name')} required>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={200}
              value={popup.poptin_name}
              onChange={(event) =>
                change({ ...draft, popup: { ...popup, poptin_name: event.target.value } })
              }
            />
          )}
        </Field>
        <FormSection title={t('popupEditor.content')} intro={t('popupEditor.contentIntro')}>
          <BlockList
            items={draft.blocks}
            onChange={(blocks) => change({ ...draft, blocks })}
            label={t('popupEditor.content')}
            errorPath="popup.design.blocks"
            errorAt={fieldError}
          />
        </FormSection>
        {popup.poptin_type === 'gamified' ? (
          <FormSection title={t('popupEditor.prizes')} intro={t('popupEditor.prizesIntro')}>
            <PrizeFields draft={draft} onChange={change} errorAt={fieldError} />
          </FormSection>
        ) : null}
        {hasProductsBlock ? (
          <FormSection title={t('popupEditor.products')} intro={t('popupEditor.productsIntro')}>
            <ProductFields draft={draft} onChange={change} errorAt={fieldError} />
          </FormSection>
        ) : null}
        <FormSection title={t('popupEditor.thankYou')} intro={t('popupEditor.thankYouIntro')}>
          <ThankYouFields draft={draft} onChange={change} errorAt={popupError}>
            <BlockList
              items={draft.thankYou}
              onChange={(thankYou) => change({ ...draft, thankYou })}
              label={t('popupEditor.thankYou')}
              errorPath="popup.design.thank_you"
              errorAt={fieldError}
              kinds={['heading', 'text', 'image', 'button', 'coupon', 'html']}
            />
          </ThankYouFields>
        </FormSection>
        <div id="popup-design">
          <FormSection title={t('popupEditor.design')}>
            <DesignFields
              draft={draft}
              onChange={change}
              errorAt={popupError}
              contrastRefused={contrastRefused}
            />
          </FormSection>
        </div>
        <FormSection title={t('popupEditor.teaser')} intro={t('popupEditor.teaserIntro')}>
          <TeaserFields draft={draft} onChange={change} errorAt={fieldError} />
        </FormSection>
        <FormSection title={t('popupEditor.closing')}>
          <CloseFields draft={draft} onChange={change} errorAt={popupError} />
        </FormSection>
        <FormSection title={t('popupEditor.timers')}>
          <TimerFields draft={draft} onChange={change} errorAt={popupError} />
        </FormSection>
        <FormSection title={t('popupEditor.afterSending')}>
          <RedirectFields draft={draft} onChange={change} errorAt={popupError} />
        </FormSection>
        <FormSection title={t('popupEditor.targeting')} intro={t('popupEditor.targetingIntro')}>
          <Link to={`/admin/popups/${props.id}/targeting`} className="button button--quiet">
            {t('popupEditor.targetingLink')}
          </Link>
        </FormSection>
        <FormSection title={t('popupsList.ab')}>
          {popup.ab_test_parent_id ? (
            <p className="admin-field__hint">{t('ab.isVariant')}</p>
          ) : (
            <AddVariant originalId={props.id} ended={false} />
          )}
          <Link to={`/admin/popups/${props.id}/ab`} className="button button--quiet">
            {t('analytics.abResults')}
          </Link>
        </FormSection>
        <FormFooter saving={resource.isSaving} />
      </form>
      <PopupPreview id={props.id} draft={draft} />
    </div>
  );
}
