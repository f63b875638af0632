import { describe, expect, it } from 'vitest';
import { PinwheelApiError } from './api-error.ts';

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('PinwheelApiError.fromResponse', () => {
  it('reads the API error body: status, code, message, fields, request id', async () => {
    const error = await PinwheelApiError.fromResponse(
      json(
        {
          error: {
            code: 'validation_failed',
            message: 'email: Invalid email address',
            fields: [{ field: 'email', reason: 'Invalid email address' }],
            requestId: 'req-9',
          },
        },
        400,
      ),
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'PinwheelApiError',
      status: 400,
      code: 'validation_failed',
      message: 'email: Invalid email address',
      fields: [{ field: 'email', reason: 'Invalid email address' }],
      requestId: 'req-9',
    });
  });

  it("reads WordPress's error body: code, message, data, and data.params as fields", async () => {
    const error = await PinwheelApiError.fromResponse(
      json(
        {
          code: 'rest_invalid_param',
          message: 'Invalid parameter(s): regular_price',
          data: { status: 400, params: { regular_price: 'At most 2 decimals.' } },
        },
        400,
        { 'x-request-id': 'req-3' },
      ),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): regular_price',
      fields: [{ field: 'regular_price', reason: 'At most 2 decimals.' }],
      requestId: 'req-3',
      data: { status: 400, params: { regular_price: 'At most 2 decimals.' } },
    });
  });

  it('falls back for an HTML page, keeping the status and the x-request-id header', async () => {
    const error = await PinwheelApiError.fromResponse(
      new Response('<h1>Bad Gateway</h1>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'text/html', 'x-request-id': 'edge-1' },
      }),
    );
    expect(error).toMatchObject({ status: 502, code: 'invalid_json', requestId: 'edge-1' });
    expect(error.message).toBe('The response is not a valid JSON response.');
  });

  it('falls back for JSON that is not the error shape, and drops malformed fields', async () => {
    const other = await PinwheelApiError.fromResponse(json({ message: 'nope' }, 500));
    expect(other).toMatchObject({
      status: 500,
      code: 'unknown_error',
      message: 'An unknown error occurred.',
      requestId: undefined,
    });
    const partial = await PinwheelApiError.fromResponse(
      json({ error: { code: 'x', message: 'y', fields: [{ field: 'a' }, 'b'] } }, 400, {
        'x-request-id': 'from-header',
      }),
    );
    expect(partial).toMatchObject({ code: 'x', fields: [], requestId: 'from-header' });
  });
});
