// One library item in a dialog: the picture and its file, its alt text and caption in English and
// Hebrew (saved with its version: a save after someone else's shows the conflict choice), where it
// is shown (each use linked to what shows it), and Delete: confirmed when nothing shows it, refused
// with the uses named when something does (the server refuses it too, 409 rest_media_in_use).
import { PinwheelApiError, type MediaItem } from '@pinwheel/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { useConfirm } from '../admin/confirm-dialog.tsx';
import { EditConflict } from '../admin/edit-conflict.tsx';
import { useEditableResource } from '../admin/editable-resource.ts';
import { Field, fieldErrorsOf } from '../admin/field.tsx';
import { MEDIA_QUERY_KEY } from '../admin/media-picker.tsx';
import { useOwnerClient } from '../admin/owner-api.tsx';
import { ErrorState, LoadingState, useErrorMessage } from '../admin/page-states.tsx';
import { useToast } from '../admin/toast.tsx';
import { fileSize, mediaName, linkOfUse, type MediaUse } from './media-uses.ts';

export function MediaDetails({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const resource = useEditableResource('/wp-json/wp/v2/media/{id}', { id });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const element = dialog.current;
    const returnFocus = document.activeElement;
    element?.showModal();
    return () => {
      element?.close();
      if (returnFocus instanceof HTMLElement) returnFocus.focus();
    };
  }, []);

  const item = resource.data as MediaItem | undefined;
  return (
    <dialog
      ref={dialog}
      className="admin-dialog media-details"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="media-details__header">
        <h2 id={titleId} className="admin-dialog__title">
          {item ? mediaName(item) : t('mediaAdmin.details')}
        </h2>
        <button
          type="button"
          className="media-details__close"
          aria-label={t('mediaAdmin.close')}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      {resource.isLoading ? (
        <LoadingState />
      ) : !item ? (
        <ErrorState error={resource.loadError} onRetry={resource.refetch} />
      ) : (
        <div className="media-details__layout">
          <MediaFacts item={item} />
          <div className="media-details__side">
            <MediaForm
              key={generation}
              item={item}
              saving={resource.isSaving}
              saveError={resource.saveError}
              save={(body) => resource.save(body) as Promise<MediaItem>}
              conflict={
                resource.conflict
                  ? {
                      onReload: () =>
                        void resource.reload().then(() => setGeneration((n) => n + 1)),
                      onOverwrite: () => void resource.overwrite(),
                    }
                  : null
              }
            />
            <WhereUsed uses={item.pinwheel_used_by} />
            <DeleteMedia item={item} onDeleted={onClose} />
          </div>
        </div>
      )}
    </dialog>
  );
}

function MediaFacts({ item }: { item: MediaItem }) {
  const { t, lang } = useTranslation();
  const date = new Intl.DateTimeFormat(lang === 'he' ? 'he-IL' : 'en-US', { dateStyle: 'medium' });
  return (
    <div className="media-details__picture">
      <img
        src={item.source_url}
        alt={item.alt_text}
        width={item.media_details.width}
        height={item.media_details.height}
      />
      <dl className="media-details__facts">
        <div>
          <dt>{t('mediaAdmin.file')}</dt>
          <dd dir="ltr">{item.media_details.file.split('/').pop()}</dd>
        </div>
        <div>
          <dt>{t('mediaAdmin.dimensions')}</dt>
          <dd>
            {t('mediaAdmin.dimensionsValue', {
              width: item.media_details.width,
              height: item.media_details.height,
              size: fileSize(item.media_details.filesize, lang),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('mediaAdmin.uploadedOn')}</dt>
          <dd>{date.format(Date.parse(`${item.date_gmt}Z`))}</dd>
        </div>
      </dl>
      <a href={item.source_url} target="_blank" rel="noopener">
        {t('mediaAdmin.openOriginal')}
      </a>
    </div>
  );
}

interface MediaFields {
  title: string;
  alt: string;
  caption: string;
  altHe: string;
  captionHe: string;
}

const fieldsOf = (item: MediaItem): MediaFields => ({
  title: item.title.raw,
  alt: item.alt_text,
  caption: item.caption.raw,
  altHe: item.translations.he.alt_text ?? '',
  captionHe: item.translations.he.caption ?? '',
});

function MediaForm({
  item,
  save,
  saving,
  saveError,
  conflict,
}: {
  item: MediaItem;
  save: (body: {
    title: string;
    alt_text: string;
    caption: string;
    translations: { he: { alt_text: string | null; caption: string | null } };
  }) => Promise<MediaItem>;
  saving: boolean;
  saveError: unknown;
  conflict: { onReload: () => void; onOverwrite: () => void } | null;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const messageOf = useErrorMessage();
  const [fields, setFields] = useState(() => fieldsOf(item));
  const set = (name: keyof MediaFields, value: string) =>
    setFields((current) => ({ ...current, [name]: value }));
  const errors = fieldErrorsOf(saveError);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await save({
        title: fields.title,
        alt_text: fields.alt,
        caption: fields.caption,
        translations: { he: { alt_text: fields.altHe || null, caption: fields.captionHe || null } },
      });
      setFields(fieldsOf(saved));
      toast(t('mediaAdmin.saved', { name: mediaName(saved) }));
      void queryClient.invalidateQueries({ queryKey: [MEDIA_QUERY_KEY] });
    } catch {
      // Shown beside the fields; what was typed stays.
    }
  };
  return (
    <form className="media-details__form" onSubmit={(event) => void submit(event)} noValidate>
      {conflict ? (
        <EditConflict
          onReload={conflict.onReload}
          onOverwrite={conflict.onOverwrite}
          busy={saving}
        />
      ) : null}
      {saveError && Object.keys(errors).length === 0 ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {messageOf(saveError)}
        </p>
      ) : null}
      <Field label={t('mediaAdmin.titleField')} error={errors.title}>
        {(control) => (
          <input
            {...control}
            dir="auto"
            value={fields.title}
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('mediaAdmin.altText')} hint={t('mediaAdmin.altHint')} error={errors.alt_text}>
        {(control) => (
          <input
            {...control}
            lang="en"
            dir="ltr"
            value={fields.alt}
            onChange={(e) => set('alt', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('mediaAdmin.caption')} error={errors.caption}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            lang="en"
            dir="ltr"
            value={fields.caption}
            onChange={(e) => set('caption', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('mediaAdmin.altTextHe')} error={errors['translations.he.alt_text']}>
        {(control) => (
          <input
            {...control}
            lang="he"
            dir="rtl"
            value={fields.altHe}
            onChange={(e) => set('altHe', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('mediaAdmin.captionHe')} error={errors['translations.he.caption']}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            lang="he"
            dir="rtl"
            value={fields.captionHe}
            onChange={(e) => set('captionHe', e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? t('mediaAdmin.saving') : t('mediaAdmin.save')}
      </button>
    </form>
  );
}

function UsesList({ uses }: { uses: readonly MediaUse[] }) {
  const { t } = useTranslation();
  return (
    <ul className="media-details__uses">
      {uses.map((use) => {
        const { label, href } = linkOfUse(use);
        return (
          <li key={`${use.kind}-${use.id}`}>
            <span className="media-details__use-kind">{t(label)}</span>{' '}
            {href ? (
              <Link to={href} dir="auto">
                {use.title || use.id}
              </Link>
            ) : (
              <span dir="auto">{use.title || use.id}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function WhereUsed({ uses }: { uses: readonly MediaUse[] }) {
  const { t } = useTranslation();
  return (
    <section className="media-details__where" aria-labelledby="media-where-title">
      <h3 id="media-where-title">{t('mediaAdmin.whereUsed')}</h3>
      {uses.length === 0 ? <p>{t('mediaAdmin.notUsedAnywhere')}</p> : <UsesList uses={uses} />}
    </section>
  );
}

function DeleteMedia({ item, onDeleted }: { item: MediaItem; onDeleted: () => void }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const confirm = useConfirm();
  const toast = useToast();
  const queryClient = useQueryClient();
  const messageOf = useErrorMessage();
  const [refusal, setRefusal] = useState<readonly MediaUse[] | null>(null);
  const name = mediaName(item);
  const remove = async () => {
    if (item.pinwheel_used_by.length > 0) {
      setRefusal(item.pinwheel_used_by);
      return;
    }
    const sure = await confirm({
      title: t('mediaAdmin.deleteTitle', { name }),
      body: t('mediaAdmin.deleteBody'),
      confirmLabel: t('mediaAdmin.delete'),
      danger: true,
    });
    if (!sure) return;
    try {
      await client.delete('/wp-json/wp/v2/media/{id}', {
        params: { id: item.id },
        query: { force: true },
      });
    } catch (error) {
      // Something began to show it since the page was loaded: the server names what.
      if (error instanceof PinwheelApiError && error.code === 'rest_media_in_use') {
        const usedBy = (error.data as { used_by?: MediaUse[] } | undefined)?.used_by;
        setRefusal(usedBy ?? []);
        return;
      }
      toast(messageOf(error), { tone: 'error' });
      return;
    }
    toast(t('mediaAdmin.deleted', { name }));
    void queryClient.invalidateQueries({ queryKey: [MEDIA_QUERY_KEY] });
    onDeleted();
  };
  return (
    <div className="media-details__delete">
      {refusal ? (
        <div className="admin-notice admin-notice--error" role="alert">
          <p className="media-details__refusal-title">{t('mediaAdmin.inUseTitle', { name })}</p>
          <p>{t('mediaAdmin.inUseBody')}</p>
          <UsesList uses={refusal} />
        </div>
      ) : null}
      <button type="button" className="button button--danger" onClick={() => void remove()}>
        {t('mediaAdmin.delete')}
      </button>
    </div>
  );
}
