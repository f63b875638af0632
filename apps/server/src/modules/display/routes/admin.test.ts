import { chooseVariant, NONCE_HEADER } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import {
  createSite,
  popupBody,
  requestDisplay,
  signInOwner,
  visitorState,
  type OwnerClient,
} from '../testing/display-fixtures.ts';

describe.each(testEngines())('owner API for sites and popups on %s', (engine) => {
  let t: TestApp;
  let owner: OwnerClient;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signInOwner(t.app);
  });
  afterAll(() => t.close());

  it('needs a signed-in owner (401 JSON), and a nonce for writes', async () => {
    const anonymous = await t.app.inject('/api/admin/sites');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');
    const noNonce = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sites',
      headers: { cookie: owner.headers.cookie! },
      payload: { name: 'No nonce' },
    });
    expect(noNonce.statusCode).toBe(403);
    expect(noNonce.json().error.code).toBe('nonce_missing');
    expect(NONCE_HEADER in owner.headers).toBe(true);
  });

  it('creates, lists, reads, changes and deletes a site with a generated client id', async () => {
    const created = await owner.request('POST', '/api/admin/sites', {
      name: 'Corner shop',
      allowed_domains: ['Corner.Example', 'www.corner.example'],
      monthly_view_limit: 10000,
      is_freemium: true,
    });
    expect(created.statusCode).toBe(201);
    const site = created.json().site;
    expect(site).toMatchObject({
      name: 'Corner shop',
      allowed_domains: ['corner.example', 'www.corner.example'],
      monthly_view_limit: 10000,
      is_freemium: true,
      is_restricted: false,
    });
    expect(site.client_id).toMatch(/^[0-9a-z]{16}$/);
    const list = await owner.request('GET', '/api/admin/sites');
    expect(list.json().sites.map((s: { id: string }) => s.id)).toContain(site.id);
    const changed = await owner.request('PATCH', `/api/admin/sites/${site.id}`, {
      is_restricted: true,
      monthly_view_limit: null,
    });
    expect(changed.json().site).toMatchObject({
      is_restricted: true,
      monthly_view_limit: null,
      is_freemium: true,
    });
    expect(
      (await owner.request('GET', `/api/admin/sites/${site.id}`)).json().site.is_restricted,
    ).toBe(true);
    expect((await owner.request('DELETE', `/api/admin/sites/${site.id}`)).statusCode).toBe(204);
    expect((await owner.request('GET', `/api/admin/sites/${site.id}`)).statusCode).toBe(404);
  });

  it('rejects a bad site with 400 and the field', async () => {
    const response = await owner.request('POST', '/api/admin/sites', {
      name: 'Bad',
      allowed_domains: ['not a host/path'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].field).toBe('allowed_domains.0');
  });

  it("keeps a client id the owner brings (Poptin's 13 characters) and serves its popups by it", async () => {
    const clientId = 'a1b2c3d4e5f6g';
    const created = await owner.request('POST', '/api/admin/sites', {
      name: 'Moved from Poptin',
      client_id: clientId,
    });
    expect(created.statusCode).toBe(201);
    const site = created.json().site;
    expect(site.client_id).toBe(clientId);
    const popup = await owner.request('POST', `/api/admin/sites/${site.id}/popups`, {
      status: 'live',
      popup: popupBody(),
    });
    const display = await requestDisplay(t.app, clientId);
    expect(display.json().poptins.map((p: { poptin_id: string }) => p.poptin_id)).toEqual([
      popup.json().popup.id,
    ]);

    const again = await owner.request('POST', '/api/admin/sites', {
      name: 'Same id',
      client_id: clientId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('client_id_taken');
    const badShape = await owner.request('POST', '/api/admin/sites', {
      name: 'Bad id',
      client_id: 'has space',
    });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().error.fields[0].field).toBe('client_id');
  });

  it('creates popups with 13-character ids and the full typed body, and manages them', async () => {
    const site = (await owner.request('POST', '/api/admin/sites', { name: 'Popups' })).json().site;
    const body = popupBody({
      poptin_type: 'gamified',
      gamified_prize: [
        { prize_id: 'p1', is_winner: 1, label: '10% off', code: 'TEN', chances: 50 },
      ],
      d_f_a: { rule: 'display_once_every_few_days_3', days: 2 },
      display_after_scroll_active: 40,
      cookie_filter: [
        { cookie_name_pair: 'vip', cookie_value_pair: 'exact|:|1', cookie_show_pair: 'show' },
      ],
    });
    const created = await owner.request('POST', `/api/admin/sites/${site.id}/popups`, {
      status: 'live',
      popup: body,
    });
    expect(created.statusCode).toBe(201);
    const popup = created.json().popup;
    expect(popup.id).toMatch(/^[0-9a-z]{13}$/);
    expect(popup).toMatchObject({
      site_id: site.id,
      status: 'live',
      popup: { ...body, poptin_id: popup.id },
    });

    const variant = await owner.request('POST', `/api/admin/sites/${site.id}/popups`, {
      popup: popupBody({ ab_test: 1, ab_test_parent_id: popup.id }),
    });
    expect(variant.json().popup.status).toBe('draft');
    const listed = await owner.request('GET', `/api/admin/sites/${site.id}/popups`);
    expect(listed.json().popups).toHaveLength(2);

    const paused = await owner.request('PATCH', `/api/admin/popups/${popup.id}`, {
      status: 'paused',
    });
    expect(paused.json().popup.status).toBe('paused');
    const renamed = await owner.request('PATCH', `/api/admin/popups/${popup.id}`, {
      popup: { ...body, poptin_name: 'Renamed' },
    });
    expect(renamed.json().popup.popup.poptin_name).toBe('Renamed');
    expect((await owner.request('GET', `/api/admin/popups/${popup.id}`)).json().popup.status).toBe(
      'paused',
    );
    expect((await owner.request('DELETE', `/api/admin/popups/${popup.id}`)).statusCode).toBe(204);
    expect((await owner.request('GET', `/api/admin/popups/${popup.id}`)).statusCode).toBe(404);
  });

  it('rejects a popup body that does not match the typed popup, naming the field', async () => {
    const site = (await owner.request('POST', '/api/admin/sites', { name: 'Strict' })).json().site;
    const cases: Array<[object, string]> = [
      [{ ...popupBody(), poptin_type: 'carousel' }, 'popup.poptin_type'],
      [{ ...popupBody(), poptin_size: { width: '800', height: 500 } }, 'popup.poptin_size.width'],
      [{ ...popupBody(), d_f_a: { rule: 'display_once_every_few_days_3' } }, 'popup.d_f_a.days'],
      [{ ...popupBody(), ab_test_parent_id: 'short' }, 'popup.ab_test_parent_id'],
    ];
    for (const [popup, field] of cases) {
      const response = await owner.request('POST', `/api/admin/sites/${site.id}/popups`, { popup });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[0].field).toBe(field);
    }
    const foreignParent = await owner.request('POST', `/api/admin/sites/${site.id}/popups`, {
      popup: popupBody({ ab_test_parent_id: 'zzzzzzzzzzzzz' }),
    });
    expect(foreignParent.statusCode).toBe(400);
    expect(foreignParent.json().error.fields[0].field).toBe('popup.ab_test_parent_id');
    const unknownSite = await owner.request('POST', '/api/admin/sites/nope/popups', {
      popup: popupBody(),
    });
    expect(unknownSite.statusCode).toBe(404);
  });

  it('refuses a bad design document with 400 naming the block and field', async () => {
    const site = (await owner.request('POST', '/api/admin/sites', { name: 'Designs' })).json().site;
    const heading = { type: 'heading', text: 'Hello', level: 2 };
    const cases: Array<[unknown[], string, string?]> = [
      [
        [heading, heading, { type: 'button', label: 'Go', action: 'link', href: 'javascript:x()' }],
        'popup.design.blocks.2.href',
        'must be a web address, a path, or a tel:, sms: or mailto: link',
      ],
      [
        [{ type: 'button', label: 'Go', action: 'link' }],
        'popup.design.blocks.0.href',
        'a link button needs its address',
      ],
      [
        [heading, { type: 'image', src: 'data:image/png;base64,AAAA', alt: '' }],
        'popup.design.blocks.1.src',
        'must be an http(s) address or a path',
      ],
      [[{ type: 'heading', text: 'Two\nlines', level: 2 }], 'popup.design.blocks.0.text'],
      [[{ type: 'heading', text: 'Big', level: 7 }], 'popup.design.blocks.0.level'],
      [[{ type: 'carousel' }], 'popup.design.blocks.0.type'],
      [
        [{ type: 'form', fields: [{ kind: 'fax', label: 'Fax' }], submit_label: 'Send' }],
        'popup.design.blocks.0.fields.0.kind',
      ],
      [[{ type: 'coupon', code: 'X'.repeat(101) }], 'popup.design.blocks.0.code'],
      [Array.from({ length: 31 }, () => heading), 'popup.design.blocks'],
    ];
    for (const [blocks, field, reason] of cases) {
      const response = await owner.request('POST', `/api/admin/sites/${site.id}/popups`, {
        popup: popupBody({ design: { blocks } as never }),
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.fields[0].field).toBe(field);
      if (reason) expect(response.json().error.fields[0].reason).toBe(reason);
    }
    const badColour = await owner.request('POST', `/api/admin/sites/${site.id}/popups`, {
      popup: popupBody({ design: { theme: { accent: 'red' }, blocks: [] } as never }),
    });
    expect(badColour.statusCode).toBe(400);
    expect(badColour.json().error.fields[0].field).toBe('popup.design.theme.accent');
    for (const [document, field] of [
      [{ blocks: [], teaser: { text: 'Open', show: 'sometimes' } }, 'popup.design.teaser.show'],
      [{ blocks: [], teaser: { text: '  ', show: 'always' } }, 'popup.design.teaser.text'],
      [{ blocks: [], thank_you: [{ type: 'carousel' }] }, 'popup.design.thank_you.0.type'],
    ] as const) {
      const response = await owner.request('POST', `/api/admin/sites/${site.id}/popups`, {
        popup: popupBody({ design: document as never }),
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.fields[0].field).toBe(field);
    }
  });

  it('takes web, path, tel:, sms: and mailto: links for redirects, and refuses script links', async () => {
    const site = (await owner.request('POST', '/api/admin/sites', { name: 'Links' })).json().site;
    const redirectTo = (url: string) =>
      owner.request('POST', `/api/admin/sites/${site.id}/popups`, {
        popup: popupBody({
          design_properties: { poptin_design_redirect: 1, poptin_design_redirect_url: url },
        }),
      });
    for (const url of [
      'https://shop.example/thanks',
      '/thanks?from=popup',
      'shop.example/thanks',
      'tel:+972501234567',
      'MAILTO:hello@shop.example',
    ]) {
      expect((await redirectTo(url)).statusCode, url).toBe(201);
    }
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>']) {
      const refused = await redirectTo(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error.fields[0]).toMatchObject({
        field: 'popup.design_properties.poptin_design_redirect_url',
        reason: 'must be a web address, a path, or a tel:, sms: or mailto: link',
      });
    }
    const prize = await owner.request('POST', `/api/admin/sites/${site.id}/popups`, {
      popup: popupBody({
        poptin_type: 'gamified',
        gamified_prize: [
          {
            prize_id: 'p1',
            is_winner: 1,
            label: 'Win',
            chances: 100,
            redirect_to: 1,
            redirect_to_options: { redirect_to_url: 'vbscript:msgbox(1)' },
          },
        ],
      }),
    });
    expect(prize.statusCode).toBe(400);
    expect(prize.json().error.fields[0].field).toMatch(/redirect_to_url$/);
  });

  it('keeps an A/B test running after its original is deleted, and its variants editable', async () => {
    const site = (await owner.request('POST', '/api/admin/sites', { name: 'A/B' })).json().site;
    const create = async (popup: object) =>
      (
        await owner.request('POST', `/api/admin/sites/${site.id}/popups`, { status: 'live', popup })
      ).json().popup.id as string;
    const original = await create(popupBody({ ab_test: 1 }));
    const variants = [
      await create(popupBody({ poptin_name: 'Variant 1', ab_test_parent_id: original })),
      await create(popupBody({ poptin_name: 'Variant 2', ab_test_parent_id: original })),
    ];
    const visitors = Array.from({ length: 12 }, (_, i) => `ab-visitor-${i}`);
    const shown = async (visitor: string) => {
      const display = await requestDisplay(t.app, site.client_id, {
        cookies: visitorState({ visitor_id: visitor }),
      });
      return (display.json().poptins as Array<{ poptin_id: string }>).map((p) => p.poptin_id);
    };
    const before = new Map<string, string[]>();
    for (const visitor of visitors) before.set(visitor, await shown(visitor));
    expect((await owner.request('DELETE', `/api/admin/popups/${original}`)).statusCode).toBe(204);

    const saved = await owner.request('PATCH', `/api/admin/popups/${variants[0]}`, {
      popup: popupBody({ poptin_name: 'Variant 1, reworded', ab_test_parent_id: original }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().popup.popup.poptin_name).toBe('Variant 1, reworded');
    const elsewhere = await owner.request('PATCH', `/api/admin/popups/${variants[0]}`, {
      popup: popupBody({ ab_test_parent_id: 'zzzzzzzzzzzzz' }),
    });
    expect(elsewhere.statusCode).toBe(400);

    // The test goes on under the original's id: each visitor gets one variant, the one the split
    // gives them, and whoever had a variant before keeps it.
    for (const visitor of visitors) {
      const now = await shown(visitor);
      expect(now).toEqual([chooseVariant(variants, visitor, original)]);
      const had = before.get(visitor)!;
      if (had[0] !== original) expect(now).toEqual(had);
    }
  });

  // PostgreSQL refuses a NUL in text, so one stored would be a 500; none belongs in what an owner
  // types. Tabs and line breaks are kept where text is multi-line (the template, the HTML rule).
  it.each([
    ['a NUL in a site name', 'POST', '/api/admin/sites', { name: 'a\u0000b' }, 'name'],
    ['a line break in a site name', 'POST', '/api/admin/sites', { name: 'a\nb' }, 'name'],
    [
      'a NUL in a popup name',
      'POST',
      'SITE/popups',
      { popup: popupBody({ poptin_name: 'Offer\u0000' }) },
      'popup.poptin_name',
    ],
    [
      'a bell in a page rule',
      'POST',
      'SITE/popups',
      { popup: popupBody({ show_on_pages: [{ rule: 'contain', value: '/sale\u0007' }] }) },
      'popup.show_on_pages.0.value',
    ],
    [
      'an escape in a design text',
      'POST',
      'SITE/popups',
      {
        popup: popupBody({
          design_properties: { poptin_location: 'center', poptin_design_redirect_url: 'x\u001b' },
        }),
      },
      'popup.design_properties.poptin_design_redirect_url',
    ],
    [
      'a NUL in the template',
      'POST',
      'SITE/popups',
      { popup: popupBody({ poptin: '<p>a</p>\u0000' }) },
      'popup.poptin',
    ],
  ])('refuses %s with 400 and the field', async (...[, method, url, body, field]) => {
    const site = await createSite(owner);
    const response = await owner.request(
      method as 'POST',
      url.replace('SITE', `/api/admin/sites/${site.id}`),
      body,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: [{ field, reason: 'must not contain control characters' }],
    });
  });

  it('refuses a control character in a site id in the address with 400, not 500', async () => {
    const response = await owner.request('GET', '/api/admin/sites/a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { field: 'siteId', reason: 'must not contain control characters' },
    ]);
  });

  it('keeps tabs and line breaks in the multi-line texts: the template and the HTML rule', async () => {
    const site = await createSite(owner);
    const popup = popupBody({
      poptin: '<div>\n\t<p>Hello</p>\r\n</div>',
      source_code_target_active: 1,
      source_code_target_html: '<div class="cart">\n</div>',
    });
    const response = await owner.request('POST', `/api/admin/sites/${site.id}/popups`, { popup });
    expect(response.statusCode).toBe(201);
    expect(response.json().popup.popup).toMatchObject({
      poptin: popup.poptin,
      source_code_target_html: popup.source_code_target_html,
    });
  });
});
