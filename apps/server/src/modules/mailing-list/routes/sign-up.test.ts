import { NONCE_HEADER } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../testing/local-smtp-server.ts';
import {
  signInOwnerClient,
  visitorBrowser,
  type SignedInOwner,
} from '../../../testing/owner-client.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const consentText = { en: 'I agree to the newsletter.', he: 'אני מסכים/ה לניוזלטר.' };

describe.each(testEngines())('mailing-list sign-up on %s', (engine) => {
  let t: TestApp;
  let owner: SignedInOwner;
  let visitor: { cookie: string; nonce: string };
  let listId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signInOwnerClient(t.app);
    visitor = await visitorBrowser(t.app);
    const created = await owner.request('POST', '/api/admin/mailing-lists', {
      name: 'News',
      consent_text: consentText,
    });
    expect(created.statusCode).toBe(201);
    listId = created.json().list.id;
  });
  afterAll(() => t.close());

  const signUp = (payload: object, options: { embedded?: boolean; lang?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api${options.embedded ? '/embed' : ''}/mailing-list/subscribe${options.lang ? `?lang=${options.lang}` : ''}`,
      headers: options.embedded ? {} : { cookie: visitor.cookie, [NONCE_HEADER]: visitor.nonce },
      payload,
    });

  it('adds a subscriber with the consent text and time, and tells a stranger nothing more the second time', async () => {
    const body = {
      first_name: 'Dana',
      last_name: 'Levi',
      email: 'Dana@Shop.Example',
      telephone: '+972 3 1234567',
      consent: '1',
      list_id: listId,
    };
    const first = await signUp(body, { lang: 'he' });
    expect(first.json()).toEqual({ status: 'subscribed', message: 'תודה! נרשמת לרשימה.' });
    const again = await signUp({ ...body, first_name: 'Mallory', consent: true }, { lang: 'he' });
    expect(again.json()).toEqual(first.json());
    const { subscribers } = (
      await owner.request('GET', `/api/admin/mailing-lists/${listId}/subscribers`)
    ).json();
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0]).toMatchObject({
      email: 'dana@shop.example',
      first_name: 'Dana',
      status: 'subscribed',
      consent_text: 'אני מסכים/ה לניוזלטר.',
      source: 'storefront',
    });
    expect(Date.now() - subscribers[0].consented_at).toBeLessThan(60_000);
  });

  it('refuses with the rules the form runs: consent, email, names, phone; and bad input', async () => {
    const refused = await signUp({
      email: 'nope',
      telephone: '12',
      list_id: listId,
      first_name: 'x'.repeat(41),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual([
      { field: 'first_name', reason: 'Please enter at most 40 characters.' },
      { field: 'email', reason: 'Please enter a valid email address.' },
      { field: 'telephone', reason: 'Please enter a valid phone number.' },
      { field: 'consent', reason: 'This field is required.' },
    ]);
    const unknown = await signUp({ email: 'a@shop.example', consent: true, list_id: 'no-such' });
    expect(unknown.statusCode).toBe(404);
    const controls = await signUp({
      email: 'a@shop.example\u0000',
      consent: true,
      list_id: listId,
    });
    expect(controls.statusCode).toBe(400);
    expect(controls.json().error.fields[0]).toEqual({
      field: 'email',
      reason: 'must not contain control characters',
    });
    // JSON's "\ud800" is half of a UTF-16 pair (SQLite would store it as invalid UTF-8); an
    // override turns a name around where the owner reads it.
    for (const first_name of ['Dana\ud800', '\udc00', 'Dana\u202e']) {
      const refusedName = await signUp({
        email: 'a@shop.example',
        first_name,
        consent: true,
        list_id: listId,
      });
      expect(refusedName.statusCode).toBe(400);
      expect(refusedName.json().error.fields[0]).toEqual({
        field: 'first_name',
        reason: 'must not contain control characters',
      });
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/mailing-list/subscribe',
      headers: {
        cookie: visitor.cookie,
        [NONCE_HEADER]: visitor.nonce,
        'content-type': 'application/json',
      },
      payload: '{"email":',
    });
    expect(malformed.json().error.code).toBe('malformed_json');
    const noNonce = await t.app.inject({
      method: 'POST',
      url: '/api/mailing-list/subscribe',
      payload: { email: 'a@shop.example', consent: true, list_id: listId },
    });
    expect(noNonce.statusCode).toBe(403);
    const huge = await signUp({
      email: `${'a'.repeat(2_000_000)}@shop.example`,
      consent: true,
      list_id: listId,
    });
    expect(huge.statusCode).toBe(413);
    const { subscribers } = (
      await owner.request('GET', `/api/admin/mailing-lists/${listId}/subscribers`)
    ).json();
    expect(subscribers).toHaveLength(1);
  });

  it('takes sign-ups from other sites without a nonce', async () => {
    const answer = await signUp(
      { email: 'embed@shop.example', consent: 'on', list_id: listId },
      { embedded: true },
    );
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.json().status).toBe('subscribed');
  });

  it('exports subscribers as CSV with formulas neutralised, for the owner only', async () => {
    await t.app.mailingList.addSubscriber({
      listId,
      email: 'evil@shop.example',
      firstName: '=HYPERLINK("http://evil.example","click")',
      lastName: '+1',
      consent: true,
      lang: 'en',
      source: 'popup',
    });
    expect(
      (await t.app.inject(`/api/admin/mailing-lists/${listId}/subscribers.csv`)).statusCode,
    ).toBe(401);
    const csv = await owner.request('GET', `/api/admin/mailing-lists/${listId}/subscribers.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'email,first_name,last_name,telephone,status,consent_text,consented_at,confirmed_at,unsubscribed_at,source,lang',
    );
    const evil = lines.find((line) => line.startsWith('evil@'))!;
    expect(evil).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")",'+1,`);
    expect(evil).toContain(',popup,en');
    expect(
      (await owner.request('GET', '/api/admin/mailing-lists/nope/subscribers.csv')).statusCode,
    ).toBe(404);
  });
});

describe('double opt-in over SMTP', () => {
  let t: TestApp;
  let smtp: LocalSmtpServer;
  let owner: SignedInOwner;
  let listId: string;

  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    t = await createTestApp(
      'sqlite',
      {},
      { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' },
    );
    owner = await signInOwnerClient(t.app);
    const list = await owner.request('POST', '/api/admin/mailing-lists', {
      name: 'Offers',
      consent_text: consentText,
    });
    listId = list.json().list.id;
    const turnedOn = await owner.request('PATCH', `/api/admin/mailing-lists/${listId}`, {
      double_opt_in: true,
    });
    expect(turnedOn.json().list.double_opt_in).toBe(true);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The link of `purpose` in a mail, as the mail client shows it. */
  const linkIn = (raw: string, purpose: 'confirm' | 'unsubscribe') => {
    const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = new RegExp(
      `https://shop\\.example/mailing-list/${purpose}\\?s=[\\w-]+&t=[\\w-]+`,
    ).exec(unfolded);
    return new URL(match![0]);
  };

  it('keeps a sign-up pending until the emailed link confirms it; unsubscribes by the signed link', async () => {
    const seen = smtp.received.length;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/embed/mailing-list/subscribe',
      payload: { email: 'noa@mail.example', first_name: 'Noa', consent: true, list_id: listId },
    });
    expect(answer.json().status).toBe('confirmation_sent');
    const mail = await smtp.nextMail(seen);
    expect(mail.to).toEqual(['noa@mail.example']);
    const pending = (await t.app.mailingList.subscribers(listId))![0]!;
    expect(pending).toMatchObject({ status: 'pending', confirmationMail: 'sent' });

    const confirm = linkIn(mail.raw, 'confirm');
    const s = confirm.searchParams.get('s')!;
    expect(await t.app.mailingList.confirm(s, 'forged-token-forged-token-forged1')).toBe(false);
    expect(await t.app.mailingList.confirm(s, confirm.searchParams.get('t')!)).toBe(true);
    expect((await t.app.mailingList.subscribers(listId))![0]!.status).toBe('subscribed');

    // Signing up again says the same, whether or not the address is on the list.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/embed/mailing-list/subscribe',
      payload: { email: 'NOA@mail.example', consent: true, list_id: listId },
    });
    expect(again.json().status).toBe('confirmation_sent');

    const unsubscribe = linkIn(mail.raw, 'unsubscribe');
    expect(await t.app.mailingList.unsubscribe(s, confirm.searchParams.get('t')!)).toBe(false);
    expect(await t.app.mailingList.unsubscribe(s, unsubscribe.searchParams.get('t')!)).toBe(true);
    expect((await t.app.mailingList.subscribers(listId))![0]).toMatchObject({
      status: 'unsubscribed',
    });
  });
});
