// The one error every failed call rejects with. The server answers failures in one of two shapes:
// the platform API's (`/wp-json/…`) is WordPress's `{ code, message, data: { status, params? } }`,
// our older `/api/…` routes' is `{ error: { code, message, fields?, requestId } }`. Both are read
// into the same error, and what is neither (a proxy's HTML 502, a dropped connection) gets one of
// the codes WordPress's own api-fetch uses for it, so callers branch on `status` and `code` only.

/** One field the server refused, and why (400 rest_invalid_param or validation_failed). */
export interface ApiErrorField {
  field: string;
  reason: string;
}

export interface PinwheelApiErrorInit {
  /** HTTP status; 0 when no response arrived at all. */
  status: number;
  code: string;
  message: string;
  fields?: ApiErrorField[];
  requestId?: string | undefined;
  /** WordPress's `data` of the error answer (status, params and anything the route added). */
  data?: Record<string, unknown> | undefined;
  cause?: unknown;
}

/**
 * Codes the client makes up itself, beside the server's own, worded as api-fetch words them:
 * - `fetch_error` (status 0): no response arrived (connection refused, reset, DNS, offline);
 * - `invalid_json`: the answer's body is not JSON (a proxy's page, a page that is not the API);
 * - `unknown_error`: a failure whose JSON body is not an error answer;
 * - `malformed_response`: JSON that is not what the API promises (a page without its items);
 * - `post_process`: a media upload whose pictures could not be made, deleted again.
 */
export type ClientErrorCode =
  'fetch_error' | 'invalid_json' | 'unknown_error' | 'malformed_response' | 'post_process';

export const clientErrorMessages = {
  fetch_error: 'You are probably offline.',
  invalid_json: 'The response is not a valid JSON response.',
  unknown_error: 'An unknown error occurred.',
  post_process:
    'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
} as const;

export class PinwheelApiError extends Error {
  override readonly name = 'PinwheelApiError';
  readonly status: number;
  readonly code: string;
  /** The refused fields; empty unless the server named some. */
  readonly fields: ApiErrorField[];
  /** The server's request id, to find the call in its log; undefined when none came back. */
  readonly requestId: string | undefined;
  /** WordPress's `data` of the error answer; undefined for other shapes. */
  readonly data: Record<string, unknown> | undefined;

  constructor(init: PinwheelApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.requestId = init.requestId;
    this.data = init.data;
  }

  /** Reads a failed response's body (consuming it) into an error. */
  static async fromResponse(response: Response): Promise<PinwheelApiError> {
    const requestId = response.headers.get('x-request-id') ?? undefined;
    const made = (code: 'invalid_json' | 'unknown_error', cause?: unknown) =>
      new PinwheelApiError({
        status: response.status,
        code,
        message: clientErrorMessages[code],
        requestId,
        cause,
      });
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch (cause) {
      return made('invalid_json', cause);
    }
    if (isRecord(body) && isRecord(body.error)) {
      const { error } = body;
      if (typeof error.code !== 'string' || typeof error.message !== 'string') {
        return made('unknown_error');
      }
      return new PinwheelApiError({
        status: response.status,
        code: error.code,
        message: error.message,
        fields: Array.isArray(error.fields) ? error.fields.filter(isField) : [],
        requestId: typeof error.requestId === 'string' ? error.requestId : requestId,
      });
    }
    if (isRecord(body) && typeof body.code === 'string' && typeof body.message === 'string') {
      const data = isRecord(body.data) ? body.data : undefined;
      const params = isRecord(data?.params) ? data.params : {};
      return new PinwheelApiError({
        status: response.status,
        code: body.code,
        message: body.message,
        fields: Object.entries(params).map(([field, reason]) => ({
          field,
          reason: String(reason),
        })),
        requestId,
        data,
      });
    }
    return made('unknown_error');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isField(value: unknown): value is ApiErrorField {
  return isRecord(value) && typeof value.field === 'string' && typeof value.reason === 'string';
}
