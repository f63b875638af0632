// /admin/forms/new and /admin/forms/:id: the form builder (components/admin/forms/). A new form
// is created (published: it is the form's first version) and the page moves to its address. An
// existing one keeps what the owner changes as its draft, saved by itself a few seconds after the
// last change, while visitors keep getting the published form; "Publish changes" makes them live
// and "Discard changes" (asked first) goes back to the published form. Every save goes with the
// version it was read at, so a save over someone else's change is told so instead of overwriting
// it. Leaving with changes not yet saved asks first; deleting asks first (its entries go with it).
import { blankWebFormDefinition, translate } from '@pinwheel/core';
import { PinwheelApiError } from '@pinwheel/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Route } from './+types/admin-form';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { useConfirm } from '../components/admin/confirm-dialog.tsx';
import { EditConflict } from '../components/admin/edit-conflict.tsx';
import {
  EDIT_CONFLICT,
  useEditableResource,
  type EditableResource,
} from '../components/admin/editable-resource.ts';
import { fieldErrorsOf } from '../components/admin/field.tsx';
import { FormBuilder } from '../components/admin/forms/form-builder.tsx';
import type { PreviewPlaces } from '../components/admin/forms/form-preview.tsx';
import { bodyOf, problemsByPlace, type FormDraft } from '../components/admin/forms/form-draft.ts';
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
  return {
    title: pageTitle(translate(context.lang, key), context.shop.name),
    // The preview's address field offers the countries a published form does.
    places: context.webForms.places(),
  };
}

export default function AdminForm({ loaderData }: Route.ComponentProps) {
  const id = useParams().id;
  return id ? (
    <EditForm key={id} id={id} places={loaderData.places} />
  ) : (
    <NewForm places={loaderData.places} />
  );
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

function NewForm(props: { places: PreviewPlaces }) {
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
        places={props.places}
        problems={refusal.problems}
        titleError={refusal.titleError}
        generalError={refusal.general}
      />
    </AdminPage>
  );
}

/** How long the builder waits after the last change before it saves the draft by itself. */
export const DRAFT_AUTOSAVE_DELAY_MS = 3000;

function EditForm(props: { id: string; places: PreviewPlaces }) {
  const { t } = useTranslation();
  const form = useEditableResource('/wp-json/pinwheel/v1/forms/{id}', { id: props.id });
  // The builder starts again from what is stored after a reload or a discard (not after its own
  // saves: what is being typed stays).
  const [generation, setGeneration] = useState(0);
  const restart = useCallback(() => setGeneration((n) => n + 1), []);
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
      <FormEditor key={generation} form={form} places={props.places} onRestart={restart} />
    </AdminPage>
  );
}

type DraftSave =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; error: unknown; sent: string };

function FormEditor(props: {
  form: EditableResource<'/wp-json/pinwheel/v1/forms/{id}'>;
  places: PreviewPlaces;
  onRestart: () => void;
}) {
  const { t, lang: ownerLang } = useTranslation();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const messageOf = useErrorMessage();
  const resource = props.form;
  const form = resource.data!;
  // The owner works on the draft when there is one, else on the published form.
  const [draft, setDraft] = useState<FormDraft>(() =>
    form.draft
      ? { title: form.draft.title, definition: form.draft.definition }
      : { title: form.title, definition: form.definition },
  );
  const latest = useRef(draft);
  latest.current = draft;
  // What the server holds of the owner's work (the draft, or the published form).
  const [stored, setStored] = useState(() => JSON.stringify(draft));
  const unsaved = JSON.stringify(draft) !== stored;
  const [saveState, setSaveState] = useState<DraftSave>({ kind: 'idle' });
  const [publishing, setPublishing] = useState(false);
  const unpublished = unsaved || form.draft !== null;
  useUnsavedChangesPrompt(unsaved && !publishing);

  const refreshLists = async (id: string) => {
    await queries.invalidateQueries({ queryKey: ['forms'] });
    await queries.invalidateQueries({ queryKey: ['form', id] });
  };

  const discard = useMutation({
    mutationFn: async () => {
      // Nothing stored yet: only what was typed goes.
      if (form.draft === null) return;
      const response = await client.send(
        'DELETE',
        `/wp-json/pinwheel/v1/forms/${encodeURIComponent(form.id)}/draft`,
        { headers: resource.version ? { 'if-match': resource.version } : {} },
      );
      if (!response.ok) throw await PinwheelApiError.fromResponse(response);
      await response.body?.cancel();
    },
    onSuccess: async () => {
      await resource.reload();
      await refreshLists(form.id);
      toast(t('adminForms.discarded'));
      props.onRestart();
    },
    onError: (error) => toast(messageOf(error), { tone: 'error' }),
  });

  /** Keeps what is typed as the form's draft (visitors keep the published form). */
  const saveDraft = async () => {
    const sent = latest.current;
    const sentJson = JSON.stringify(sent);
    setSaveState({ kind: 'saving' });
    try {
      const saved = await resource.save({ ...bodyOf(sent), draft: true });
      setStored(sentJson);
      setSaveState({ kind: 'saved' });
      await refreshLists(saved.id);
    } catch (error) {
      // Someone else's save: the conflict asks the owner (EditConflict), nothing else to say.
      setSaveState(
        isConflict(error) ? { kind: 'idle' } : { kind: 'failed', error, sent: sentJson },
      );
    }
  };

  // The draft saves itself a moment after the last change; not again what was just refused, nor
  // over someone else's save (the conflict asks the owner first).
  const draftJson = JSON.stringify(draft);
  useEffect(() => {
    if (!unsaved || saveState.kind === 'saving' || publishing || resource.conflict) return;
    if (discard.isPending) return;
    if (saveState.kind === 'failed' && saveState.sent === draftJson) return;
    const timer = setTimeout(() => void saveDraft(), DRAFT_AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `saveDraft` reads the newest draft itself.
  }, [draftJson, unsaved, saveState, publishing, resource.conflict, discard.isPending]);

  /** Publishes what is typed: visitors get it, and the draft goes. */
  const publish = async () => {
    const sent = latest.current;
    setPublishing(true);
    try {
      const saved = await resource.save(bodyOf(sent));
      setStored(JSON.stringify(sent));
      setSaveState({ kind: 'idle' });
      await refreshLists(saved.id);
      toast(t('adminForms.published', { title: saved.title }));
    } catch (error) {
      const sentJson = JSON.stringify(sent);
      setSaveState(
        isConflict(error) ? { kind: 'idle' } : { kind: 'failed', error, sent: sentJson },
      );
    } finally {
      setPublishing(false);
    }
  };

  const remove = useMutation({
    mutationFn: () =>
      client.delete('/wp-json/pinwheel/v1/forms/{id}', {
        params: { id: form.id },
        query: { force: true },
      }),
    onSuccess: async () => {
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
  const refusal = useRefusal(saveState.kind === 'failed' ? saveState.error : null);
  const time = (gmt: string) =>
    new Intl.DateTimeFormat(ownerLang, { hour: '2-digit', minute: '2-digit' }).format(
      new Date(`${gmt}Z`),
    );
  const status =
    saveState.kind === 'saving'
      ? t('adminForms.draft.saving')
      : publishing
        ? t('adminForms.publishing')
        : saveState.kind === 'failed' && saveState.sent === draftJson && !resource.conflict
          ? refusal.general === undefined
            ? t('adminForms.draft.refused')
            : t('adminForms.draft.failed', { reason: refusal.general })
          : unsaved
            ? t('adminForms.draft.unsaved')
            : form.draft
              ? t('adminForms.draft.savedAt', { time: time(form.draft.date_saved_gmt) })
              : t('adminForms.draft.live');
  return (
    <>
      {resource.conflict ? (
        <EditConflict
          busy={resource.isSaving}
          onReload={() => void resource.reload().then(props.onRestart)}
          onOverwrite={() =>
            void resource.overwrite().then(
              (saved) => {
                if (!saved) return;
                setStored(JSON.stringify(latest.current));
                setSaveState({ kind: 'saved' });
                return refreshLists(saved.id);
              },
              () => {},
            )
          }
        />
      ) : null}
      <FormBuilder
        draft={draft}
        onChange={setDraft}
        onSubmit={() => void publish()}
        saving={publishing}
        submitDisabled={!unpublished || resource.conflict}
        submitLabel={publishing ? t('adminForms.publishing') : t('adminForms.publish')}
        places={props.places}
        problems={saveState.kind === 'failed' ? refusal.problems : problemsByPlace([])}
        titleError={refusal.titleError}
        generalError={refusal.general}
        status={
          <p
            className={`form-builder__status${saveState.kind === 'failed' ? ' is-failed' : ''}`}
            role="status"
            aria-live="polite"
          >
            {status}
          </p>
        }
        extra={
          <>
            {unpublished ? (
              <button
                type="button"
                className="button button--quiet"
                disabled={discard.isPending || publishing || saveState.kind === 'saving'}
                onClick={async () => {
                  const sure = await confirm({
                    title: t('adminForms.discardTitle'),
                    body: t('adminForms.discardBody'),
                    confirmLabel: t('adminForms.discard'),
                    danger: true,
                  });
                  if (sure) discard.mutate();
                }}
              >
                {t('adminForms.discard')}
              </button>
            ) : null}
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
          </>
        }
      />
    </>
  );
}

const isConflict = (error: unknown) =>
  error instanceof PinwheelApiError && error.code === EDIT_CONFLICT;
