// The /admin guard as React Router calls it: a RouterContextProvider carrying the accounts domain,
// the request, and no next() call (React Router goes on to the loaders when the guard returns).
import { describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { AccountsPages, Owner } from './context/accounts.ts';
import { ownerContext, ownerOnly } from './admin-guard.ts';

const owner: Owner = { id: 'owner-1', email: 'owner@example.test' };

function contextWith(signedIn: Owner | null): RouterContextProvider {
  const accounts: Pick<AccountsPages, 'currentOwner'> = { currentOwner: async () => signedIn };
  return Object.assign(new RouterContextProvider(), { accounts });
}

async function guard(context: RouterContextProvider, address: string): Promise<unknown> {
  const url = new URL(address);
  try {
    await ownerOnly(
      { request: new Request(url), url, params: {}, pattern: '/admin', context },
      async () => new Response(null),
    );
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

describe('the /admin guard', () => {
  it('lets the signed-in owner through and hands them to the admin pages', async () => {
    const context = contextWith(owner);
    expect(await guard(context, 'http://shop.test/admin')).toBeUndefined();
    expect(context.get(ownerContext)).toBe(owner);
  });

  it('sends everyone else to sign in, and back to the page they asked for', async () => {
    const thrown = await guard(contextWith(null), 'http://shop.test/admin/orders?page=2');
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      '/admin/sign-in?redirectTo=%2Fadmin%2Forders%3Fpage%3D2',
    );
  });

  it("leaves React Router's single-fetch route list out of the way back", async () => {
    const address = 'http://shop.test/admin?_routes=routes%2Fadmin-overview';
    const response = (await guard(contextWith(null), address)) as Response;
    expect(response.headers.get('Location')).toBe('/admin/sign-in?redirectTo=%2Fadmin');
  });
});
