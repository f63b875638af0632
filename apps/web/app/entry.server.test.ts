import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { handleError } from './entry.server.tsx';

function contextLogging() {
  const logError = vi.fn<RouterContextProvider['logError']>();
  return { context: Object.assign(new RouterContextProvider(), { logError }), logError };
}

describe('handleError', () => {
  it("logs a failing loader, action or render through the load context's logger", () => {
    const { context, logError } = contextLogging();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('the database is gone');
    handleError(error, { request: new Request('http://shop.test/'), context });
    expect(logError).toHaveBeenCalledExactlyOnceWith(error);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('logs the error React Router wrapped in a response error, with its stack', async () => {
    // React Router's own answer to a POST on a route without an action: a 405 wrapping the reason.
    const { createStaticHandler } = await import('react-router');
    const handler = createStaticHandler([{ id: 'page', path: '/', loader: () => null }]);
    const result = await handler.query(new Request('http://shop.test/', { method: 'POST' }));
    if (result instanceof Response) throw new Error('expected a static handler context');
    const routeError = Object.values(result.errors ?? {})[0];
    const { context, logError } = contextLogging();
    handleError(routeError, { request: new Request('http://shop.test/'), context });
    const logged = logError.mock.calls[0]?.[0];
    expect(logged).toBeInstanceOf(Error);
    expect((logged as Error).message).toMatch(/did not provide an `action`/);
  });

  it('does not log a request the visitor abandoned', () => {
    const { context, logError } = contextLogging();
    const visitor = new AbortController();
    visitor.abort();
    const request = new Request('http://shop.test/', { signal: visitor.signal });
    handleError(new Error('aborted'), { request, context });
    expect(logError).not.toHaveBeenCalled();
  });
});
