// /admin/popups/:id/targeting: who sees one popup, where, when and how often (PopupTargeting), with
// the sentence it adds up to. Loaded and saved whole through the kit's useEditableResource, with
// its version: a save over someone else's newer one is told so (reload or overwrite) instead of
// overwriting it unseen. Unsaved changes are asked about before leaving; the API's refusals are
// shown beside their fields and the form keeps what was typed.
import { translate } from '@pinwheel/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { Route } from './+types/admin-popup-targeting';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { ResourceConflict } from '../components/admin/edit-conflict.tsx';
import {
  useEditableResource,
  type EditableResource,
} from '../components/admin/editable-resource.ts';
import { fieldErrorsOf } from '../components/admin/field.tsx';
import { FormFooter } from '../components/admin/form-footer.tsx';
import { ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { SaveProblem } from '../components/admin/save-problem.tsx';
import { useToast } from '../components/admin/toast.tsx';
import { useUnsavedChangesPrompt } from '../components/admin/unsaved-changes.ts';
import {
  PopupTargeting,
  type TargetedPopup,
} from '../components/admin-popups/targeting/popup-targeting.tsx';
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
  return { title: pageTitle(translate(context.lang, 'targeting.pageTitle'), context.shop.name) };
}

const PATH = '/wp-json/pinwheel/v1/popups/{id}';
type PopupResource = EditableResource<typeof PATH>;

export default function AdminPopupTargeting() {
  const id = useParams().id!;
  return <TargetingPage key={id} id={id} />;
}

function TargetingPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const resource = useEditableResource(PATH, { id });
  if (!resource.data) {
    return (
      <AdminPage title={t('targeting.pageTitle')} backTo="/admin/popups">
        {resource.isLoading ? (
          <LoadingState />
        ) : (
          <ErrorState error={resource.loadError} onRetry={resource.refetch} />
        )}
      </AdminPage>
    );
  }
  const popup = resource.data;
  return (
    <AdminPage
      title={t('targeting.title', { name: String(popup.popup.poptin_name) })}
      description={t('targeting.intro')}
      backTo="/admin/popups"
      actions={
        <>
          <Link
            className="button button--quiet"
            to={`/admin/popups/why?${new URLSearchParams({ site: popup.site_id, popup: popup.id })}`}
          >
            {t('targeting.whyLink')}
          </Link>
          <Link className="button button--quiet" to={`/admin/popups/${popup.id}`}>
            {t('targeting.editLink')}
          </Link>
        </>
      }
    >
      {/* A save or a reload brings a new version: the form starts again from what is stored. */}
      <TargetingForm key={resource.version ?? popup.id} resource={resource} />
    </AdminPage>
  );
}

function TargetingForm({ resource }: { resource: PopupResource }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queries = useQueryClient();
  const loaded = resource.data!;
  const [draft, setDraft] = useState<TargetedPopup>(() => loaded.popup as unknown as TargetedPopup);
  const latest = useRef(draft);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesPrompt(dirty && !resource.isSaving);
  const afterSave = async (saved: { popup: Record<string, unknown> } | undefined) => {
    if (!saved) return;
    setDirty(false);
    await queries.invalidateQueries({ queryKey: ['pinwheel/v1/popups/performance'] });
    toast(t('targeting.saved', { name: String(saved.popup.poptin_name) }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { poptin_id: _id, ...popup } = latest.current;
    void resource.save({ popup: popup as never }).then(afterSave, () => {});
  };
  return (
    <form className="popup-targeting-form" onSubmit={submit} noValidate>
      <ResourceConflict resource={resource} onSaved={afterSave} />
      <SaveProblem error={resource.saveError} />
      <PopupTargeting
        popup={draft}
        errors={fieldErrorsOf(resource.saveError)}
        onChange={(next) => {
          latest.current = next;
          setDraft(next);
          setDirty(true);
        }}
      />
      <FormFooter saving={resource.isSaving} saveLabel={t('targeting.save')} />
    </form>
  );
}
