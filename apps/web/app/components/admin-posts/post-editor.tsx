// The post editor (/admin/posts/new, /admin/posts/:id): the text in English and Hebrew (title,
// excerpt, body with the kit's rich-text field), and beside it publishing (draft, now, scheduled),
// the featured picture, categories and tags, the slug, links to the shop, and the related posts
// readers will get. A saved post is edited through useEditableResource (its version goes with each
// save: a save after someone else's shows the conflict choice); leaving with unsaved changes asks
// first; a failed save keeps everything typed and shows the API's words beside the fields.
import { PinwheelApiError } from '@pinwheel/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { AdminPage } from '../admin/admin-page.tsx';
import { useConfirm } from '../admin/confirm-dialog.tsx';
import { EditConflict } from '../admin/edit-conflict.tsx';
import { useEditableResource } from '../admin/editable-resource.ts';
import { Field, fieldErrorsOf } from '../admin/field.tsx';
import { useOwnerClient } from '../admin/owner-api.tsx';
import { EmptyState, ErrorState, LoadingState, useErrorMessage } from '../admin/page-states.tsx';
import { RichTextField } from '../admin/rich-text-field.tsx';
import { useToast } from '../admin/toast.tsx';
import { useUnsavedChangesPrompt } from '../admin/unsaved-changes.ts';
import { PictureField } from '../admin-library/picture-field.tsx';
import {
  bodyOf,
  draftOf,
  draftProblems,
  emptyDraft,
  sameDraft,
  type PostDraft,
} from './post-draft.ts';
import { PostPublishing } from './post-publishing.tsx';
import { PostTerms } from './post-terms.tsx';
import { dateTimeFormat, momentOfLocalInput, type WpPost, type WpPostBody } from './post-types.ts';
import { RelatedPreview, relatedQueryKey } from './related-preview.tsx';

const POSTS_BACK = '/admin/posts';

export function NewPostEditor() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const navigate = useNavigate();
  const [createdId, setCreatedId] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (body: WpPostBody) =>
      client.post('/wp-json/wp/v2/posts', { body }) as Promise<WpPost>,
  });
  // Goes to the saved post's own address once the form knows it holds nothing unsaved.
  useEffect(() => {
    if (createdId) void navigate(`/admin/posts/${createdId}`, { replace: true });
  }, [createdId, navigate]);
  return (
    <PostForm
      title={t('postsAdmin.newTitle')}
      initial={emptyDraft}
      post={null}
      saving={create.isPending}
      saveError={create.error}
      save={async (body) => {
        const post = await create.mutateAsync(body);
        setCreatedId(post.id);
        return post;
      }}
    />
  );
}

export function ExistingPostEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const resource = useEditableResource(
    '/wp-json/wp/v2/posts/{id}',
    { id },
    { query: { context: 'edit' } },
  );
  // A reload after a conflict draws the form again from their version.
  const [generation, setGeneration] = useState(0);
  const post = resource.data as WpPost | undefined;
  const initial = useMemo(() => (post ? draftOf(post) : null), [post]);
  if (resource.isLoading) {
    return (
      <AdminPage
        title={t('postsAdmin.editTitle')}
        backTo={{ to: POSTS_BACK, label: t('postsAdmin.back') }}
      >
        <LoadingState />
      </AdminPage>
    );
  }
  if (!post || !initial) {
    const missing =
      resource.loadError instanceof PinwheelApiError && resource.loadError.status === 404;
    return (
      <AdminPage
        title={t('postsAdmin.editTitle')}
        backTo={{ to: POSTS_BACK, label: t('postsAdmin.back') }}
      >
        {missing ? (
          <EmptyState title={t('postsAdmin.notFoundTitle')} body={t('postsAdmin.notFoundBody')} />
        ) : (
          <ErrorState error={resource.loadError} onRetry={resource.refetch} />
        )}
      </AdminPage>
    );
  }
  return (
    <PostForm
      key={generation}
      title={t('postsAdmin.editTitle')}
      initial={initial}
      post={post}
      saving={resource.isSaving}
      saveError={resource.saveError}
      save={(body) => resource.save(body) as Promise<WpPost>}
      conflict={
        resource.conflict
          ? {
              onReload: () => void resource.reload().then(() => setGeneration((n) => n + 1)),
              onOverwrite: () => void resource.overwrite(),
            }
          : null
      }
    />
  );
}

interface PostFormProps {
  title: string;
  initial: PostDraft;
  /** The post as saved; null while it is new. */
  post: WpPost | null;
  save: (body: WpPostBody) => Promise<WpPost>;
  saving: boolean;
  saveError: unknown;
  conflict?: { onReload: () => void; onOverwrite: () => void } | null;
}

function PostForm({ title, initial, post, save, saving, saveError, conflict }: PostFormProps) {
  const { t, lang } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const messageOf = useErrorMessage();
  const [draft, setDraft] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [checked, setChecked] = useState(false);
  const dirty = !sameDraft(draft, baseline);
  useUnsavedChangesPrompt(dirty);
  const set = <K extends keyof PostDraft>(key: K, value: PostDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const serverErrors = fieldErrorsOf(saveError);
  const local = checked ? draftProblems(draft) : {};
  const dateError = local.date_gmt
    ? t(
        local.date_gmt === 'missing'
          ? 'postsAdmin.publishDateMissing'
          : 'postsAdmin.publishDatePast',
      )
    : (serverErrors.date_gmt ?? serverErrors.date);
  const heError = (field: string) => serverErrors[`translations.he.${field}`];
  const otherError =
    saveError && Object.keys(serverErrors).length === 0 ? messageOf(saveError) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(draftProblems(draft)).length > 0) return;
    try {
      const saved = await save(bodyOf(draft, post?.status));
      const next = draftOf(saved);
      setDraft(next);
      setBaseline(next);
      setChecked(false);
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
      void queryClient.invalidateQueries({ queryKey: relatedQueryKey(saved.id) });
      const moment = momentOfLocalInput(next.publishAt);
      toast(
        next.publishing === 'later' && moment !== null
          ? t('postsAdmin.scheduled', { date: dateTimeFormat(lang).format(moment) })
          : next.publishing === 'now' && post?.status !== 'publish'
            ? t('postsAdmin.published')
            : t('postsAdmin.saved'),
      );
    } catch {
      // The refusal is shown beside its fields (saveError); what was typed stays.
    }
  };

  const submitLabel =
    draft.publishing === 'draft'
      ? t('postsAdmin.saveDraft')
      : draft.publishing === 'later'
        ? t('postsAdmin.schedule')
        : post?.status === 'publish'
          ? t('postsAdmin.update')
          : t('postsAdmin.publish');

  return (
    <AdminPage
      title={title}
      backTo={{ to: POSTS_BACK, label: t('postsAdmin.back') }}
      actions={post ? <ShopLinks post={post} /> : null}
    >
      <form className="post-editor" onSubmit={(event) => void submit(event)} noValidate>
        {conflict ? (
          <EditConflict
            onReload={conflict.onReload}
            onOverwrite={conflict.onOverwrite}
            busy={saving}
          />
        ) : null}
        {saveError && !conflict ? (
          <p className="admin-notice admin-notice--error" role="alert">
            {otherError ?? t('postsAdmin.saveFailed')}
          </p>
        ) : null}
        <div className="post-editor__layout">
          <div className="post-editor__main">
            <fieldset className="post-editor__language">
              <legend>{t('postsAdmin.english')}</legend>
              <Field label={t('postsAdmin.titleField')} error={serverErrors.title}>
                {(control) => (
                  <input
                    {...control}
                    className="post-editor__title-input"
                    lang="en"
                    dir="ltr"
                    value={draft.title}
                    onChange={(event) => set('title', event.target.value)}
                  />
                )}
              </Field>
              <Field
                label={t('postsAdmin.excerpt')}
                hint={t('postsAdmin.excerptHint')}
                error={serverErrors.excerpt}
              >
                {(control) => (
                  <textarea
                    {...control}
                    rows={3}
                    lang="en"
                    dir="ltr"
                    value={draft.excerpt}
                    onChange={(event) => set('excerpt', event.target.value)}
                  />
                )}
              </Field>
              <RichTextField
                label={t('postsAdmin.content')}
                value={draft.content}
                onChange={(html) => set('content', html)}
                dir="ltr"
                error={serverErrors.content}
              />
            </fieldset>
            <fieldset className="post-editor__language" lang="he" dir="rtl">
              <legend>{t('postsAdmin.hebrew')}</legend>
              <p className="admin-field__hint">{t('postsAdmin.hebrewHint')}</p>
              <Field label={t('postsAdmin.titleHe')} error={heError('title')}>
                {(control) => (
                  <input
                    {...control}
                    className="post-editor__title-input"
                    value={draft.titleHe}
                    onChange={(event) => set('titleHe', event.target.value)}
                  />
                )}
              </Field>
              <Field label={t('postsAdmin.excerptHe')} error={heError('excerpt')}>
                {(control) => (
                  <textarea
                    {...control}
                    rows={3}
                    value={draft.excerptHe}
                    onChange={(event) => set('excerptHe', event.target.value)}
                  />
                )}
              </Field>
              <RichTextField
                label={t('postsAdmin.contentHe')}
                value={draft.contentHe}
                onChange={(html) => set('contentHe', html)}
                dir="rtl"
                error={heError('content')}
              />
            </fieldset>
          </div>
          <div className="post-editor__side">
            <PostPublishing
              publishing={draft.publishing}
              publishAt={draft.publishAt}
              onPublishing={(value) => set('publishing', value)}
              onPublishAt={(value) => set('publishAt', value)}
              dateError={dateError}
            />
            <div className="post-editor__box">
              <PictureField
                label={t('postsAdmin.featured')}
                value={draft.featured}
                onChange={(id) => set('featured', id)}
                error={serverErrors.featured_media}
                labels={{
                  choose: t('postsAdmin.chooseFeatured'),
                  change: t('postsAdmin.changeFeatured'),
                  remove: t('postsAdmin.removeFeatured'),
                  none: t('postsAdmin.noFeatured'),
                }}
              />
            </div>
            <PostTerms
              taxonomy="categories"
              chosen={draft.categories}
              onChange={(ids) => set('categories', ids)}
              error={serverErrors.categories}
            />
            <PostTerms
              taxonomy="tags"
              chosen={draft.tags}
              onChange={(ids) => set('tags', ids)}
              error={serverErrors.tags}
            />
            <div className="post-editor__box">
              <Field
                label={t('postsAdmin.slug')}
                hint={t('postsAdmin.slugHint')}
                error={serverErrors.slug}
              >
                {(control) => (
                  <input
                    {...control}
                    dir="ltr"
                    value={draft.slug}
                    onChange={(event) => set('slug', event.target.value)}
                  />
                )}
              </Field>
            </div>
          </div>
        </div>
        <div className="post-editor__bar">
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? t('postsAdmin.saving') : submitLabel}
          </button>
          {post ? <DeletePost post={post} draft={draft} /> : null}
        </div>
      </form>
      <RelatedPreview postId={post?.id ?? null} />
    </AdminPage>
  );
}

/** Where the post is on the shop: its page once live, else the owner's preview of it. */
function ShopLinks({ post }: { post: WpPost }) {
  const { t } = useTranslation();
  const live = post.status === 'publish';
  return (
    <a
      className="button button--quiet"
      href={live ? `/blog/${post.slug}` : `/blog/${post.slug}?preview=1`}
      target="_blank"
      rel="noopener"
    >
      {live ? t('postsAdmin.view') : t('postsAdmin.preview')}
      <span className="visually-hidden"> ({t('postsAdmin.previewHint')})</span>
    </a>
  );
}

/**
 * Deleting, confirmed first. Undo writes the post again from what the editor holds (a new id, the
 * same address), which is cheap, so it is offered.
 */
function DeletePost({ post, draft }: { post: WpPost; draft: PostDraft }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const messageOf = useErrorMessage();
  const name = post.title.raw || t('postsAdmin.untitled');
  const remove = async () => {
    const sure = await confirm({
      title: t('postsAdmin.deleteTitle', { title: name }),
      body: t('postsAdmin.deleteBody'),
      confirmLabel: t('postsAdmin.delete'),
      danger: true,
    });
    if (!sure) return;
    try {
      await client.delete('/wp-json/wp/v2/posts/{id}', {
        params: { id: post.id },
        query: { force: true },
      });
    } catch (error) {
      toast(messageOf(error), { tone: 'error' });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: ['posts'] });
    const again = { ...bodyOf(draft, post.status), slug: post.slug, date_gmt: post.date_gmt };
    toast(t('postsAdmin.deleted', { title: name }), {
      action: {
        label: t('adminKit.undo'),
        onAction: () =>
          void (client.post('/wp-json/wp/v2/posts', { body: again }) as Promise<WpPost>).then(
            (restored) => {
              void queryClient.invalidateQueries({ queryKey: ['posts'] });
              void navigate(`/admin/posts/${restored.id}`);
            },
          ),
      },
    });
    void navigate(POSTS_BACK);
  };
  return (
    <button type="button" className="button button--danger" onClick={() => void remove()}>
      {t('postsAdmin.delete')}
    </button>
  );
}
