// A second origin that plays a third-party site embedding the widget: a plain HTTP server on its
// own port serving the HTML pages a test gives it, and the JSON answers a test plays the site's own
// endpoints with (a Shopify store's AJAX cart, say).
import http from 'node:http';
import { freePort } from './free-port.ts';

export interface HostSite {
  url: string;
  /** Serves `html` at `pathname` from now on. */
  page(pathname: string, html: string): void;
  /** Answers `pathname` (any method, any query) with what `answer` returns for it, as JSON. */
  json(pathname: string, answer: (request: { method: string; body: string }) => unknown): void;
  close(): Promise<void>;
}

export async function startHostSite(): Promise<HostSite> {
  const pages = new Map<string, string>();
  const endpoints = new Map<string, Parameters<HostSite['json']>[1]>();
  const server = http.createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://host').pathname;
    const endpoint = endpoints.get(pathname);
    if (endpoint) {
      let body = '';
      for await (const chunk of request) body += String(chunk);
      const answer = endpoint({ method: request.method ?? 'GET', body });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      return;
    }
    const html = pages.get(pathname);
    if (html === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  // "localhost" rather than 127.0.0.1: a different host name, so a different origin (and site)
  // from the Pinwheel server even though both are on this machine.
  return {
    url: `http://localhost:${port}`,
    page: (pathname, html) => pages.set(pathname, html),
    json: (pathname, answer) => endpoints.set(pathname, answer),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
