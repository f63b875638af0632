// Media uploads, as WordPress's api-fetch makes them. The server stores the file, then makes the
// picture's sizes; when that fails it answers a 5xx with the stored item's id in
// X-WP-Upload-Attachment-ID, and the client asks it to finish (POST …/media/{id}/post-process,
// action create-image-subsizes), up to five times. If it still cannot, the half-made item is
// deleted (DELETE …/media/{id}?force=true) and the upload fails with `post_process`, whose
// message tells the person what to do about it.
import { clientErrorMessages, PinwheelApiError } from './api-error.ts';
import type { HttpCore } from './http.ts';
import { readAnswer } from './transport.ts';

export const MEDIA_PATH = '/wp-json/wp/v2/media';
export const ATTACHMENT_ID_HEADER = 'x-wp-upload-attachment-id';
/** How many times the client asks the server to finish a picture before giving it up. */
export const POST_PROCESS_ATTEMPTS = 5;

export interface MediaUpload {
  /** The file's bytes (a File in a browser, a Blob or File in Node). */
  file: Blob;
  /** Its name, e.g. `mug.jpg`; a File's own name when left out. */
  filename?: string;
  /** Other fields of the media item sent with it: `alt_text`, `caption`, `title`. */
  fields?: Record<string, string>;
  signal?: AbortSignal;
}

export async function uploadMedia<T>(http: HttpCore, upload: MediaUpload): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields ?? {})) form.append(name, value);
  const filename = upload.filename ?? (upload.file instanceof File ? upload.file.name : 'upload');
  form.append('file', upload.file, filename);
  const signal = upload.signal ? { signal: upload.signal } : {};

  const response = await http.send('POST', MEDIA_PATH, { body: form, ...signal });
  const attachmentId = response.headers.get(ATTACHMENT_ID_HEADER);
  if (response.ok || response.status < 500 || !attachmentId) return readAnswer<T>(response);
  await response.body?.cancel();

  const itemPath = `${MEDIA_PATH}/${encodeURIComponent(attachmentId)}`;
  let lastFailure: unknown;
  for (let attempt = 1; attempt <= POST_PROCESS_ATTEMPTS; attempt += 1) {
    try {
      return await http.request<T>('POST', `${itemPath}/post-process`, {
        body: { action: 'create-image-subsizes' },
        ...signal,
      });
    } catch (error) {
      if (upload.signal?.aborted) throw error;
      lastFailure = error;
    }
  }
  // The item is of no use half-made; if deleting it fails too, the upload's failure is still
  // what the caller needs to hear.
  await http
    .request('DELETE', itemPath, { query: { force: true } })
    .catch((error: unknown) => error);
  throw new PinwheelApiError({
    status: response.status,
    code: 'post_process',
    message: clientErrorMessages.post_process,
    requestId: response.headers.get('x-request-id') ?? undefined,
    cause: lastFailure,
  });
}
