// /admin/forms/new and /admin/forms/:id: the form builder (components/admin/forms/). A new form
// is created and the page moves to its address; an existing one saves with its version, so a save
// over someone else's change is told so instead of overwriting it. Leaving with unsaved changes
// asks first; deleting asks first (its entries go with it).
import { blankWebFormDefinition, translate } from '@pinwheel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Route } from './+types/admin-form';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { useConfirm } from '../components/admin/confirm-dialog.tsx';
import { EditConflict } from '../components/admin/edit-conflict.tsx';
import {
  useEditableResource,
  type EditableResource,
} from '../components/admin/editable-resource.ts';
import { fieldErrorsOf } from '../components/admin/field.tsx';
import { FormBuilder } from '../components/admin/forms/form-builder.tsx';
import {
  bodyOf,
  problemsByPlace,
  type FormDraft,
  type OwnerForm,
} from '../components/admin/forms/form-draft.ts';
import { definitionProblemsOf } from '../components/admin/forms/form-refusal.ts';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { ErrorState, LoadingState, useErrorMessage } from '../components/admin/page-states.tsx';
import { useToast } from '../components/admin/toast.tsx';
import { useUnsavedChangesPrompt } from '../components/admin/unsaved-changes.ts';
import { pageTitle } from '../page-title.ts';
import formsStyles from '../styles/admin-forms.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: formsStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export function loader({ context, params }: Route.LoaderArgs) {
  const key = params.id ? 'adminForms.edit' : 'adminForms.new';
  return { title: pageTitle(translate(context.lang, key), context.shop.name) };
}

export default function AdminForm() {
  const id = useParams().id;
  return id ? <EditForm key={id} id={id} /> : <NewForm />;
}

/** What a failed save shows: each problem beside what it names, anything else above the form. */
function useRefusal(error: unknown) {
  const messageOf = useErrorMessage();
  if (!error) return { problems: problemsByPlace([]), titleError: undefined, general: undefined };
  const fields = fieldErrorsOf(error);
  const definitionProblems = definitionProblemsOf(error);
  const titleError = fields.title;
  const known = titleError !== undefined || definitionProblems.length > 0;
  return {
    problems: problemsByPlace(definitionProblems),
    titleError,
    general: known ? undefined : messageOf(error),
  };
}

function NewForm() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [draft, setDraft] = useState<FormDraft>(() => ({
    title: '',
    definition: blankWebFormDefinition(),
  }));
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesPrompt(dirty);
  const create = useMutation({
    mutationFn: (body: FormDraft) =>
      client.post('/wp-json/pinwheel/v1/forms', { body: bodyOf(body) }),
    onSuccess: async (form) => {
      setDirty(false);
      setCreatedId(form.id);
      await queries.invalidateQueries({ queryKey: ['forms'] });
      toast(t('adminForms.created', { title: form.title }));
    },
  });
  // Moves on once the form is no longer dirty (drawn), so the unsaved-changes guard lets it go.
  const [createdId, setCreatedId] = useState<string | null>(null);
  useEffect(() => {
    if (createdId) void navigate(`/admin/forms/${createdId}`, { replace: true });
  }, [createdId, navigate]);
  const refusal = useRefusal(create.error);
  return (
    <AdminPage title={t('adminForms.new')} backTo="/admin/forms">
      <FormBuilder
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          setDirty(true);
        }}
        onSubmit={() => create.mutate(draft)}
        saving={create.isPending}
        submitLabel={t('adminForms.create')}
        problems={refusal.problems}
        titleError={refusal.titleError}
        generalError={refusal.general}
      />
    </AdminPage>
  );
}

function EditForm(props: { id: string }) {
  const { t } = useTranslation();
  const form = useEditableResource('/wp-json/pinwheel/v1/forms/{id}', { id: props.id });
  if (form.isLoading) {
    return (
      <AdminPage title={t('adminForms.edit')} backTo="/admin/forms">
        <LoadingState />
      </AdminPage>
    );
  }
  if (!form.data) {
    return (
      <AdminPage title={t('adminForms.edit')} backTo="/admin/forms">
        <ErrorState error={form.loadError} onRetry={form.refetch} />
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title={t('adminForms.editing', { title: form.data.title })}
      description={t('adminForms.entryCount', { count: form.data.entries })}
      backTo="/admin/forms"
      actions={
        <>
          <Link to={`/admin/forms/${form.data.id}/entries`} className="button button--quiet">
            {t('adminForms.viewEntries')}
          </Link>
        </>
      }
    >
      {/* A save or a reload brings a new version: the builder starts again from what is stored. */}
      <FormEditor key={form.version ?? form.data.date_modified_gmt} form={form} />
    </AdminPage>
  );
}

function FormEditor(props: { form: EditableResource<'/wp-json/pinwheel/v1/forms/{id}'> }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const messageOf = useErrorMessage();
  const resource = props.form;
  const form = resource.data!;
  const [draft, setDraft] = useState<FormDraft>(() => ({
    title: form.title,
    definition: form.definition,
  }));
  const latest = useRef(draft);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesPrompt(dirty && !resource.isSaving);
  const afterSave = async (saved: OwnerForm | undefined) => {
    if (!saved) return;
    setDirty(false);
    await queries.invalidateQueries({ queryKey: ['forms'] });
    await queries.invalidateQueries({ queryKey: ['form', saved.id] });
    toast(t('adminForms.saved', { title: saved.title }));
  };
  const remove = useMutation({
    mutationFn: () =>
      client.delete('/wp-json/pinwheel/v1/forms/{id}', {
        params: { id: form.id },
        query: { force: true },
      }),
    onSuccess: async () => {
      setDirty(false);
      setDeleted(true);
      await queries.invalidateQueries({ queryKey: ['forms'] });
      toast(t('adminForms.deleted', { title: form.title }));
    },
    onError: (error) => toast(messageOf(error), { tone: 'error' }),
  });
  const [deleted, setDeleted] = useState(false);
  useEffect(() => {
    if (deleted) void navigate('/admin/forms');
  }, [deleted, navigate]);
  const refusal = useRefusal(resource.saveError);
  return (
    <>
      {resource.conflict ? (
        <EditConflict
          busy={resource.isSaving}
          onReload={() => void resource.reload()}
          onOverwrite={() => void resource.overwrite().then(afterSave, () => {})}
        />
      ) : null}
      <FormBuilder
        draft={draft}
        onChange={(next) => {
          latest.current = next;
          setDraft(next);
          setDirty(true);
        }}
        onSubmit={() => void resource.save(bodyOf(latest.current)).then(afterSave, () => {})}
        saving={resource.isSaving}
        submitLabel={t('adminForms.save')}
        problems={refusal.problems}
        titleError={refusal.titleError}
        generalError={refusal.general}
        extra={
          <button
            type="button"
            className="button button--danger"
            disabled={remove.isPending}
            onClick={async () => {
              const sure = await confirm({
                title: t('adminForms.deleteTitle', { title: form.title }),
                body: t('adminForms.deleteBody', { count: form.entries }),
                confirmLabel: t('adminForms.delete'),
                danger: true,
              });
              if (sure) remove.mutate();
            }}
          >
            {t('adminForms.delete')}
          </button>
        }
      />
    </>
  );
}
