// Media uploads, as WordPress's api-fetch makes them. The server stores the file, then makes the
// picture's sizes; when that fails it answers a 5xx with the stored item's id in
// X-WP-Upload-Attachment-ID, and the client asks it to finish (POST …/media/{id}/post-process,
// action create-image-subsizes), up to five times. If it still cannot, the half-made item is
// deleted (DELETE …/media/{id}?force=true) and the upload fails with `post_process`, whose
// message tells the person what to do about it.
import { clientErrorMessages, PinwheelApiError } from './api-error.ts';
import type { HttpCore } from './http.ts';
import { readAnswer, type FetchFunction } from './transport.ts';
import { hasXmlHttpRequest, xhrFetch, type UploadProgress } from './xhr-fetch.ts';

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
  /**
   * Told how much of the file has gone out. In a browser the upload goes through XMLHttpRequest
   * for it (same cookies, nonce and refusals as every call); where there is none (Node) it is
   * told once, when the file has been sent whole.
   */
  onProgress?: (progress: UploadProgress) => void;
}

export async function uploadMedia<T>(http: HttpCore, upload: MediaUpload): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields ?? {})) form.append(name, value);
  const filename = upload.filename ?? (upload.file instanceof File ? upload.file.name : 'upload');
  form.append('file', upload.file, filename);
  const signal = upload.signal ? { signal: upload.signal } : {};

  const { finished, ...transfer } = progressOf(upload);
  const response = await http.send('POST', MEDIA_PATH, { body: form, ...signal, ...transfer });
  finished();
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

/**
 * The upload's progress: through XMLHttpRequest where there is one (a browser), else the call goes
 * as every other (the client's fetch, its cookie jar). Once an answer came, the file was sent
 * whole, so `finished()` says so when nothing did on the way.
 */
function progressOf(upload: MediaUpload): { transfer?: FetchFunction; finished(): void } {
  const { onProgress } = upload;
  if (!onProgress) return { finished: () => {} };
  let last: UploadProgress | undefined;
  const report = (progress: UploadProgress) => {
    last = progress;
    onProgress(progress);
  };
  return {
    ...(hasXmlHttpRequest() ? { transfer: xhrFetch(report) } : {}),
    finished() {
      if (last && last.loaded >= last.total) return;
      const total = last?.total ?? upload.file.size;
      report({ loaded: total, total });
    },
  };
}
