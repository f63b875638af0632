import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CONTACT_FORM_HONEYPOT,
  CONTACT_FORM_STARTED,
  NONCE_HEADER,
  validateForm,
  type ContactFormDefinition,
} from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import {
  multipartBody,
  signInOwnerClient,
  visitorBrowser,
  type SignedInOwner,
} from '../../../testing/owner-client.ts';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../testing/local-smtp-server.ts';
import { schemaOf } from '../contact-form-record.ts';

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** One field per rule of the spec, so each can be made to fail on its own. */
const everyRule: ContactFormDefinition = {
  fields: [
    { name: 'name', type: 'text', label: { en: 'Name' }, required: true },
    { name: 'cv', type: 'file', label: { en: 'CV' }, required: true, accept: ['.pdf'] },
    { name: 'email', type: 'email', label: { en: 'Email' } },
    { name: 'site', type: 'url', label: { en: 'Site' } },
    { name: 'phone', type: 'tel', label: { en: 'Phone' } },
    { name: 'count', type: 'number', label: { en: 'Count' }, min: 1, max: 10 },
    { name: 'day', type: 'date', label: { en: 'Day' } },
    { name: 'at', type: 'time', label: { en: 'At' } },
    { name: 'size', type: 'select', label: { en: 'Size' }, options: ['S', 'M'] },
    { name: 'topics', type: 'checkbox', label: { en: 'Topics' }, options: ['a', 'b', 'c', 'd'] },
    { name: 'note', type: 'textarea', label: { en: 'Note' }, minLength: 3, maxLength: 5 },
    { name: 'photo', type: 'file', label: { en: 'Photo' }, accept: ['image/*', '.pdf'] },
    { name: 'price', type: 'number', label: { en: 'Price' } },
    { name: 'visit', type: 'date', label: { en: 'Visit' } },
    { name: 'contact', type: 'text', label: { en: 'Contact' } },
    { name: 'terms', type: 'acceptance', label: { en: 'I agree' }, required: true },
  ],
  rules: [
    { rule: 'dayofweek', field: 'day', accept: [1, 2, 3, 4, 5] },
    { rule: 'minitems', field: 'topics', threshold: 2 },
    { rule: 'maxitems', field: 'topics', threshold: 3 },
    { rule: 'minfilesize', field: 'photo', threshold: 100 },
    { rule: 'maxfilesize', field: 'photo', threshold: 200 },
    { rule: 'stepnumber', field: 'price', threshold: 0.5 },
    { rule: 'mindate', field: 'visit', threshold: '2026-01-01' },
    { rule: 'maxdate', field: 'visit', threshold: '2026-12-31' },
    {
      rule: 'any',
      field: 'contact',
      error: 'Give an email or a phone number',
      rules: [
        { rule: 'required', field: 'email' },
        { rule: 'required', field: 'phone' },
      ],
    },
    {
      rule: 'all',
      field: 'name',
      rules: [{ rule: 'maxlength', field: 'name', threshold: 40 }],
    },
  ],
};

type Entry = [string, string | { name: string; type: string; content: Buffer | string }];

const validEntries = (): Entry[] => [
  ['name', 'Dana <script>alert(1)</script>'],
  ['cv', { name: 'cv.pdf', type: 'application/pdf', content: pdfBytes }],
  ['email', 'dana@shop.example'],
  ['count', '3'],
  ['day', '2026-11-23'],
  ['topics', 'a'],
  ['topics', 'b'],
  ['note', 'Hi!!'],
  ['terms', '1'],
];

describe.each(testEngines())('contact form feedback on %s', (engine) => {
  let t: TestApp;
  let owner: SignedInOwner;
  let dataDir: string;
  let formId: string;
  let visitor: { cookie: string; nonce: string };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-forms-'));
    t = await createTestApp(engine, {}, { DATA_DIR: dataDir });
    owner = await signInOwnerClient(t.app);
    const created = await owner.request('POST', '/api/admin/contact-forms', {
      name: 'Every rule',
      definition: everyRule,
    });
    expect(created.statusCode).toBe(201);
    formId = created.json().form.id;
    visitor = await visitorBrowser(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A visitor's submission from our own page, its time-trap token minted `ageMs` ago. */
  async function send(
    entries: Entry[],
    options: { ageMs?: number; id?: string; embedded?: boolean; nonce?: string | null } = {},
  ) {
    const id = options.id ?? formId;
    const started = t.app.contactForms.startedToken(id, Date.now() - (options.ageMs ?? 5000));
    const body = await multipartBody([...entries, [CONTACT_FORM_STARTED, started]]);
    const nonce = options.nonce === undefined ? visitor.nonce : options.nonce;
    return t.app.inject({
      method: 'POST',
      url: `/api${options.embedded ? '/embed' : ''}/contact-forms/${id}/feedback`,
      headers: {
        ...body.headers,
        ...(options.embedded ? {} : { cookie: visitor.cookie }),
        ...(nonce && !options.embedded ? { [NONCE_HEADER]: nonce } : {}),
      },
      payload: body.payload,
    });
  }

  const storedCount = async () => (await t.app.contactForms.submissions()).length;
  const incomingFiles = () => {
    const incoming = path.join(dataDir, 'contact-form-uploads', '.incoming');
    return fs.existsSync(incoming) ? fs.readdirSync(incoming) : [];
  };

  it('publishes the rules and a time-trap token, and 404s an unknown form', async () => {
    const answer = await t.app.inject(`/api/contact-forms/${formId}/feedback/schema?lang=he`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.schema.locale).toBe('he');
    expect(body.schema.rules).toContainEqual({ rule: 'required', field: 'name' });
    expect(body.started).toMatch(/^\w+\.[\w-]{32}$/);
    expect(body.fields.map((field: { name: string }) => field.name)).toContain('terms');
    const unknown = await t.app.inject('/api/contact-forms/no-such-form/feedback/schema');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    expect((await t.app.inject('/api/contact-forms/nope/refill')).statusCode).toBe(404);
    const refill = await t.app.inject(`/api/contact-forms/${formId}/refill`);
    expect(refill.headers['cache-control']).toBe('no-store');
    expect(refill.json()).toEqual({
      started: expect.stringMatching(/^\w+\.[\w-]{32}$/),
      captcha: {},
      quiz: {},
    });
  });

  it("takes the next message on the refill's time-trap token, judged from the refill", async () => {
    // The clock stands still from the refill on (a loaded machine must not age the token), and
    // then moves on by a person's pace.
    const refilledAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: refilledAt });
    try {
      const refill = await t.app.inject(`/api/embed/contact-forms/${formId}/refill`);
      const post = async () => {
        const body = await multipartBody([
          ...validEntries(),
          [CONTACT_FORM_STARTED, refill.json().started],
        ]);
        const answer = await t.app.inject({
          method: 'POST',
          url: `/api/embed/contact-forms/${formId}/feedback`,
          headers: body.headers,
          payload: body.payload,
        });
        return answer.json().status;
      };
      // At once, the token is as young as the refill: no person types a message so fast.
      expect(await post()).toBe('spam');
      // A person's pace later, the same token carries the message.
      vi.setSystemTime(refilledAt + 5000);
      expect(await post()).toBe('mail_sent');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stores a good message with its file, keeps the mail without SMTP, and escapes nothing', async () => {
    const before = await storedCount();
    const answer = await send(validEntries());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      status: 'mail_sent',
      message: 'Thank you for your message. It has been sent.',
      invalid_fields: [],
      captcha: {},
      quiz: {},
    });
    expect(answer.json().posted_data_hash).toMatch(/^[0-9a-f]{32}$/);
    const [latest] = await t.app.contactForms.submissions();
    expect(await storedCount()).toBe(before + 1);
    expect(latest!.mailState).toBe('kept');
    // Stored as typed: the pages that show it escape it.
    expect(latest!.fields.name).toEqual(['Dana <script>alert(1)</script>']);
    expect(latest!.fields).not.toHaveProperty(CONTACT_FORM_STARTED);
    expect(latest!.files).toMatchObject([{ field: 'cv', name: 'cv.pdf', type: 'application/pdf' }]);
    const download = await owner.request(
      'GET',
      `/api/admin/contact-form-messages/${latest!.id}/files/0`,
    );
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(pdfBytes)).toBe(true);
    expect(incomingFiles()).toEqual([]);
  });

  it("answers each rule's failure in the spec's shape, as the browser's rules word it", async () => {
    const failing: Entry[] = [
      ['name', 'A name far, far longer than forty characters'],
      ['email', 'not-an-email'],
      ['site', 'javascript:alert(1)'],
      ['phone', '12'],
      ['count', '11'],
      ['day', '2026-11-29'],
      ['at', '25:00'],
      ['size', 'XL'],
      ['topics', 'a'],
      ['note', 'far too long'],
      ['photo', { name: 'p.png', type: 'image/png', content: Buffer.alloc(10) }],
      ['price', '1.25'],
      ['visit', '2014-02-30'],
      ['terms', '1'],
    ];
    const answer = (await send(failing)).json();
    expect(answer.status).toBe('validation_failed');
    expect(answer.message).toBe('One or more fields have an error. Please check and try again.');
    const byField = Object.fromEntries(
      answer.invalid_fields.map((f: { field: string; message: string }) => [f.field, f.message]),
    );
    expect(byField).toMatchObject({
      name: 'Please check this field.', // the all group
      cv: 'Please choose a file.',
      email: 'Please enter a valid email address.',
      site: 'Please enter a valid URL.',
      phone: 'Please enter a valid phone number.',
      count: 'Please enter a number of at most 10.',
      day: 'Please choose another day of the week.',
      at: 'Please enter a valid time.',
      size: 'Please choose one of the options.',
      topics: 'Please choose at least 2.',
      note: 'Please enter at most 5 characters.',
      photo: 'This kind of file is not accepted. Accepted: image/*, .pdf.',
      price: 'Please enter a number in steps of 0.5.',
      visit: 'Please enter a valid date.',
    });
    // The browser runs the same rules on the same values and says the same.
    const form = (await t.app.contactForms.get(formId))!;
    const browser = validateForm(
      schemaOf(form, 'en'),
      Object.fromEntries(
        Object.entries(
          failing.reduce<Record<string, unknown[]>>((all, [name, value]) => {
            (all[name] ??= []).push(
              typeof value === 'string'
                ? value
                : { name: value.name, size: value.content.length, type: '' },
            );
            return all;
          }, {}),
        ),
      ) as never,
      { lang: 'en' },
    );
    expect(
      browser.map(({ field, message }) => ({ field, message })).filter((f) => f.field !== 'photo'),
    ).toEqual(answer.invalid_fields.filter((f: { field: string }) => f.field !== 'photo'));

    const more = (
      await send([
        ['name', 'Dana'],
        ['cv', { name: 'cv.pdf', type: 'application/pdf', content: pdfBytes }],
        ['topics', 'a'],
        ['topics', 'b'],
        ['topics', 'c'],
        ['topics', 'd'],
        ['note', 'ab'],
        ['count', '0'],
        [
          'photo',
          {
            name: 'big.pdf',
            type: 'application/pdf',
            content: Buffer.concat([pdfBytes, Buffer.alloc(300)]),
          },
        ],
        ['visit', '2027-01-01'],
        ['terms', '1'],
      ])
    ).json();
    const moreByField = Object.fromEntries(
      more.invalid_fields.map((f: { field: string; message: string }) => [f.field, f.message]),
    );
    expect(moreByField).toMatchObject({
      contact: 'Give an email or a phone number', // the any group
      topics: 'Please choose at most 3.',
      note: 'Please enter at least 3 characters.',
      count: 'Please enter a number of at least 1.',
      photo: 'The file is too large (at most 200 bytes).',
      visit: 'Please enter a date on or before 2026-12-31.',
    });
    const small = (
      await send([
        ...validEntries(),
        ['photo', { name: 'tiny.pdf', type: 'application/pdf', content: pdfBytes.subarray(0, 40) }],
        ['visit', '2025-12-31'],
        ['count', 'many'],
      ])
    ).json();
    expect(small.invalid_fields).toEqual(
      expect.arrayContaining([
        { field: 'photo', message: 'The file is too small (at least 100 bytes).' },
        { field: 'visit', message: 'Please enter a date on or after 2026-01-01.' },
        { field: 'count', message: 'Please enter a number.' },
      ]),
    );
    expect(incomingFiles()).toEqual([]);
  });

  it('answers acceptance_missing when only the terms are unticked, in Hebrew when asked', async () => {
    const entries = validEntries().filter(([name]) => name !== 'terms');
    const answer = (await send(entries)).json();
    expect(answer.status).toBe('acceptance_missing');
    expect(answer.invalid_fields).toEqual([]);
    const hebrew = await t.app.inject({
      method: 'POST',
      url: `/api/embed/contact-forms/${formId}/feedback?lang=he`,
      ...(await multipartBody([
        ...entries,
        [CONTACT_FORM_STARTED, t.app.contactForms.startedToken(formId, Date.now() - 5000)],
      ])),
    });
    expect(hebrew.json().message).toBe('יש לאשר את התנאים לפני שליחת ההודעה.');
  });

  it('takes a filled honeypot, a hurried form or a forged token for spam, and stores nothing', async () => {
    const before = await storedCount();
    const honeypot = await send([
      ...validEntries(),
      [CONTACT_FORM_HONEYPOT, 'http://spam.example'],
    ]);
    expect(honeypot.json().status).toBe('spam');
    expect((await send(validEntries(), { ageMs: 300 })).json().status).toBe('spam');
    const body = await multipartBody([...validEntries(), [CONTACT_FORM_STARTED, 'abc.forged']]);
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/embed/contact-forms/${formId}/feedback`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(forged.json().status).toBe('spam');
    expect(await storedCount()).toBe(before);
    expect(incomingFiles()).toEqual([]);
  });

  it('refuses a file whose bytes are not what its name says', async () => {
    const entries = validEntries().filter(([name]) => name !== 'cv');
    const fake = await send([
      ...entries,
      ['cv', { name: 'cv.pdf', type: 'application/pdf', content: 'MZ not a pdf at all' }],
    ]);
    expect(fake.json().invalid_fields).toEqual([
      { field: 'cv', message: 'This kind of file is not accepted. Accepted: .pdf.' },
    ]);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const disguised = await send([
      ...entries,
      [
        'cv',
        {
          name: 'cv.pdf',
          type: 'application/pdf',
          content: Buffer.concat([png, Buffer.alloc(64)]),
        },
      ],
    ]);
    expect(disguised.json().invalid_fields[0].field).toBe('cv');
  });

  it('reads the encoded half of a UTF-16 pair as replacement characters and refuses a C1 control', async () => {
    // A multipart field carries bytes: ED A0 80 is no UTF-8, so it is never stored as such.
    const withBytes = async (bytes: number[]) => {
      const started = t.app.contactForms.startedToken(formId, Date.now() - 5000);
      const entries: Entry[] = [...validEntries().slice(1), ['name', 'Dana@@']];
      const body = await multipartBody([...entries, [CONTACT_FORM_STARTED, started]]);
      const at = body.payload.indexOf('Dana@@');
      return t.app.inject({
        method: 'POST',
        url: `/api/contact-forms/${formId}/feedback`,
        headers: { ...body.headers, cookie: visitor.cookie, [NONCE_HEADER]: visitor.nonce },
        payload: Buffer.concat([
          body.payload.subarray(0, at + 4),
          Buffer.from(bytes),
          body.payload.subarray(at + 6),
        ]),
      });
    };
    const earlier = await storedCount();
    expect((await withBytes([0xed, 0xa0, 0x80])).json().status).toBe('mail_sent');
    expect(await storedCount()).toBe(earlier + 1);
    // Found by its name, not its place: another test here stores a message dated 5 s ahead.
    const names = (await t.app.contactForms.submissions()).map((one) => one.fields.name?.[0]);
    expect(names).toContain('Dana\ufffd\ufffd\ufffd');
    const before = await storedCount();
    expect((await withBytes([0xc2, 0x85])).json()).toMatchObject({
      status: 'validation_failed',
      invalid_fields: [
        {
          field: 'name',
          message: 'Please remove the invisible control characters from this field.',
        },
      ],
    });
    expect(await storedCount()).toBe(before);
  });

  it('refuses bad input clearly and stores none of it', async () => {
    const before = await storedCount();
    expect((await send(validEntries(), { nonce: null })).json().error.code).toBe('nonce_missing');
    expect((await send(validEntries(), { nonce: 'x.y' })).statusCode).toBe(403);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/contact-forms/${formId}/feedback`,
      headers: { cookie: visitor.cookie, [NONCE_HEADER]: visitor.nonce },
      payload: { name: 'Dana' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('unsupported_media_type');
    const malformed = await t.app.inject({
      method: 'POST',
      url: `/api/contact-forms/${formId}/feedback`,
      headers: {
        cookie: visitor.cookie,
        [NONCE_HEADER]: visitor.nonce,
        'content-type': 'multipart/form-data; boundary=xyz',
      },
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nDa',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('malformed_multipart');
    const controls = await send([...validEntries().slice(1), ['name', 'Dana\u0000\u001b[31m']]);
    expect(controls.json()).toMatchObject({
      status: 'validation_failed',
      invalid_fields: [
        {
          field: 'name',
          message: 'Please remove the invisible control characters from this field.',
        },
      ],
    });
    const huge = await send([...validEntries(), ['note', 'x'.repeat(70 * 1024)]]);
    expect(huge.statusCode).toBe(413);
    const oversized = await send([
      ...validEntries(),
      [
        'photo',
        { name: 'huge.pdf', type: 'application/pdf', content: Buffer.alloc(10 * 1024 * 1024 + 10) },
      ],
    ]);
    expect(oversized.json().invalid_fields).toEqual([
      { field: 'photo', message: 'The file is too large (at most 10 MB).' },
    ]);
    const tooMany = await send([
      ...validEntries(),
      ...Array.from({ length: 6 }, (): Entry => [
        'photo',
        { name: 'p.pdf', type: 'application/pdf', content: pdfBytes },
      ]),
    ]);
    expect(tooMany.statusCode).toBe(413);
    expect((await send(validEntries(), { id: 'no-such-form' })).statusCode).toBe(404);
    expect(await storedCount()).toBe(before);
    expect(incomingFiles()).toEqual([]);
  });

  it('takes embedded forms from any origin without a nonce', async () => {
    const answer = await send(validEntries(), { embedded: true });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.json().status).toBe('mail_sent');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/embed/contact-forms/${formId}/feedback`,
    });
    expect(preflight.statusCode).toBe(204);
  });

  it('lets only the owner read messages and create forms, and checks a definition', async () => {
    expect((await t.app.inject('/api/admin/contact-form-messages')).statusCode).toBe(401);
    const bad = await owner.request('POST', '/api/admin/contact-forms', {
      name: 'Bad',
      definition: { fields: [{ name: '1 bad', type: 'colour', label: {} }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    const list = await owner.request('GET', '/api/admin/contact-form-messages');
    expect(list.json().messages[0]).toMatchObject({ form_name: 'Every rule', mail_state: 'kept' });
  });
});

describe('contact form mail over SMTP', () => {
  let t: TestApp;
  let smtp: LocalSmtpServer;
  let dataDir: string;
  let formId: string;

  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-forms-smtp-'));
    t = await createTestApp(
      'sqlite',
      {},
      { DATA_DIR: dataDir, SMTP_URL: smtp.url, ADMIN_EMAIL: 'boss@shop.example' },
    );
    const form = await t.app.contactForms.create({
      name: 'Support',
      mailTo: null,
      definition: {
        fields: [
          { name: 'email', type: 'email', label: { en: 'Email' }, required: true },
          { name: 'msg', type: 'textarea', label: { en: 'Message' }, required: true },
          { name: 'doc', type: 'file', label: { en: 'Doc' }, accept: ['.pdf'] },
        ],
        rules: [],
      },
    });
    formId = form.id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function post() {
    const body = await multipartBody([
      ['email', 'visitor@mail.example'],
      ['msg', 'Where is my order <b>#42</b>?'],
      ['doc', { name: 'receipt.pdf', type: 'application/pdf', content: pdfBytes }],
      [CONTACT_FORM_STARTED, t.app.contactForms.startedToken(formId, Date.now() - 5000)],
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/embed/contact-forms/${formId}/feedback`,
      ...body,
    });
  }

  it('mails the owner in plain text with the file, replying to the visitor', async () => {
    const seen = smtp.received.length;
    expect((await post()).json().status).toBe('mail_sent');
    const mail = await smtp.nextMail(seen);
    expect(mail.to).toEqual(['boss@shop.example']);
    expect(mail.raw).toContain('Reply-To: visitor@mail.example');
    expect(mail.raw).toContain('Where is my order <b>#42</b>?');
    expect(mail.raw).toContain('filename=receipt.pdf');
    expect(mail.raw).not.toContain('text/html');
    expect((await t.app.contactForms.submissions())[0]!.mailState).toBe('sent');
  });

  it('answers mail_failed when the SMTP server refuses, and keeps the message', async () => {
    smtp.refuse = true;
    try {
      const answer = (await post()).json();
      expect(answer.status).toBe('mail_failed');
      expect(answer.message).toBe(
        'There was an error trying to send your message. Please try again later.',
      );
      expect((await t.app.contactForms.submissions())[0]!.mailState).toBe('failed');
    } finally {
      smtp.refuse = false;
    }
  });
});
