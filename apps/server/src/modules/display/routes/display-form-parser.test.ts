// The display call reads the loader's form body with the one-pass reader (display-form-parser.ts)
// and lets a body it vouches for skip zod. These tests send each request as a form and as the same
// fields in JSON (which only zod checks), and hold the two answers to the same status, headers and
// bytes: the quick way must never answer differently from the checked one.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import { DEMO_CLIENT_ID } from '../../sites/index.ts';
import { DEMO_POPUP_IDS } from '../demo-popups.ts';
import {
  createDemoAppWithOwner,
  createPopup,
  createSite,
  popupBody,
  visitorState,
  type OwnerClient,
} from '../testing/display-fixtures.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

type Fields = Record<string, string>;

function fields(extra: Fields = {}): Fields {
  return {
    domain: 'shop.test',
    if_mobile: '0',
    poptin_viewed_url: 'https://shop.test/products/mug',
    cookies: visitorState(),
    ...extra,
  };
}

/** Headers that differ between any two answers. */
const perAnswer = new Set(['date', 'x-request-id', 'content-length']);

function comparable(answer: Answer) {
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !perAnswer.has(name)),
  );
  const plain =
    answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body;
  // Error answers name their request id; everything else must match byte for byte.
  const body = plain.toString('latin1').replace(/"requestId":"[^"]*"/, '"requestId":"…"');
  return { status: answer.status, headers, body };
}

async function post(
  t: TestApp,
  url: string,
  payload: string,
  type: string,
  headers: Fields = {},
): Promise<Answer> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': type, ...headers },
    payload,
  });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

const asForm = (t: TestApp, url: string, body: string, headers?: Fields) =>
  post(t, url, body, 'application/x-www-form-urlencoded', headers);

/** Sends the fields as a form and as JSON; expects the same answer; answers the form's. */
async function answeredAlike(
  t: TestApp,
  url: string,
  sent: Fields,
  headers: Fields = {},
): Promise<Answer> {
  const form = await asForm(t, url, new URLSearchParams(sent).toString(), headers);
  const json = await post(t, url, JSON.stringify(sent), 'application/json', headers);
  expect(comparable(form)).toEqual(comparable(json));
  return form;
}

describe.each(testEngines())('the display call read in one pass on %s', (engine) => {
  let t: TestApp;
  let owner: OwnerClient;
  let allowedSite: string;
  let restrictedSite: string;
  let draftSite: { clientId: string; popupId: string };
  const demo = `/api/display/${DEMO_CLIENT_ID}`;

  beforeAll(async () => {
    ({ t, owner } = await createDemoAppWithOwner(engine));
    allowedSite = (await createSite(owner, { allowed_domains: ['shop.test'] })).client_id;
    restrictedSite = (await createSite(owner, { is_restricted: true })).client_id;
    const site = await createSite(owner);
    draftSite = {
      clientId: site.client_id,
      popupId: await createPopup(owner, site.id, popupBody(), 'draft'),
    };
  });
  afterAll(() => t.close());

  it("answers the demo site's popups as the checked way does", async () => {
    const answer = await answeredAlike(
      t,
      demo,
      fields({ poptin_forms_id: DEMO_POPUP_IDS.embedded }),
    );
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body.toString());
    expect(body).toMatchObject({ display: 'allowed', ip: '127.0.0.1', lang: 'en' });
    expect(body.poptins.map((p: { poptin_id: string }) => p.poptin_id)).toContain(
      DEMO_POPUP_IDS.embedded,
    );
    expect(answer.headers).toMatchObject({
      'access-control-allow-origin': '*',
      vary: 'accept-encoding',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
  });

  it('gzips for a browser that takes it, and answers Hebrew', async () => {
    const answer = await answeredAlike(t, `${demo}?v=2`, fields(), {
      'accept-encoding': 'gzip, deflate, br',
      'accept-language': 'he-IL,he;q=0.9',
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString())).toMatchObject({ lang: 'he' });
  });

  it('refuses alike: unknown client, foreign domain, restricted client', async () => {
    const refusals = [
      ['/api/display/no-such-client', {}, 'Unknown client id'],
      [
        `/api/display/${allowedSite}`,
        { origin: 'https://elsewhere.example' },
        'Domain not allowed',
      ],
      [`/api/display/${restrictedSite}`, {}, 'Client restricted'],
    ] as const;
    for (const [url, headers, message] of refusals) {
      const answer = await answeredAlike(t, url, fields(), headers);
      expect(JSON.parse(answer.body.toString())).toMatchObject({ display: 'not_allowed', message });
    }
  });

  it('serves a draft to its preview', async () => {
    const answer = await answeredAlike(
      t,
      `/api/display/${draftSite.clientId}`,
      fields({ preview_poptin_id: draftSite.popupId }),
    );
    expect(JSON.parse(answer.body.toString()).poptins).toHaveLength(1);
  });

  it('answers bad input with the same 400 naming the field', async () => {
    const bad = [
      [fields({ if_mobile: '2' }), 'if_mobile'],
      [fields({ cookies: '{"seen":"abc"}' }), 'cookies.seen'],
      [fields({ cookies: '{' }), 'cookies'],
      [fields({ page_title: 'a\u0000b' }), 'page_title'],
      [fields({ domain: 'd'.repeat(254) }), 'domain'],
    ] as const;
    for (const [sent, field] of bad) {
      const answer = await answeredAlike(t, demo, sent);
      expect(answer.status, field).toBe(400);
      expect(JSON.parse(answer.body.toString()).error.fields[0].field).toBe(field);
    }
  });

  it('words a form the quick reader steps aside from as zod does', async () => {
    // A repeated field becomes a list, which no field takes; a broken escape is kept as it is.
    const repeated = await asForm(t, demo, `${new URLSearchParams(fields())}&domain=again`);
    expect(repeated.status).toBe(400);
    expect(JSON.parse(repeated.body.toString()).error.fields[0].field).toBe('domain');
    const brokenEscape = await asForm(
      t,
      demo,
      `${new URLSearchParams(fields())}&page_title=%E0%A4%A`,
    );
    expect(brokenEscape.status).toBe(200);
    expect(JSON.parse(brokenEscape.body.toString()).display).toBe('allowed');
  });

  it('keeps a long page address to its first 4096 characters', async () => {
    const url = `https://shop.test/products/mug?${'q'.repeat(6000)}`;
    const answer = await answeredAlike(t, demo, fields({ poptin_viewed_url: url }));
    expect(answer.status).toBe(200);
  });

  it('takes JSON sent as text/plain, and a client id that needs decoding', async () => {
    const sent = fields();
    const text = await post(t, demo, JSON.stringify(sent), 'text/plain');
    const form = await asForm(t, demo, new URLSearchParams(sent).toString());
    expect(comparable(text)).toEqual(comparable(form));
    const escaped = await asForm(
      t,
      '/api/display/demo%2Dshop%2Dclient',
      new URLSearchParams(sent).toString(),
    );
    expect(comparable(escaped)).toEqual(comparable(form));
  });
});

describe.each(testEngines())('the display call when the database is gone, on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
    // A site no request has asked for yet must be loaded, and now cannot be.
    await t.database.close();
  });
  afterAll(() => t.close());

  it('answers 500 with the request id only', async () => {
    const answer = await asForm(
      t,
      '/api/display/never-loaded-site',
      new URLSearchParams(fields()).toString(),
    );
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body.toString()).error).toMatchObject({
      code: 'internal_error',
      message: 'Something went wrong on our side',
      requestId: answer.headers['x-request-id'],
    });
  });
});
