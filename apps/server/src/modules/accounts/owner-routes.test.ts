// The shop's owners through pinwheel/v1 on both databases: the owner's own account (current
// password required, a new password signs out other sessions), invitations (mailed through a real
// local SMTP server, or the link answered when no mail went out), accepting one once, and removing
// owners (never oneself, never the last).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../platform-api/testing/rest-owner.ts';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../testing/local-smtp-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const BASE = '/wp-json/pinwheel/v1';

describe.each(testEngines())('pinwheel/v1 owners on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { PUBLIC_URL: 'https://shop.example' });
    owner = await restOwner(t.app, 'first@shop.test', 'first owner password');
  });
  afterAll(() => t.close());

  /** Invites an address without SMTP: the answer carries the link and says no mail went out. */
  async function invite(email: string) {
    const answer = await owner.request('POST', `${BASE}/owner-invites`, { email });
    expect(answer.statusCode).toBe(201);
    const body = answer.json();
    expect(body.mail).toBe('not_configured');
    const token = /\/admin\/invitation\/([\w-]+)$/.exec(body.link as string)?.[1];
    expect(token).toBeTruthy();
    return { id: body.id as string, token: token! };
  }

  it('lists the owners, the caller marked', async () => {
    const list = await owner.request('GET', `${BASE}/owners`);
    expect(list.json()).toEqual([
      expect.objectContaining({ email: 'first@shop.test', is_current: true }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/owners` })).statusCode).toBe(401);
  });

  it('changes the email only with the right current password', async () => {
    const wrong = await owner.request('PUT', `${BASE}/owners/me`, {
      current_password: 'not it',
      email: 'renamed@shop.test',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.params).toEqual({
      current_password: 'Your current password is not right.',
    });
    const short = await owner.request('PUT', `${BASE}/owners/me`, {
      current_password: 'first owner password',
      password: 'short',
    });
    expect(Object.keys(short.json().data.params)).toEqual(['password']);
    const renamed = await owner.request('PUT', `${BASE}/owners/me`, {
      current_password: 'first owner password',
      email: 'Renamed@Shop.test',
    });
    expect(renamed.json()).toMatchObject({ email: 'renamed@shop.test', is_current: true });
  });

  it('invites by link when no mail server is set; the link makes an owner once', async () => {
    const { token } = await invite('second@shop.test');
    const pending = await owner.request('GET', `${BASE}/owner-invites`);
    expect(pending.json()).toEqual([
      expect.objectContaining({ email: 'second@shop.test', invited_by: 'renamed@shop.test' }),
    ]);
    expect(await t.app.accounts.team.lookUpInvite(token)).toMatchObject({
      state: 'open',
      email: 'second@shop.test',
    });
    // Two uses of one link at once: exactly one owner is made.
    const [a, b] = await Promise.all([
      t.app.accounts.team.acceptInvite(token, 'second owner password'),
      t.app.accounts.team.acceptInvite(token, 'another password'),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect(await t.app.accounts.team.lookUpInvite(token)).toEqual({ state: 'used' });
    const second = await restOwner(t.app, 'second@shop.test', 'second owner password');
    expect((await second.request('GET', `${BASE}/owners/me`)).json().email).toBe(
      'second@shop.test',
    );
    expect((await owner.request('GET', `${BASE}/owner-invites`)).json()).toEqual([]);
    // Inviting an owner again is refused by field.
    const again = await owner.request('POST', `${BASE}/owner-invites`, {
      email: 'second@shop.test',
    });
    expect(again.json().data.params).toEqual({
      email: 'This address is already an owner of the shop.',
    });
  });

  it('withdraws an invitation, and a new one replaces the old link', async () => {
    const first = await invite('third@shop.test');
    const second = await invite('third@shop.test');
    expect(await t.app.accounts.team.lookUpInvite(first.token)).toEqual({ state: 'revoked' });
    const withdrawn = await owner.request('DELETE', `${BASE}/owner-invites/${second.id}`);
    expect(withdrawn.json()).toEqual({ deleted: true });
    expect(await t.app.accounts.team.lookUpInvite(second.token)).toEqual({ state: 'revoked' });
    expect(await t.app.accounts.team.acceptInvite(second.token, 'third password')).toEqual({
      ok: false,
      state: 'revoked',
    });
    expect(await t.app.accounts.team.lookUpInvite('made-up')).toEqual({ state: 'unknown' });
  });

  it('refuses an expired link', async () => {
    const { token } = await invite('late@shop.test');
    const later = Date.now() + 8 * 24 * 60 * 60 * 1000;
    expect(await t.app.accounts.team.lookUpInvite(token, later)).toEqual({ state: 'expired' });
    expect(await t.app.accounts.team.acceptInvite(token, 'late password', later)).toEqual({
      ok: false,
      state: 'expired',
    });
  });

  it('removes another owner, whose session ends; never oneself, never the last', async () => {
    const second = await restOwner(t.app, 'second@shop.test', 'second owner password');
    const owners = (await owner.request('GET', `${BASE}/owners`)).json() as Array<{
      id: string;
      email: string;
      is_current: boolean;
    }>;
    const me = owners.find((one) => one.is_current)!;
    const them = owners.find((one) => one.email === 'second@shop.test')!;
    const self = await owner.request('DELETE', `${BASE}/owners/${me.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('pinwheel_rest_owner_is_you');

    const removed = await owner.request('DELETE', `${BASE}/owners/${them.id}`);
    expect(removed.json()).toMatchObject({
      deleted: true,
      previous: { email: 'second@shop.test' },
    });
    expect((await second.request('GET', `${BASE}/owners/me`)).statusCode).toBe(401);
    expect((await owner.request('DELETE', `${BASE}/owners/${them.id}`)).statusCode).toBe(404);
    // The last owner stays, whoever asks.
    expect(await t.app.accounts.team.remove(me.id)).toBe('last');
  });

  it('signs out other sessions after a password change, keeping this one', async () => {
    const elsewhere = await restOwner(t.app, 'renamed@shop.test', 'first owner password');
    const changed = await owner.request('PUT', `${BASE}/owners/me`, {
      current_password: 'first owner password',
      password: 'a brand new password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await owner.request('GET', `${BASE}/owners/me`)).statusCode).toBe(200);
    expect((await elsewhere.request('GET', `${BASE}/owners/me`)).statusCode).toBe(401);
  });
});

describe('pinwheel/v1 owner invitations by mail', () => {
  let smtp: LocalSmtpServer;
  let t: TestApp;
  let owner: RestOwner;

  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    t = await createTestApp(
      'sqlite',
      {},
      { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' },
    );
    owner = await restOwner(t.app, 'first@shop.test', 'first owner password');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails the link (in the inviting owner’s language) and does not answer it', async () => {
    const answer = await owner.request('POST', `${BASE}/owner-invites`, {
      email: 'mailed@shop.test',
      lang: 'he',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().mail).toBe('sent');
    expect(answer.json().link).toBeUndefined();
    const mail = await smtp.nextMail(0);
    expect(mail.to).toEqual(['mailed@shop.test']);
    const text = bodyText(mail.raw);
    expect(text).toMatch(/https:\/\/shop\.example\/admin\/invitation\/[\w-]+/);
    expect(text).toContain('הזמין אתכם');
  });

  it('answers the link, saying so, when the mail server refuses', async () => {
    smtp.refuse = true;
    const answer = await owner.request('POST', `${BASE}/owner-invites`, {
      email: 'refused@shop.test',
    });
    expect(answer.json()).toMatchObject({
      mail: 'failed',
      link: expect.stringMatching(/^https:\/\/shop\.example\/admin\/invitation\//),
    });
    smtp.refuse = false;
  });
});

/** A plain-text mail's body, decoded from base64 or quoted-printable as it was sent. */
function bodyText(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
