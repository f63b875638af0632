// The one error every failed call rejects with. The platform API answers failures as
// `{ error: { code, message, fields?, requestId } }`; anything else (a proxy's HTML 502, a dropped
// connection) is turned into the same shape, so callers branch on `status` and `code` only.

/** One field the server refused, and why (400 validation_failed). */
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
  cause?: unknown;
}

/**
 * Codes the client makes up itself, beside the server's own:
 * - `network_error` (status 0): no response arrived (connection refused, reset, DNS);
 * - `unexpected_response`: the failure body was not the API's error shape (a proxy page);
 * - `malformed_response`: a success body that was not the JSON the API promises.
 */
export type ClientErrorCode = 'network_error' | 'unexpected_response' | 'malformed_response';

export class PinwheelApiError extends Error {
  override readonly name = 'PinwheelApiError';
  readonly status: number;
  readonly code: string;
  /** The refused fields; empty unless the server named some. */
  readonly fields: ApiErrorField[];
  /** The server's request id, to find the call in its log; undefined when none came back. */
  readonly requestId: string | undefined;

  constructor(init: PinwheelApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.requestId = init.requestId;
  }

  /** Reads a failed response's body (consuming it) into an error. */
  static async fromResponse(response: Response): Promise<PinwheelApiError> {
    const requestId = response.headers.get('x-request-id') ?? undefined;
    let text = '';
    try {
      text = await response.text();
    } catch (cause) {
      return unexpected(response, requestId, cause);
    }
    const body = parseJson(text);
    const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
    if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') {
      return unexpected(response, requestId);
    }
    return new PinwheelApiError({
      status: response.status,
      code: error.code,
      message: error.message,
      fields: Array.isArray(error.fields) ? error.fields.filter(isField) : [],
      requestId: typeof error.requestId === 'string' ? error.requestId : requestId,
    });
  }
}

function unexpected(response: Response, requestId: string | undefined, cause?: unknown) {
  const statusLine = `${response.status} ${response.statusText}`.trim();
  return new PinwheelApiError({
    status: response.status,
    code: 'unexpected_response',
    message: `The server answered ${statusLine} without an API error body`,
    requestId,
    cause,
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isField(value: unknown): value is ApiErrorField {
  return isRecord(value) && typeof value.field === 'string' && typeof value.reason === 'string';
}
