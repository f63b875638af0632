// Reads an upload's body the two ways WordPress takes one: multipart form data with the picture in
// the `file` part (and title, alt_text, caption as fields), or the picture's bytes as the whole
// body with `Content-Disposition: attachment; filename=…` and a Content-Type. The body is held to
// its cap as it streams to disk (plugins/body-cap.ts): a declared length over it is refused before
// a byte is read, a chunked one as soon as it passes. Whatever was written is deleted on every
// refusal; the file's bytes are judged later, by the service.
import type { FastifyRequest } from 'fastify';
import { BodyOverCapError, capBody } from '../../../plugins/body-cap.ts';
import { MEDIA_UPLOAD_MAX_BYTES, type ReceivedFile } from '../incoming-uploads.ts';
import type { MediaService } from '../service.ts';

/** Room for the multipart framing and the text fields beside the file. */
const MULTIPART_OVERHEAD_BYTES = 256 * 1024;
const FIELD_MAX_BYTES = 16 * 1024;

export interface UploadRefusal {
  status: number;
  code: string;
  message: string;
  /** The rest of the body was not read: the connection closes after the answer. */
  closeConnection?: boolean;
}

export type UploadBody =
  | { file: ReceivedFile; fileName: string; fields: Record<string, string> }
  | { refusal: UploadRefusal };

export const multipartLimits = {
  fileSize: MEDIA_UPLOAD_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: FIELD_MAX_BYTES,
  parts: 21,
};

const tooBig: UploadRefusal = {
  status: 413,
  code: 'rest_upload_file_too_big',
  message: `This file is too big. Files must be less than ${(MEDIA_UPLOAD_MAX_BYTES / 1024).toLocaleString('en')} KB in size.`,
  closeConnection: true,
};
const noData: UploadRefusal = {
  status: 400,
  code: 'rest_upload_no_data',
  message: 'No data supplied.',
};

export async function readUpload(
  request: FastifyRequest,
  media: MediaService,
): Promise<UploadBody> {
  const multipart = request.isMultipart();
  const cap = multipart
    ? MEDIA_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES
    : MEDIA_UPLOAD_MAX_BYTES;
  if (Number(request.headers['content-length'] ?? 0) > cap) return { refusal: tooBig };
  const body = multipart
    ? await readMultipart(request, media, cap)
    : await readRaw(request, media, cap);
  // A client may send the file's MD5 (hex) to have a damaged transfer refused, as WordPress does.
  const expected = request.headers['content-md5'];
  if (
    'file' in body &&
    typeof expected === 'string' &&
    expected.trim().toLowerCase() !== body.file.md5
  ) {
    await media.discard(body.file);
    return {
      refusal: {
        status: 412,
        code: 'rest_upload_hash_mismatch',
        message: 'Content hash did not match expected.',
      },
    };
  }
  return body;
}

async function readRaw(
  request: FastifyRequest,
  media: MediaService,
  cap: number,
): Promise<UploadBody> {
  const declaredLength = request.headers['content-length'];
  const chunked = request.headers['transfer-encoding'] !== undefined;
  if (!chunked && (declaredLength === undefined || declaredLength === '0'))
    return { refusal: noData };
  if (!request.headers['content-type']) {
    return {
      refusal: {
        status: 400,
        code: 'rest_upload_no_content_type',
        message: 'No Content-Type supplied.',
      },
    };
  }
  const disposition = request.headers['content-disposition'];
  if (!disposition) {
    return {
      refusal: {
        status: 400,
        code: 'rest_upload_no_content_disposition',
        message: 'No Content-Disposition supplied.',
      },
    };
  }
  const fileName = fileNameFromDisposition(disposition);
  if (!fileName) {
    return {
      refusal: {
        status: 400,
        code: 'rest_upload_invalid_disposition',
        message:
          'Invalid Content-Disposition supplied. Content-Disposition needs to be formatted as `attachment; filename="image.png"` or similar.',
      },
    };
  }
  // Held until the file's writer is piped (after its folder is made): the cap's counter alone
  // would otherwise start the body flowing, and its first bytes would reach nobody.
  request.raw.pause();
  const guard = capBody(request.raw, cap);
  try {
    const file = await media.receive(request.raw);
    if (file.size === 0) {
      await media.discard(file);
      return { refusal: noData };
    }
    return { file, fileName, fields: {} };
  } catch (error) {
    if (guard.exceeded || error instanceof BodyOverCapError) return { refusal: tooBig };
    throw error;
  } finally {
    guard.release();
  }
}

async function readMultipart(
  request: FastifyRequest,
  media: MediaService,
  cap: number,
): Promise<UploadBody> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  let fileName = '';
  let truncated = false;
  let fieldTooLong = false;
  const guard = capBody(request.raw, cap);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume(); // WordPress reads only `file`
          continue;
        }
        file = await media.receive(part.file);
        fileName = part.filename;
        truncated = part.file.truncated;
      } else {
        if (part.valueTruncated) fieldTooLong = true;
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    await media.discard(file);
    if (guard.exceeded) return { refusal: tooBig };
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413)
      return { refusal: { ...tooBig, message: 'The form data has too many parts.' } };
    return {
      refusal: {
        status: 400,
        code: 'rest_upload_no_data',
        message: 'The form data is not valid multipart.',
      },
    };
  } finally {
    guard.release();
  }
  if (truncated) {
    await media.discard(file);
    return { refusal: tooBig };
  }
  if (fieldTooLong) {
    await media.discard(file);
    return {
      refusal: {
        status: 413,
        code: 'rest_upload_file_too_big',
        message: 'A form field is over 16 KB.',
      },
    };
  }
  if (!file || file.size === 0) {
    await media.discard(file);
    return { refusal: noData };
  }
  return { file, fileName, fields };
}

/**
 * The file name of `attachment; filename="image.png"` (or `filename=image.png`), as WordPress's
 * get_filename_from_disposition reads it; null when there is none.
 */
export function fileNameFromDisposition(disposition: string): string | null {
  for (const part of disposition.split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim().toLowerCase() !== 'filename') continue;
    let value = rest.join('=').trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1);
    value = value.trim();
    return value || null;
  }
  return null;
}
