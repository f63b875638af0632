// A signed-in owner calling the platform API as the dashboard does: the session cookie and the
// nonce in X-WP-Nonce on every call, through the real sign-in.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signInOwnerClient } from '../../testing/owner-client.ts';
import { WP_NONCE_HEADER } from '../rest-auth.ts';

export interface RestOwner {
  headers: Record<string, string>;
  request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
}

export async function restOwner(
  app: FastifyInstance,
  email = 'owner@api.test',
  password = 'api test password',
): Promise<RestOwner> {
  const signedIn = await signInOwnerClient(app, email, password);
  const { cookie } = signedIn.headers;
  const nonce = Object.entries(signedIn.headers).find(([name]) => name !== 'cookie')![1];
  const headers = { cookie: cookie!, [WP_NONCE_HEADER]: nonce };
  return {
    headers,
    request: (method, url, payload) =>
      app.inject({ method, url, headers, ...(payload ? { payload } : {}) }),
  };
}
