// "Check my site" against a real page server on this machine: the snippet found (ours, or loading
// from another host), missing, an error status, redirects followed and judged again, and loopback
// or private addresses refused unless the server allows them (tests).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSitePage, findSnippet, isPrivateAddress } from './site-check.ts';

const publicUrl = 'http://pinwheel.test:3000';
const allowLocal = { publicUrl, allowPrivateAddresses: true };
const refuseLocal = { publicUrl, allowPrivateAddresses: false };

describe('check my site', () => {
  let server: http.Server;
  let base: string;
  const pages = new Map<string, { status: number; body: string; location?: string }>();

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const page = pages.get(request.url ?? '/') ?? { status: 404, body: 'not found' };
      response.writeHead(page.status, {
        'content-type': 'text/html',
        ...(page.location ? { location: page.location } : {}),
      });
      response.end(page.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    pages.set('/with', {
      status: 200,
      body: `<html><body><script async src="${publicUrl}/embed.js" data-client-id="abc123"></script></body></html>`,
    });
    pages.set('/poptin', {
      status: 200,
      body: `<script id="pixel-script-poptin" src="https://cdn.popt.in/pixel.js?id=abc123" async></script>`,
    });
    pages.set('/other', {
      status: 200,
      body: `<script async src="${publicUrl}/embed.js" data-client-id="someone-else"></script>`,
    });
    pages.set('/moved', { status: 301, body: '', location: '/with' });
    pages.set('/gone', { status: 500, body: 'broken' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('finds our snippet, follows a redirect to it, and tells a snippet loading from elsewhere', async () => {
    expect(await checkSitePage(`${base}/with`, 'abc123', allowLocal)).toMatchObject({
      outcome: 'found',
      status: 200,
    });
    expect(await checkSitePage(`${base}/moved`, 'abc123', allowLocal)).toMatchObject({
      outcome: 'found',
      url: `${base}/with`,
    });
    expect((await checkSitePage(`${base}/poptin`, 'abc123', allowLocal)).outcome).toBe('elsewhere');
  });

  it('says missing when the page has no snippet with this client id, and names an error status', async () => {
    expect((await checkSitePage(`${base}/other`, 'abc123', allowLocal)).outcome).toBe('missing');
    expect(await checkSitePage(`${base}/gone`, 'abc123', allowLocal)).toMatchObject({
      outcome: 'http_error',
      status: 500,
    });
  });

  it('refuses loopback, private and non-web addresses unless allowed, redirects included', async () => {
    expect((await checkSitePage(`${base}/with`, 'abc123', refuseLocal)).outcome).toBe('refused');
    expect((await checkSitePage('http://localhost/', 'abc123', refuseLocal)).outcome).toBe(
      'refused',
    );
    expect((await checkSitePage('http://[::ffff:127.0.0.1]/', 'abc123', refuseLocal)).outcome).toBe(
      'refused',
    );
    expect((await checkSitePage('file:///etc/passwd', 'abc123', allowLocal)).outcome).toBe(
      'refused',
    );
    expect((await checkSitePage('http://user:pw@example.com/', 'abc123', allowLocal)).outcome).toBe(
      'refused',
    );
    pages.set('/to-file', { status: 302, body: '', location: 'file:///etc/passwd' });
    expect((await checkSitePage(`${base}/to-file`, 'abc123', allowLocal)).outcome).toBe('refused');
  });

  it('judges addresses: private and mapped forms refused, public ones not', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::7f00:1',
      '2002:c0a8:0101::1',
    ]) {
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    }
    for (const address of [
      '93.184.216.34',
      '2606:2800:220:1:248:1893:25c8:1946',
      '::ffff:8.8.8.8',
    ]) {
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
    }
  });

  it('reads a script tag as HTML writes it: single quotes, entities, a relative address', () => {
    const page = new URL('http://pinwheel.test:3000/shop');
    expect(
      findSnippet(`<SCRIPT src='/pixel.js?x=1&amp;id=abc123'></SCRIPT>`, page, 'abc123', publicUrl),
    ).toBe('ours');
    expect(findSnippet('<p>abc123</p>', page, 'abc123', publicUrl)).toBeNull();
  });
});
