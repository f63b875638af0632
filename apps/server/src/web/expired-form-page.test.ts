// The page a form post without a valid nonce gets: its way back leads to the page the form was on,
// and never off this site, whatever the Referer says.
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendExpiredFormPage } from './expired-form-page.ts';

describe('the expired-form page', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(cookie);
    app.post('/form', (request, reply) => sendExpiredFormPage(request, reply, 'expired'));
    await app.ready();
  });
  afterAll(() => app.close());

  /** The address of the page's "back to the page" link. */
  async function backLink(referer: string | undefined): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { host: 'shop.test', accept: 'text/html', ...(referer ? { referer } : {}) },
    });
    expect(response.statusCode).toBe(403);
    const href = /<a href="([^"]*)"/.exec(response.body)?.[1];
    expect(href).toBeDefined();
    return href!.replace(/&amp;/g, '&');
  }

  it('leads back to the page the form was on', async () => {
    expect(await backLink('http://shop.test/admin/sign-in?redirectTo=%2Fadmin')).toBe(
      '/admin/sign-in?redirectTo=%2Fadmin',
    );
  });

  it.each([
    ['no Referer', undefined],
    ['another site', 'http://evil.example/admin'],
    ['a path that resolves to another host', 'http://shop.test/.//evil.example/'],
    ['a path that starts with two slashes', 'http://shop.test//evil.example/'],
    ['escaped slashes', 'http://shop.test/%2f%2fevil.example/'],
    ['a Referer that is no address', 'not a url'],
  ])('leads to the front page for %s', async (_label, referer) => {
    expect(await backLink(referer)).toBe('/');
  });

  it('answers in the language the visitor chose, as a page', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { host: 'shop.test', accept: 'text/html', cookie: 'pinwheel_lang=he' },
    });
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="he" dir="rtl">');
  });
});
