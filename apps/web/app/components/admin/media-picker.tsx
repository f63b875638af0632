// Choosing pictures from the media library, or adding new ones, in one modal dialog: search, pages
// of thumbnails to pick (one, or several with `multiple`), and an upload area taking files dropped
// on it or chosen with its button, each file with its own progress bar (client.media.upload's
// onProgress) and its own error. What is uploaded is picked at once. `onChoose` gets the items.
import { PinwheelApiError, type MediaItem } from '@pinwheel/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../translation.ts';
import { useOwnerClient } from './owner-api.tsx';
import { EmptyState, ErrorState, LoadingState, useErrorMessage } from './page-states.tsx';

export type { MediaItem } from '@pinwheel/client';

export const MEDIA_QUERY_KEY = 'wp/v2/media';
const PER_PAGE = 24;
const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/avif';

export interface MediaPickerProps {
  open: boolean;
  onClose: () => void;
  onChoose: (items: MediaItem[]) => void;
  /** Several pictures (a gallery) rather than one. */
  multiple?: boolean;
  title?: string;
}

export function MediaPicker(props: MediaPickerProps) {
  // Mounted only while open: each opening starts from a clean choice and the first page.
  return props.open ? <MediaPickerDialog {...props} /> : null;
}

function MediaPickerDialog({ onClose, onChoose, multiple = false, title }: MediaPickerProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [chosen, setChosen] = useState<MediaItem[]>([]);
  const returnFocus = useRef<Element | null>(null);

  useEffect(() => {
    returnFocus.current = document.activeElement;
    const element = dialog.current;
    element?.showModal();
    return () => {
      // Closed before it goes, so focus returns where it was rather than to the page's body.
      element?.close();
      if (returnFocus.current instanceof HTMLElement) returnFocus.current.focus();
    };
  }, []);

  const toggle = (item: MediaItem) =>
    setChosen((current) => {
      if (current.some((one) => one.id === item.id)) {
        return current.filter((one) => one.id !== item.id);
      }
      return multiple ? [...current, item] : [item];
    });
  const add = (item: MediaItem) => setChosen((current) => (multiple ? [...current, item] : [item]));

  return (
    <dialog
      ref={dialog}
      className="admin-dialog media-picker"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="media-picker__header">
        <h2 id={titleId} className="admin-dialog__title">
          {title ?? t(multiple ? 'adminKit.media.title' : 'adminKit.media.titleOne')}
        </h2>
        <button
          type="button"
          className="media-picker__close"
          aria-label={t('adminKit.close')}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <Uploads onUploaded={add} />
      <Library chosen={chosen} onToggle={toggle} multiple={multiple} />
      <div className="admin-dialog__actions media-picker__actions">
        <button type="button" className="button button--quiet" onClick={onClose}>
          {t('adminKit.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={chosen.length === 0}
          onClick={() => onChoose(chosen)}
        >
          {multiple && chosen.length > 0
            ? t('adminKit.media.chooseCount', { count: chosen.length })
            : t('adminKit.media.choose')}
        </button>
      </div>
    </dialog>
  );
}

/** The smallest of a picture's sizes that still fills a thumbnail. */
export function thumbnailOf(item: MediaItem): string {
  const sizes = Object.values(item.media_details.sizes).sort((a, b) => a.width - b.width);
  return (sizes.find((size) => size.width >= 200) ?? sizes.at(-1))?.source_url ?? item.source_url;
}

function Library({
  chosen,
  onToggle,
  multiple,
}: {
  chosen: MediaItem[];
  onToggle: (item: MediaItem) => void;
  multiple: boolean;
}) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // Asks when typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [typed]);

  const library = useQuery({
    queryKey: [MEDIA_QUERY_KEY, { search, page, per_page: PER_PAGE }],
    queryFn: async ({ signal }) => {
      const response = await client.send('GET', '/wp-json/wp/v2/media', {
        query: { search: search || undefined, page, per_page: PER_PAGE, media_type: 'image' },
        signal,
      });
      if (!response.ok) throw await PinwheelApiError.fromResponse(response);
      return {
        items: (await response.json()) as MediaItem[],
        pages: Number(response.headers.get('x-wp-totalpages') ?? '1') || 1,
      };
    },
    placeholderData: (previous) => previous,
  });

  return (
    <section className="media-picker__library" aria-label={t('adminKit.media.library')}>
      <div className="media-picker__search">
        <label htmlFor={searchId}>{t('adminKit.media.search')}</label>
        <input
          id={searchId}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {library.isPending ? (
        <LoadingState />
      ) : library.isError ? (
        <ErrorState error={library.error} onRetry={() => void library.refetch()} />
      ) : library.data.items.length === 0 ? (
        <EmptyState
          title={search ? t('adminKit.media.noMatch', { search }) : t('adminKit.media.empty')}
        />
      ) : (
        <>
          <ul className="media-picker__grid">
            {library.data.items.map((item) => {
              const picked = chosen.some((one) => one.id === item.id);
              const name = item.alt_text || item.title.raw || t('adminKit.media.untitled');
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className="media-picker__item"
                    aria-pressed={picked}
                    aria-label={name}
                    onClick={() => onToggle(item)}
                  >
                    <img src={thumbnailOf(item)} alt="" loading="lazy" />
                    {multiple && picked ? (
                      <span className="media-picker__tick" aria-hidden="true">
                        ✓
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
          {library.data.pages > 1 ? (
            <nav className="media-picker__pages" aria-label={t('adminKit.media.library')}>
              <button
                type="button"
                className="button button--quiet"
                disabled={page <= 1}
                onClick={() => setPage((current) => current - 1)}
              >
                {t('adminKit.media.previous')}
              </button>
              <span aria-live="polite">
                {t('adminKit.media.page', { page, pages: library.data.pages })}
              </span>
              <button
                type="button"
                className="button button--quiet"
                disabled={page >= library.data.pages}
                onClick={() => setPage((current) => current + 1)}
              >
                {t('adminKit.media.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

interface Upload {
  key: number;
  name: string;
  loaded: number;
  total: number;
  state: 'sending' | 'done' | 'failed';
  error?: string;
}

function Uploads({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const messageOf = useErrorMessage();
  const inputId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const nextKey = useRef(1);

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((current) => current.map((one) => (one.key === key ? { ...one, ...change } : one)));

  const send = (files: FileList | File[]) => {
    for (const file of Array.from(files)) {
      const key = nextKey.current++;
      setUploads((current) => [
        ...current,
        { key, name: file.name, loaded: 0, total: file.size, state: 'sending' },
      ]);
      client.media
        .upload({
          file,
          filename: file.name,
          onProgress: ({ loaded, total }) => update(key, { loaded, total }),
        })
        .then((item) => {
          update(key, { state: 'done' });
          onUploaded(item);
          void queryClient.invalidateQueries({ queryKey: [MEDIA_QUERY_KEY] });
        })
        .catch((error: unknown) => update(key, { state: 'failed', error: messageOf(error) }));
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length > 0) send(event.dataTransfer.files);
  };

  return (
    <div
      className={`media-picker__drop${over ? ' media-picker__drop--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <p>
        {t('adminKit.media.drop')}{' '}
        <label htmlFor={inputId} className="media-picker__file-button">
          {t('adminKit.media.chooseFiles')}
        </label>
        <input
          id={inputId}
          className="media-picker__file-input"
          type="file"
          accept={ACCEPT}
          multiple
          onChange={(event) => {
            if (event.target.files) send(event.target.files);
            event.target.value = '';
          }}
        />
      </p>
      {uploads.length > 0 ? (
        <ul className="media-picker__uploads">
          {uploads.map((upload) => (
            <li key={upload.key} className={`media-upload media-upload--${upload.state}`}>
              {upload.state === 'failed' ? (
                <span role="alert">
                  {t('adminKit.media.uploadFailed', {
                    name: upload.name,
                    reason: upload.error ?? '',
                  })}
                </span>
              ) : upload.state === 'done' ? (
                <span>{t('adminKit.media.uploaded', { name: upload.name })}</span>
              ) : (
                <>
                  <span>{t('adminKit.media.uploading', { name: upload.name })}</span>
                  <progress
                    max={upload.total || 1}
                    value={upload.loaded}
                    aria-label={t('adminKit.media.uploading', { name: upload.name })}
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
