// The library's upload area: pictures dropped on it or chosen with its button are sent one request
// each (client.media.upload, whose onProgress reports the bytes sent), each with its own progress
// bar, then its result: uploaded, or why not in the server's words. The library's lists (the page's
// and the media picker's) are asked again as each one lands.
import type { MediaItem } from '@pinwheel/client';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../translation.ts';
import { MEDIA_QUERY_KEY } from '../admin/media-picker.tsx';
import { useOwnerClient } from '../admin/owner-api.tsx';
import { useErrorMessage } from '../admin/page-states.tsx';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/avif';

interface Upload {
  key: number;
  name: string;
  loaded: number;
  total: number;
  state: 'sending' | 'done' | 'failed';
  error?: string;
}

export function MediaUploads({ onUploaded }: { onUploaded?: (item: MediaItem) => void }) {
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
          update(key, { state: 'done', loaded: file.size });
          onUploaded?.(item);
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
    <section className="media-uploads" aria-label={t('mediaAdmin.uploads')}>
      <div
        className={`media-uploads__drop${over ? ' media-uploads__drop--over' : ''}`}
        data-testid="media-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p>
          {t('mediaAdmin.dropZone')}{' '}
          <label htmlFor={inputId} className="media-uploads__button">
            {t('mediaAdmin.chooseFiles')}
          </label>
          <input
            id={inputId}
            className="media-uploads__input"
            type="file"
            accept={ACCEPT}
            multiple
            onChange={(event) => {
              if (event.target.files) send(event.target.files);
              event.target.value = '';
            }}
          />
        </p>
        <p className="media-uploads__accepted">{t('mediaAdmin.accepted')}</p>
      </div>
      {uploads.length > 0 ? (
        <ul className="media-uploads__list">
          {uploads.map((upload) => (
            <li
              key={upload.key}
              className={`media-uploads__item media-uploads__item--${upload.state}`}
            >
              {upload.state === 'failed' ? (
                <span role="alert">
                  {t('mediaAdmin.uploadFailed', { name: upload.name, reason: upload.error ?? '' })}
                </span>
              ) : upload.state === 'done' ? (
                <span role="status">{t('mediaAdmin.uploaded', { name: upload.name })}</span>
              ) : (
                <>
                  <span>{t('mediaAdmin.uploading', { name: upload.name })}</span>
                  <progress
                    max={upload.total || 1}
                    value={upload.loaded}
                    aria-label={t('mediaAdmin.uploading', { name: upload.name })}
                  />
                </>
              )}
              {upload.state !== 'sending' ? (
                <button
                  type="button"
                  className="media-uploads__dismiss"
                  aria-label={t('mediaAdmin.dismiss')}
                  onClick={() =>
                    setUploads((current) => current.filter((one) => one.key !== upload.key))
                  }
                >
                  ×
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
