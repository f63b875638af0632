// GET {poptin_url}: a popup's content at a versioned URL that never changes its answer.
import type { DesignDocument } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import {
  createDemoAppWithOwner,
  createPopup,
  createSite,
  popupBody,
  requestDisplay,
  type CreatedSite,
  type OwnerClient,
} from '../testing/display-fixtures.ts';
import { popupContentSchema } from '../popup-schema.ts';

describe.each(testEngines())('popup content at its poptin_url on %s', (engine) => {
  let t: TestApp;
  let owner: OwnerClient;
  let site: CreatedSite;

  beforeAll(async () => {
    ({ t, owner } = await createDemoAppWithOwner(engine));
    site = await createSite(owner);
  });
  afterAll(() => t.close());

  /** The poptin_url the display answer gives for this popup now. */
  async function urlOf(popupId: string, fields: Record<string, string> = {}): Promise<string> {
    const answer = await requestDisplay(t.app, site.client_id, fields);
    const popup = answer.json().poptins.find((p: { poptin_id: string }) => p.poptin_id === popupId);
    expect(popup, 'the popup is in the display answer').toBeDefined();
    return popup.poptin_url;
  }

  it('answers the content, readable by any origin and cached for a year', async () => {
    const id = await createPopup(
      owner,
      site.id,
      popupBody({
        poptin: '<p>Ten percent off</p>',
        design_properties: { coupon: { code: 'WELCOME10', coupon_type: 'shared' } },
      }),
    );
    const url = await urlOf(id);
    const response = await t.app.inject({ url, headers: { origin: 'https://shop.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const content = response.json();
    expect(content).toMatchObject({
      poptin_id: id,
      poptin: '<p>Ten percent off</p>',
      poptin_size: { width: 800, height: 500 },
      design_properties: { coupon: { code: 'WELCOME10' } },
    });
    expect(url.endsWith(`/${content.version}`)).toBe(true);
    expect(() => popupContentSchema.parse(content)).not.toThrow();
  });

  it('serves a design document at the poptin_url, never in the display answer', async () => {
    const design: DesignDocument = {
      theme: { background: '#fff7ed', text: '#1f2937', accent: '#9a3412', align: 'center' },
      blocks: [
        { type: 'heading', text: 'Welcome! Take 10% off', level: 2 },
        { type: 'text', text: 'Join our list for your first-order discount.' },
        { type: 'image', src: '/media/welcome.jpg', alt: 'Folded linen shirts', width: 600 },
        {
          type: 'form',
          fields: [
            { kind: 'email', label: 'Email', placeholder: 'you@example.com', required: true },
          ],
          submit_label: 'Get my code',
        },
        { type: 'coupon', code: 'WELCOME10', caption: 'Valid on your first order' },
        { type: 'button', label: 'See the new arrivals', action: 'link', href: '/collections/new' },
        { type: 'countdown' },
        { type: 'products' },
        { type: 'html', html: '<p>Terms <a href="/terms">apply</a>.</p>' },
      ],
    };
    const id = await createPopup(owner, site.id, popupBody({ design }));
    const answer = await requestDisplay(t.app, site.client_id);
    const displayed = answer.json().poptins.find((p: { poptin_id: string }) => p.poptin_id === id);
    expect(displayed).not.toHaveProperty('design');
    const content = (await t.app.inject(displayed.poptin_url)).json();
    expect(content.design).toEqual(design);
    expect(() => popupContentSchema.parse(content)).not.toThrow();
  });

  it("serves a Hebrew page the popup's Hebrew content, and an English one its own", async () => {
    const english: DesignDocument = {
      blocks: [{ type: 'heading', text: 'Welcome! Take 10% off', level: 1 }],
      teaser: { text: 'Get 10% off', show: 'always' },
    };
    const hebrew: DesignDocument = {
      blocks: [{ type: 'heading', text: 'ברוכים הבאים! 10% הנחה', level: 1 }],
      teaser: { text: '10% הנחה', show: 'always' },
    };
    const id = await createPopup(
      owner,
      site.id,
      popupBody({ design: english, translations: { he: { design: hebrew } } }),
    );
    const inLanguage = async (acceptLanguage: string) => {
      const answer = await requestDisplay(
        t.app,
        site.client_id,
        {},
        {
          'accept-language': acceptLanguage,
        },
      );
      const shown = answer.json().poptins.find((p: { poptin_id: string }) => p.poptin_id === id);
      expect(shown).not.toHaveProperty('translations');
      const content = (await t.app.inject(shown.poptin_url)).json();
      expect(content).not.toHaveProperty('translations');
      expect(() => popupContentSchema.parse(content)).not.toThrow();
      return { lang: answer.json().lang, url: shown.poptin_url as string, design: content.design };
    };
    const he = await inLanguage('he-IL,he;q=0.9');
    expect(he).toMatchObject({ lang: 'he', design: hebrew });
    const en = await inLanguage('en-GB,en;q=0.9');
    expect(en).toMatchObject({ lang: 'en', design: english });
    expect(he.url).not.toBe(en.url);

    // Edited, the Hebrew page's old URL leads to the new Hebrew content, not the English.
    const edited = await owner.request('PATCH', `/api/admin/popups/${id}`, {
      popup: popupBody({
        design: english,
        translations: {
          he: { design: { ...hebrew, blocks: [hebrew.blocks[0]!, hebrew.blocks[0]!] } },
        },
      }),
    });
    expect(edited.statusCode).toBe(200);
    const old = await t.app.inject(he.url);
    expect(old.statusCode).toBe(302);
    const moved = (await t.app.inject(old.headers.location as string)).json();
    expect(moved.design.blocks).toEqual([hebrew.blocks[0], hebrew.blocks[0]]);
  });

  it('refuses a translation that is not a design or template, naming the field', async () => {
    const refused = await owner.request('POST', `/api/admin/sites/${site.id}/popups`, {
      status: 'live',
      popup: { ...popupBody(), translations: { fr: { poptin: '<p>Bonjour</p>' } } },
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('translations');
  });

  it('gets a new URL with every edit; the old one leads to the new content', async () => {
    const id = await createPopup(owner, site.id, popupBody({ poptin: '<p>First</p>' }));
    const first = await urlOf(id);
    // Another fetch of the display answer, unchanged popup: the same URL (browsers keep it).
    expect(await urlOf(id)).toBe(first);
    const edited = await owner.request('PATCH', `/api/admin/popups/${id}`, {
      popup: popupBody({ poptin: '<p>Second</p>' }),
    });
    expect(edited.statusCode).toBe(200);
    const second = await urlOf(id);
    expect(second).not.toBe(first);
    const old = await t.app.inject(first);
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(second);
    expect(old.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject(second)).json().poptin).toBe('<p>Second</p>');
  });

  it("serves a draft's content to its preview, and nothing of a gone popup", async () => {
    const draft = await createPopup(owner, site.id, popupBody(), 'draft');
    const url = await urlOf(draft, { preview_poptin_id: draft });
    expect((await t.app.inject(url)).statusCode).toBe(200);
    // An old version of a draft leads nowhere: drafts are for their current preview only.
    const stale = await t.app.inject(url.replace(/[^/]+$/, 'old-version'));
    expect(stale.statusCode).toBe(404);

    const deleted = await owner.request('DELETE', `/api/admin/popups/${draft}`);
    expect(deleted.statusCode).toBe(204);
    const gone = await t.app.inject(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('not_found');
    const unknownSite = await t.app.inject(url.replace(site.client_id, 'no-such-client'));
    expect(unknownSite.statusCode).toBe(404);
  });

  it('refuses malformed ids and versions with 400 naming the field', async () => {
    const badPopup = await t.app.inject(`/api/display/content/${site.client_id}/short/v1`);
    expect(badPopup.statusCode).toBe(400);
    expect(badPopup.json().error.fields[0].field).toBe('popupId');
    const badVersion = await t.app.inject(
      `/api/display/content/${site.client_id}/abcdefghijklm/${'%3C'.repeat(3)}`,
    );
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().error.fields[0].field).toBe('version');
  });
});
