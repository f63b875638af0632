// An owner signed in through the real session API, for modules' API tests: its cookie and nonce
// ride on every request it makes.
import { NONCE_HEADER } from '@pinwheel/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface SignedInOwner {
  headers: Record<string, string>;
  request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
}

/** The `name=value` pairs a response sets, as a browser would send them back. */
export function cookiePairs(response: LightMyRequestResponse): string[] {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((cookie) => cookie.split(';')[0]!);
}

/** A visitor's browser: its cookie and the nonce our pages would hand it. */
export async function visitorBrowser(
  app: FastifyInstance,
): Promise<{ cookie: string; nonce: string }> {
  const session = await app.inject('/api/session');
  return { cookie: cookiePairs(session).join('; '), nonce: session.json().nonce as string };
}

export async function signInOwnerClient(
  app: FastifyInstance,
  email = 'owner@forms.test',
  password = 'forms test password',
): Promise<SignedInOwner> {
  await app.accounts.ensureOwner({ email, password });
  const browser = await visitorBrowser(app);
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/session',
    headers: { cookie: browser.cookie, [NONCE_HEADER]: browser.nonce },
    payload: { email, password },
  });
  if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.body}`);
  const headers = {
    cookie: [browser.cookie, ...cookiePairs(signedIn)].join('; '),
    [NONCE_HEADER]: browser.nonce,
  };
  return {
    headers,
    request: (method, url, payload) =>
      app.inject({ method, url, headers, ...(payload ? { payload } : {}) }),
  };
}

/** A multipart/form-data body, built by the platform's own FormData as a browser builds it. */
export async function multipartBody(
  entries: Array<[string, string | { name: string; type: string; content: Buffer | string }]>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else {
      const bytes =
        typeof value.content === 'string' ? value.content : new Uint8Array(value.content);
      form.append(name, new Blob([bytes], { type: value.type }), value.name);
    }
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}
