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

  it('falls back for an HTML page, keeping the status and the x-request-id header', async () => {
    const error = await PinwheelApiError.fromResponse(
      new Response('<h1>Bad Gateway</h1>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'text/html', 'x-request-id': 'edge-1' },
      }),
    );
    expect(error).toMatchObject({ status: 502, code: 'unexpected_response', requestId: 'edge-1' });
    expect(error.message).toBe('The server answered 502 Bad Gateway without an API error body');
  });

  it('falls back for JSON that is not the error shape, and drops malformed fields', async () => {
    const other = await PinwheelApiError.fromResponse(json({ message: 'nope' }, 500));
    expect(other).toMatchObject({ status: 500, code: 'unexpected_response', requestId: undefined });
    const partial = await PinwheelApiError.fromResponse(
      json({ error: { code: 'x', message: 'y', fields: [{ field: 'a' }, 'b'] } }, 400, {
        'x-request-id': 'from-header',
      }),
    );
    expect(partial).toMatchObject({ code: 'x', fields: [], requestId: 'from-header' });
  });
});
