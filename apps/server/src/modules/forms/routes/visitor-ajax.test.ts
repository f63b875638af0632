// The visitor's web form calls on both databases, as the spec names them: the form and its
// settings, wpforms_get_token, wpforms_restricted_email and wpforms_submit. A good entry is stored
// with the total the server computed and answered with a payment due; each kind of bad entry
// (a tampered total, a hidden field filled, a file over the limit, a stale or missing token, a
// filled honeypot, a submit quicker than a person, no captcha) is refused with its message, and
// nothing is stored nor left in the data dir. Notifications go through a local SMTP server.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { postedName, type WebFormDefinition } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../testing/owner-client.ts';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../testing/local-smtp-server.ts';
import { createTestApp, TEST_SECRET_KEY, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import { demoWebForm } from '../demo.ts';
import { issueFormToken } from '../form-token.ts';

type Entries = Array<[string, string | { name: string; type: string; content: Buffer }]>;

const pngBytes = (size: number) => {
  const header = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
    'hex',
  );
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length))]);
};

/** A weekday (Monday) at least 40 days ahead, as the demo's date field wants. */
function mondayAhead(): string {
  const day = new Date(Date.now() + 40 * 24 * 3600 * 1000);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe.each(testEngines())('web form visitor calls on %s', (engine) => {
  let t: TestApp;
  let smtp: LocalSmtpServer;
  let dataDir: string;
  const formId = 'workshop';
  const root = '/api/embed/forms';

  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-web-forms-'));
    t = await createTestApp(
      engine,
      {},
      {
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        ADMIN_EMAIL: 'boss@shop.example',
      },
    );
    await t.app.forms.create({ name: 'Workshop', definition: demoWebForm }, formId);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function ajax(entries: Entries) {
    const body = await multipartBody(entries);
    return t.app.inject({ method: 'POST', url: `${root}/ajax?lang=en`, ...body });
  }

  async function captcha(): Promise<string> {
    const challenge = (await t.app.inject({ url: `${root}/altcha-challenge` })).json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  async function freshToken(id = formId): Promise<string> {
    const answer = (
      await ajax([
        ['action', 'wpforms_get_token'],
        ['formId', id],
      ])
    ).json();
    expect(answer.success).toBe(true);
    return answer.data.token as string;
  }

  /** A good entry for myself: standard ticket (45) and two aprons (2 × 12.50): 70.00. */
  async function goodEntry(overrides: Record<string, string | null> = {}): Promise<Entries> {
    const now = Date.now();
    const base: Record<string, string> = {
      action: 'wpforms_submit',
      'wpforms[id]': formId,
      'wpforms[token]': await freshToken(),
      'wpforms[hp]': '',
      start_timestamp: String(now - 20_000),
      end_timestamp: String(now),
      altcha: await captcha(),
      'wpforms[payment_total]': '7000',
      [postedName('name')]: 'Dana Levi',
      [postedName('email')]: 'dana@mail.example',
      [postedName('email.confirm')]: 'dana@mail.example',
      [postedName('for')]: 'me',
      [postedName('date')]: mondayAhead(),
      [postedName('ticket')]: 'standard',
      [postedName('apron')]: '',
      [postedName('apron.quantity')]: '2',
      [postedName('topics')]: 'glaze',
    };
    const merged = { ...base, ...overrides };
    return Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== null);
  }

  const entryCount = async () =>
    (await t.app.forms.entries(formId, { limit: 1, offset: 0, order: 'desc' })).total;
  const leftovers = () => {
    const incoming = path.join(dataDir, 'web-form-uploads', '.incoming');
    return fs.existsSync(incoming) ? fs.readdirSync(incoming) : [];
  };

  it('hands out the form with its settings and a token, without the owner-only parts', async () => {
    const response = await t.app.inject({ url: `${root}/${formId}?lang=he` });
    expect(response.statusCode).toBe(200);
    const form = response.json();
    expect(form.token).toMatch(/^[0-9a-z]+_[A-Za-z0-9]+\.[\w-]+$/);
    expect(form.settings.currency).toMatchObject({ code: 'USD', symbol: '$' });
    expect(form.settings.ajaxUrl).toBe(`${root}/ajax`);
    expect(form.settings.countriesWithoutStates).toContain('IL');
    expect(form.settings.countriesWithoutStates).not.toContain('US');
    expect(JSON.stringify(form.definition)).not.toContain('mailinator');
    expect(form.definition.notifications).toEqual([]);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect((await t.app.inject({ url: `${root}/nope` })).statusCode).toBe(404);
  });

  it('answers wpforms_restricted_email from the field’s lists', async () => {
    const check = (email: string) =>
      ajax([
        ['action', 'wpforms_restricted_email'],
        ['form_id', formId],
        ['field_id', 'email'],
        ['email', email],
      ]);
    expect((await check('ann@mailinator.com')).json()).toEqual({
      success: true,
      data: false,
      message: 'This email address is not allowed.',
    });
    expect((await check('ann@mail.example')).json()).toEqual({ success: true, data: true });
  });

  it('asks the owner’s remote check URL, while the visitor types and when the entry is sent', async () => {
    // The owner's URL: takes one address, refuses one in its own words, one plainly, and fails
    // for one (the address is then taken: an unreachable check turns nobody away).
    const asked: URLSearchParams[] = [];
    const remote = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += String(chunk)));
      request.on('end', () => {
        const posted = new URLSearchParams(body);
        asked.push(posted);
        const value = posted.get('value') ?? '';
        if (value.startsWith('broken')) return void response.writeHead(500).end();
        const answer = value.startsWith('taken')
          ? true
          : value.startsWith('plain')
            ? false
            : 'We only take members’ <b>addresses</b>.';
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/check`;
    try {
      const definition: WebFormDefinition = {
        ...demoWebForm,
        pages: demoWebForm.pages.map((page) => ({
          ...page,
          fields: page.fields.map((field) =>
            field.type === 'email' ? { ...field, remoteCheckUrl: url } : field,
          ),
        })),
      };
      const remoteId = 'workshop-remote';
      await t.app.forms.create({ name: 'Workshop (remote)', definition }, remoteId);
      // The URL is the server's to call, never handed to the browser.
      const form = (await t.app.inject({ url: `${root}/${remoteId}?lang=en` })).json();
      expect(JSON.stringify(form.definition)).not.toContain(url);
      expect(form.settings.restrictedEmailFields).toContain('email');

      const check = async (email: string, lang = 'en') => {
        const body = await multipartBody([
          ['action', 'wpforms_restricted_email'],
          ['form_id', remoteId],
          ['field_id', 'email'],
          ['email', email],
        ]);
        const url = `${root}/ajax?lang=${lang}`;
        return (await t.app.inject({ method: 'POST', url, ...body })).json();
      };
      expect(await check('taken@mail.example')).toEqual({ success: true, data: true });
      expect(await check('member@mail.example')).toEqual({
        success: true,
        data: false,
        message: 'We only take members’ <b>addresses</b>.',
      });
      expect(await check('plain@mail.example')).toEqual({
        success: true,
        data: false,
        message: 'Please fix this field.',
      });
      expect(await check('plain@mail.example', 'he')).toMatchObject({ data: false });
      expect(await check('broken@mail.example')).toEqual({ success: true, data: true });
      // The lists come first: the demo refuses throwaway mail without asking the URL.
      const askedBefore = asked.length;
      expect(await check('ann@mailinator.com')).toMatchObject({ data: false });
      expect(asked.length).toBe(askedBefore);
      expect(asked[0]!.get('field')).toBe('email');
      expect(asked[0]!.get('lang')).toBe('en');

      // The entry sent is judged the same way: refused with the URL's words, nothing stored.
      const entries = async (email: string) =>
        goodEntry({
          'wpforms[id]': remoteId,
          'wpforms[token]': await freshToken(remoteId),
          [postedName('email')]: email,
          [postedName('email.confirm')]: email,
        });
      const refused = (await ajax(await entries('member@mail.example'))).json();
      expect(refused.success).toBe(false);
      expect(refused.data.errors.field.email).toBe('We only take members’ <b>addresses</b>.');
      const count = async () =>
        (await t.app.forms.entries(remoteId, { limit: 1, offset: 0, order: 'desc' })).total;
      expect(await count()).toBe(0);
      const taken = (await ajax(await entries('taken@mail.example'))).json();
      expect(taken.success).toBe(true);
      expect(await count()).toBe(1);
    } finally {
      remote.close();
    }
  });

  it('stores a good entry with the server’s total, mails the owner and asks for the payment', async () => {
    const before = await entryCount();
    const seen = smtp.received.length;
    const response = await ajax(await goodEntry({ [postedName('company-name')]: '' }));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.success).toBe(true);
    expect(answer.data.action_required).toBe(true);
    expect(answer.data.payment).toMatchObject({
      amount: 7000,
      amount_text: '$70.00',
      currency: 'USD',
    });
    expect(answer.data.payment.methods.length).toBeGreaterThan(0);
    expect(answer.data.confirmation).toBe(
      'Thank you! Your place is held; we will mail you the details.',
    );
    expect(await entryCount()).toBe(before + 1);
    const entry = await t.app.forms.entry(answer.data.entry_id);
    expect(entry).toMatchObject({ total: 7000, paymentState: 'pending', currency: 'USD' });
    expect(entry!.orderLines.map((line) => [line.fieldId, line.quantity, line.amount])).toEqual([
      ['ticket', 1, 4500],
      ['apron', 2, 2500],
    ]);
    // The skipped company page's fields are not kept.
    expect(Object.keys(entry!.fields)).not.toContain('company-name');
    const mail = await smtp.nextMail(seen);
    expect(mail.to).toEqual(['boss@shop.example']);
    expect(mail.raw).toContain('Reply-To: dana@mail.example');
    expect(mail.raw).toContain('Total: $70.00');
  });

  async function expectRefused(entries: Entries, expected: Record<string, unknown>) {
    const before = await entryCount();
    const response = await ajax(entries);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.success).toBe(false);
    expect(answer.data.errors).toMatchObject(expected);
    expect(await entryCount()).toBe(before);
    expect(leftovers()).toEqual([]);
  }

  it('refuses a tampered total', async () => {
    await expectRefused(await goodEntry({ 'wpforms[payment_total]': '100' }), {
      general: {
        footer:
          'The prices changed while you filled in the form. Please check the total and send again.',
      },
    });
  });

  it('refuses a value for a field its conditions hide', async () => {
    await expectRefused(await goodEntry({ [postedName('company-name')]: 'Acme' }), {
      field: { 'company-name': 'This field is not part of the form as filled in.' },
    });
  });

  it('refuses a file over the field’s limit and keeps none of it', async () => {
    const entries = await goodEntry();
    entries.push([
      postedName('sketch'),
      { name: 'big.png', type: 'image/png', content: pngBytes(2 * 1024 * 1024 + 1) },
    ]);
    await expectRefused(entries, {
      field: { sketch: 'File exceeds max size allowed. File was not uploaded.' },
    });
  });

  it('takes a file at the limit', async () => {
    const entries = await goodEntry();
    entries.push([
      postedName('sketch'),
      { name: 'sketch.png', type: 'image/png', content: pngBytes(2 * 1024 * 1024) },
    ]);
    const answer = (await ajax(entries)).json();
    expect(answer.success).toBe(true);
    const entry = await t.app.forms.entry(answer.data.entry_id);
    expect(entry!.files).toMatchObject([
      { field: 'sketch', name: 'sketch.png', type: 'image/png' },
    ]);
    expect(fs.statSync(t.app.forms.entryFilePath(entry!.files[0]!)!).size).toBe(2 * 1024 * 1024);
  });

  it('refuses a stale token and a missing one', async () => {
    const stale = issueFormToken(TEST_SECRET_KEY, formId, Date.now() - 3 * 3600_000);
    await expectRefused(await goodEntry({ 'wpforms[token]': stale }), {
      general: { header: 'This form was open too long. Please send it again.' },
    });
    await expectRefused(await goodEntry({ 'wpforms[token]': null }), {
      general: { header: 'This form could not be checked. Please reload the page and try again.' },
    });
  });

  it('refuses a filled honeypot', async () => {
    await expectRefused(await goodEntry({ 'wpforms[hp]': 'http://spam.example' }), {
      general: { header: 'Your entry could not be accepted. Please try again later.' },
    });
  });

  it('refuses a submit quicker than a person could fill the form', async () => {
    const now = Date.now();
    await expectRefused(
      await goodEntry({ start_timestamp: String(now - 1000), end_timestamp: String(now) }),
      {
        general: {
          header:
            'That was quicker than a person could fill in this form. Please check it and send again.',
        },
      },
    );
  });

  it('refuses an entry without the captcha’s solution', async () => {
    await expectRefused(await goodEntry({ altcha: null }), {
      general: { recaptcha: 'Please confirm you are human, then send again.' },
    });
  });

  it('judges the fields by the form’s rules, in the visitor’s language', async () => {
    const entries = await goodEntry({
      [postedName('email')]: 'dana@mailinator.com',
      [postedName('email.confirm')]: 'dana@mailinator.com',
      [postedName('name')]: '',
      [postedName('topics')]: null,
    });
    entries.push(
      [postedName('topics'), 'glaze'],
      [postedName('topics'), 'wheel'],
      [postedName('topics'), 'kiln'],
    );
    await expectRefused(entries, {
      field: {
        name: 'This field is required.',
        email: 'This email address is not allowed.',
        topics: 'You have exceeded the number of allowed selections: 2.',
      },
    });
  });

  it('refuses a password weaker than its field asks for, as the browser scores it', async () => {
    const accountId = 'account';
    await t.app.forms.create(
      {
        name: 'Account',
        definition: {
          ...demoWebForm,
          pages: [
            {
              id: 'page-1',
              title: {},
              fields: [
                { id: 'secret', type: 'password', label: { en: 'Password' }, minStrength: 3 },
              ],
            },
          ],
          antiSpam: { captcha: 'none', timeTrap: false, storeVisitorUuid: false },
        },
      },
      accountId,
    );
    const send = (password: string) => {
      const now = Date.now();
      return ajax([
        ['action', 'wpforms_submit'],
        ['wpforms[id]', accountId],
        ['wpforms[token]', issueFormToken(TEST_SECRET_KEY, accountId)],
        ['wpforms[hp]', ''],
        ['start_timestamp', String(now - 20_000)],
        ['end_timestamp', String(now)],
        ['wpforms[payment_total]', '0'],
        [postedName('secret'), password],
      ]);
    };
    const weak = (await send('aaaaaaaa')).json();
    expect(weak.success).toBe(false);
    expect(weak.data.errors.field).toEqual({
      secret:
        'A stronger password is required. Consider using upper and lower case letters, numbers, and symbols.',
    });
    expect((await send('Tr0ub4dour&3-horse-battery-staple')).json().success).toBe(true);
  });

  it('refuses a token used for an entry already stored', async () => {
    const entries = await goodEntry();
    expect((await ajax(entries)).json().success).toBe(true);
    const again = entries.map(
      ([name, value]): [string, string | { name: string; type: string; content: Buffer }] =>
        name === 'altcha' ? [name, ''] : [name, value],
    );
    const replay = again.filter(([name]) => name !== 'altcha');
    replay.push(['altcha', await captcha()]);
    await expectRefused(replay, {
      general: { header: 'This form was open too long. Please send it again.' },
    });
  });

  it('answers 415 to a body that is not multipart and 404 to an unknown form', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${root}/ajax`,
      payload: { action: 'wpforms_get_token' },
    });
    expect(response.statusCode).toBe(415);
    expect(
      (
        await ajax([
          ['action', 'wpforms_get_token'],
          ['formId', 'nope'],
        ])
      ).statusCode,
    ).toBe(404);
  });
});
