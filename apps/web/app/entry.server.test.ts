import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { handleError } from './entry.server.tsx';

function contextLogging() {
  const logError = vi.fn<RouterContextProvider['logError']>();
  const logRefusal = vi.fn<RouterContextProvider['logRefusal']>();
  return {
    context: Object.assign(new RouterContextProvider(), { logError, logRefusal }),
    logError,
    logRefusal,
  };
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

  it('logs a POST to a page without an action (405) as a refusal with its reason, not an error', async () => {
    const { createStaticHandler } = await import('react-router');
    const handler = createStaticHandler([{ id: 'page', path: '/', loader: () => null }]);
    const result = await handler.query(new Request('http://shop.test/', { method: 'POST' }));
    if (result instanceof Response) throw new Error('expected a static handler context');
    const routeError = Object.values(result.errors ?? {})[0];
    const { context, logError, logRefusal } = contextLogging();
    handleError(routeError, { request: new Request('http://shop.test/'), context });
    expect(logError).not.toHaveBeenCalled();
    expect(logRefusal).toHaveBeenCalledExactlyOnceWith(
      405,
      expect.stringMatching(/did not provide an `action`/),
    );
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
