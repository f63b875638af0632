// The display lane answers the loader's display requests before Fastify sees them. These tests send
// each request twice, over a real socket (where the lane stands) and through Fastify's inject()
// (which never meets the lane), and hold the two answers to the same status, headers and bytes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { DISPLAY_BODY_LIMIT_BYTES } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHOD_OVERRIDE_HEADER } from '../../../plugins/method-override.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import { DEMO_CLIENT_ID } from '../demo.ts';
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

interface Call {
  url: string;
  body: string;
  headers?: Record<string, string>;
}

const FORM = 'application/x-www-form-urlencoded';

function form(fields: Record<string, string> = {}): string {
  return new URLSearchParams({
    domain: 'shop.test',
    if_mobile: '0',
    poptin_viewed_url: 'https://shop.test/products/mug',
    cookies: visitorState(),
    ...fields,
  }).toString();
}

/** Headers that differ between any two answers, or between a socket and inject(). */
const perAnswer = new Set(['date', 'connection', 'keep-alive', 'x-request-id']);

function comparable(answer: Answer) {
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !perAnswer.has(name)),
  );
  // Error answers name their request id; everything else must match byte for byte.
  const body = answer.body.toString('latin1').replace(/"requestId":"[^"]*"/, '"requestId":"…"');
  return { status: answer.status, headers, body };
}

function requestOverSocket(port: number, call: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: call.url,
        headers: {
          'content-type': FORM,
          'content-length': Buffer.byteLength(call.body),
          ...call.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(call.body);
  });
}

describe.each(testEngines())('the display lane on %s', (engine) => {
  let t: TestApp;
  let owner: OwnerClient;
  let port: number;

  const overSocket = (call: Call) => requestOverSocket(port, call);

  async function throughFastify(call: Call): Promise<Answer> {
    const response = await t.app.inject({
      method: 'POST',
      url: call.url,
      headers: { 'content-type': FORM, ...call.headers },
      payload: call.body,
    });
    return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
  }

  /** Sends `call` both ways; expects the lane to have served it, and answers its answer. */
  async function servedAlike(call: Call): Promise<Answer> {
    const before = t.app.displayLane.served;
    const lane = await overSocket(call);
    expect(t.app.displayLane.served, 'the lane served it').toBe(before + 1);
    const fastify = await throughFastify(call);
    expect(comparable(lane)).toEqual(comparable(fastify));
    expect(lane.headers['x-request-id']).toMatch(/^[\w.-]+$/);
    return lane;
  }

  let allowedSite: string;
  let restrictedSite: string;
  let draftSite: { clientId: string; popupId: string };

  beforeAll(async () => {
    ({ t, owner } = await createDemoAppWithOwner(engine));
    allowedSite = (await createSite(owner, { allowed_domains: ['shop.test'] })).client_id;
    restrictedSite = (await createSite(owner, { is_restricted: true })).client_id;
    const site = await createSite(owner);
    draftSite = {
      clientId: site.client_id,
      popupId: await createPopup(owner, site.id, popupBody(), 'draft'),
    };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it("answers the demo site's popups as the Fastify route does", async () => {
    const answer = await servedAlike({
      url: `/api/display/${DEMO_CLIENT_ID}`,
      body: form({ poptin_forms_id: DEMO_POPUP_IDS.embedded }),
    });
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

  it('gzips for a browser that takes it, as the Fastify route does', async () => {
    const answer = await servedAlike({
      url: `/api/display/${DEMO_CLIENT_ID}?v=2`,
      body: form(),
      headers: { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'he-IL,he;q=0.9' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString())).toMatchObject({ lang: 'he' });
  });

  it('refuses as the Fastify route does: unknown client, foreign domain, restricted client', async () => {
    const refusals = [
      [{ url: '/api/display/no-such-client', body: form() }, 'Unknown client id'],
      [
        {
          url: `/api/display/${allowedSite}`,
          body: form(),
          headers: { origin: 'https://elsewhere.example' },
        },
        'Domain not allowed',
      ],
      [{ url: `/api/display/${restrictedSite}`, body: form() }, 'Client restricted'],
    ] as const;
    for (const [call, message] of refusals) {
      const answer = await servedAlike(call);
      expect(JSON.parse(answer.body.toString())).toMatchObject({ display: 'not_allowed', message });
    }
  });

  it('serves a draft to its preview, as the Fastify route does', async () => {
    const answer = await servedAlike({
      url: `/api/display/${draftSite.clientId}`,
      body: form({ preview_poptin_id: draftSite.popupId }),
    });
    expect(JSON.parse(answer.body.toString()).poptins).toHaveLength(1);
  });

  it('answers bad input with the same 400 naming the field', async () => {
    const bad = [
      [form({ if_mobile: '2' }), 'if_mobile'],
      [form({ cookies: '{"seen":"abc"}' }), 'cookies.seen'],
      [form({ cookies: '{' }), 'cookies'],
      [`${form()}&domain=again`, 'domain'],
      [form({ page_title: 'a\u0000b' }), 'page_title'],
    ] as const;
    for (const [body, field] of bad) {
      const answer = await servedAlike({ url: `/api/display/${DEMO_CLIENT_ID}`, body });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body.toString()).error.fields[0].field).toBe(field);
    }
  });

  it('keeps a long page address to its first 4096 characters, as the Fastify route does', async () => {
    const url = `https://shop.test/products/mug?${'q'.repeat(6000)}`;
    const answer = await servedAlike({
      url: `/api/display/${DEMO_CLIENT_ID}`,
      body: form({ poptin_viewed_url: url }),
    });
    expect(answer.status).toBe(200);
  });

  it('leaves every other shape of request to Fastify', async () => {
    const before = t.app.displayLane.served;
    const json = JSON.stringify({ domain: 'shop.test', cookies: visitorState() });
    const others: Array<[Call, number]> = [
      [
        {
          url: `/api/display/${DEMO_CLIENT_ID}`,
          body: json,
          headers: { 'content-type': 'application/json' },
        },
        200,
      ],
      [
        {
          url: `/api/display/${DEMO_CLIENT_ID}`,
          body: json,
          headers: { 'content-type': 'text/plain' },
        },
        200,
      ],
      [{ url: `/api/display/demo%2Dshop%2Dclient`, body: form() }, 200],
      [
        {
          url: `/api/display/${DEMO_CLIENT_ID}`,
          body: form(),
          headers: { [METHOD_OVERRIDE_HEADER]: 'PUT' },
        },
        404,
      ],
      [
        { url: `/api/display/${DEMO_CLIENT_ID}`, body: 'x'.repeat(DISPLAY_BODY_LIMIT_BYTES + 1) },
        413,
      ],
      [{ url: `/api/display/click/${DEMO_POPUP_IDS.lightbox}`, body: form() }, 200],
    ];
    for (const [call, status] of others) {
      const answer = await overSocket(call);
      expect(answer.status, call.url).toBe(status);
      expect(comparable(answer)).toEqual(comparable(await throughFastify(call)));
    }
    expect(t.app.displayLane.served).toBe(before);
  });
});

describe.each(testEngines())('the display lane when the database is gone, on %s', (engine) => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    // A site no request has asked for yet must be loaded, and now cannot be.
    await t.database.close();
  });
  afterAll(() => t.close());

  it('answers 500 with the request id only, as the Fastify route does', async () => {
    const call = { url: '/api/display/never-loaded-site', body: form() };
    const before = t.app.displayLane.served;
    const lane = await requestOverSocket(port, call);
    expect(t.app.displayLane.served).toBe(before + 1);
    expect(lane.status).toBe(500);
    expect(JSON.parse(lane.body.toString()).error).toMatchObject({
      code: 'internal_error',
      message: 'Something went wrong on our side',
      requestId: lane.headers['x-request-id'],
    });
    const fastify = await t.app.inject({
      method: 'POST',
      url: call.url,
      headers: { 'content-type': FORM },
      payload: call.body,
    });
    expect(comparable(lane)).toEqual(
      comparable({
        status: fastify.statusCode,
        headers: fastify.headers,
        body: fastify.rawPayload,
      }),
    );
  });
});
