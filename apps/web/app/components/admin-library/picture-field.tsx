// One picture from the media library as a form field (a category's, a term's swatch, a post's
// featured picture): the chosen picture's thumbnail or "none", a button opening the kit's media
// picker (choose from the library or upload), and one removing it. The value is the media item's
// id, as the platform API takes it; the thumbnail is read from the library by that id, so the field
// shows the same picture after a reload as after a choice.
import type { MediaItem } from '@pinwheel/client';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { MediaPicker, MEDIA_QUERY_KEY, thumbnailOf } from '../admin/media-picker.tsx';
import { useOwnerClient } from '../admin/owner-api.tsx';

export interface PictureFieldProps {
  label: string;
  /** The media item's id; null for none. */
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string | undefined;
  hint?: string;
  labels: { choose: string; change: string; remove: string; none: string };
}

export function PictureField({ label, value, onChange, error, hint, labels }: PictureFieldProps) {
  const client = useOwnerClient();
  const [picking, setPicking] = useState(false);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const picture = useQuery({
    queryKey: [MEDIA_QUERY_KEY, 'item', value],
    queryFn: ({ signal }) =>
      client.get('/wp-json/wp/v2/media/{id}', {
        params: { id: value ?? '' },
        signal,
      }) as Promise<MediaItem>,
    enabled: value !== null,
  });
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div
      className={`admin-field picture-field${error ? ' admin-field--invalid' : ''}`}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy || undefined}
    >
      <span id={labelId} className="admin-field__label">
        {label}
      </span>
      {hint ? (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="picture-field__body">
        {value && picture.data ? (
          <img
            className="picture-field__thumb"
            src={thumbnailOf(picture.data)}
            alt={picture.data.alt_text}
            width={96}
            height={96}
          />
        ) : (
          <span className="picture-field__none">
            {value && !picture.isError ? '…' : labels.none}
          </span>
        )}
        <div className="picture-field__actions">
          <button type="button" className="button button--quiet" onClick={() => setPicking(true)}>
            {value ? labels.change : labels.choose}
          </button>
          {value ? (
            <button type="button" className="button button--quiet" onClick={() => onChange(null)}>
              {labels.remove}
            </button>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      ) : null}
      <MediaPicker
        open={picking}
        title={label}
        onClose={() => setPicking(false)}
        onChoose={(items) => {
          setPicking(false);
          const [first] = items;
          if (first) onChange(first.id);
        }}
      />
    </div>
  );
}
