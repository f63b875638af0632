// The one access check of the owner's pages, the /admin layout's middleware, against the requests
// a browser's router makes, not only page loads: a single-fetch `.data` request naming just a
// child's loader, an old-style `?_data=` address, and form posts to a child's action (with a valid
// nonce, so only the guard stands in the way). Without a session each gets the way to sign in and
// none of the owner's data, and a post changes nothing; with the session the same requests answer
// the data. The sign-in page itself stays open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formCredentials } from './harness/form-credentials.ts';
import { signInAsOwner } from './harness/owner-api.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

const LEAD_EMAIL = 'guarded-lead@teahouse.test';
const CONVERSION_CODE = '<script>window.__stolen = 1</script>';

/** The cookies an answer sets, as one Cookie header. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * React Router answers a redirect on a `.data` request with 202 and the redirect in the body, for
 * the browser's router to follow; a document request gets a plain 302.
 */
async function expectSentToSignIn(response: Response, redirectTo: string): Promise<string> {
  const body = await response.text();
  let location: string | null;
  if (new URL(response.url).pathname.endsWith('.data')) {
    expect(response.status).toBe(202);
    location = /"(\/admin\/sign-in\?[^"]*)"/.exec(body)?.[1] ?? null;
  } else {
    expect(response.status).toBe(302);
    location = response.headers.get('location');
  }
  expect(location).toMatch(/^\/admin\/sign-in\?redirectTo=/);
  // The way back is the page asked for, whichever way its query was escaped.
  const back = new URL(
    new URL(location!, 'http://shop.test').searchParams.get('redirectTo')!,
    'http://shop.test',
  );
  const asked = new URL(redirectTo, 'http://shop.test');
  expect(back.pathname).toBe(asked.pathname);
  expect([...back.searchParams]).toEqual([...asked.searchParams]);
  return body;
}

describe('the /admin guard', () => {
  let server: ServerProcess;
  let siteId: string;
  /** A signed-in owner's cookies and form nonce, as a browser holding the session sends them. */
  let owner: { cookie: string; nonce: string };
  /** A visitor's cookies and form nonce: the nonce check passes, the guard must not. */
  let visitor: { cookie: string; nonce: string };

  beforeAll(async () => {
    server = await startServer();
    const ownerApi = await signInAsOwner(server.url);
    const site = await ownerApi.createSite('Tea house');
    siteId = site.id;
    const popupId = await ownerApi.createPopup(site.id, {
      poptin_name: 'Tea club',
      design: {
        blocks: [
          {
            type: 'form',
            fields: [{ kind: 'email', label: 'Email', required: true }],
            submit_label: 'Join',
          },
        ],
      },
    });
    const viewed = await fetch(`${server.url}/api/display/viewed/${popupId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: site.clientId, viewer_id: 'viewer-1', type: 'lightbox' }),
    });
    const { poptin_view_id } = (await viewed.json()) as { poptin_view_id: string };
    const converted = await fetch(`${server.url}/api/display/conversion/viewer-1`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: site.clientId,
        poptin_id: popupId,
        poptin_view_id,
        email: LEAD_EMAIL,
        url: 'https://teahouse.test/',
      }),
    });
    expect(converted.status).toBe(200);

    visitor = await formCredentials(server.url);
    const session = await fetch(`${server.url}/api/session`);
    const { nonce } = (await session.json()) as { nonce: string };
    const signedIn = await fetch(`${server.url}/api/session`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-pinwheel-nonce': nonce,
        cookie: cookiesOf(session),
      },
      body: JSON.stringify({ email: OWNER_EMAIL, password: OWNER_PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
    owner = { cookie: `${cookiesOf(session)}; ${cookiesOf(signedIn)}`, nonce };
  });

  afterAll(async () => {
    await server?.stop();
  });

  const get = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

  const postForm = (
    path: string,
    who: { cookie: string; nonce: string },
    fields: Record<string, string>,
  ) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: who.cookie },
      body: new URLSearchParams({ _nonce: who.nonce, ...fields }),
    });

  it('answers a signed-out data request for a child route with the way to sign in, no data', async () => {
    const leads = await get('/admin/leads.data?q=guarded&_routes=routes/admin-leads');
    expect(await expectSentToSignIn(leads, '/admin/leads?q=guarded')).not.toContain(LEAD_EMAIL);

    const orders = await get('/admin/orders.data?page=1&_routes=routes/admin-orders');
    expect(await expectSentToSignIn(orders, '/admin/orders?page=1')).not.toContain('"orders"');

    const popups = await get('/admin/popups.data');
    expect(await expectSentToSignIn(popups, '/admin/popups')).not.toContain('Tea club');

    const overview = await get('/admin.data?_routes=routes/admin-overview');
    expect(await expectSentToSignIn(overview, '/admin')).not.toContain(OWNER_EMAIL);
  });

  it('answers an old-style ?_data= request like the page: a redirect to sign in', async () => {
    const response = await get('/admin/leads?_data=routes/admin-leads');
    const body = await expectSentToSignIn(response, '/admin/leads?_data=routes/admin-leads');
    expect(body).not.toContain(LEAD_EMAIL);
  });

  it('refuses a signed-out post to an admin action, as data or as a form, and changes nothing', async () => {
    const fields = { intent: 'code', site: siteId, code: CONVERSION_CODE };
    const asData = await postForm('/admin/integrations.data', visitor, fields);
    await expectSentToSignIn(asData, '/admin/integrations');
    const asForm = await postForm('/admin/integrations', visitor, fields);
    await expectSentToSignIn(asForm, '/admin/integrations');

    const integrations = await get('/admin/integrations.data', owner.cookie);
    expect(integrations.status).toBe(200);
    const body = await integrations.text();
    expect(body).toContain('Tea house');
    expect(body).not.toContain('__stolen');
  });

  it('answers the signed-in owner the same requests with the data, and takes their posts', async () => {
    const leads = await get('/admin/leads.data?q=guarded&_routes=routes/admin-leads', owner.cookie);
    expect(leads.status).toBe(200);
    expect(await leads.text()).toContain(LEAD_EMAIL);

    // The orders page's loader gives its title; the orders come through the platform API.
    const orders = await get('/admin/orders.data?page=1&_routes=routes/admin-orders', owner.cookie);
    expect(orders.status).toBe(200);
    expect(await orders.text()).toContain('Orders');

    const layout = await get('/admin.data?_routes=routes/admin', owner.cookie);
    expect(layout.status).toBe(200);
    expect(await layout.text()).toContain(OWNER_EMAIL);

    const saved = await postForm('/admin/integrations.data', owner, {
      intent: 'code',
      site: siteId,
      code: '<!-- thanks -->',
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('integrations.codeSaved');
    expect(await (await get('/admin/integrations.data', owner.cookie)).text()).toContain(
      '<!-- thanks -->',
    );
  });

  it('keeps the sign-in page open to everyone', async () => {
    const page = await get('/admin/sign-in?redirectTo=%2Fadmin%2Fleads');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('type="password"');
    const data = await get('/admin/sign-in.data');
    expect(data.status).toBe(200);
  });
});
