import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { requireOwner } from './require-owner.ts';

const owner = { id: 'owner-1', email: 'owner@example.test' };

function contextWith(signedIn: typeof owner | null): AppLoadContext {
  return { accounts: { currentOwner: async () => signedIn } } as AppLoadContext;
}

async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error('expected requireOwner to throw');
}

describe('requireOwner', () => {
  it('answers the signed-in owner', async () => {
    const request = new Request('http://shop.test/admin');
    expect(await requireOwner(contextWith(owner), request)).toBe(owner);
  });

  it('sends everyone else to sign in, and back to the page they asked for', async () => {
    const request = new Request('http://shop.test/admin/products?page=2');
    const thrown = await thrownBy(() => requireOwner(contextWith(null), request));
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      '/admin/sign-in?redirectTo=%2Fadmin%2Fproducts%3Fpage%3D2',
    );
  });

  it("leaves React Router's single-fetch route list out of the way back", async () => {
    const request = new Request('http://shop.test/admin?_routes=routes%2Fadmin-overview');
    const response = (await thrownBy(() => requireOwner(contextWith(null), request))) as Response;
    expect(response.headers.get('Location')).toBe('/admin/sign-in?redirectTo=%2Fadmin');
  });
});
