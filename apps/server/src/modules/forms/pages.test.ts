// The storefront's form page (/form/<id>) reads its form through the pages' webForms domain, on
// both databases: the form as the visitor component draws it in the page's language (owner-only
// parts left out), our own pages' ajax URL, a first token that the page's entry is then sent with
// (to /api/forms/ajax with the page's nonce), and null for a form that does not exist (the 404).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postedName } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../testing/owner-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { demoWebForm } from './demo.ts';
import { webFormsPages } from './pages.ts';

describe.each(testEngines())('the form page’s form on %s', (engine) => {
  let t: TestApp;
  let dataDir: string;
  const formId = 'page-form';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-form-page-'));
    t = await createTestApp(engine, {}, { DATA_DIR: dataDir });
    // The demo's form without its captcha: an ALTCHA solution is a browser's work.
    await t.app.forms.create(
      {
        name: 'Workshop',
        definition: { ...demoWebForm, antiSpam: { ...demoWebForm.antiSpam, captcha: 'none' } },
      },
      formId,
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is the form as the page draws it, in the page’s language, for our own calls', async () => {
    const form = await webFormsPages(t.app.formsVisitor, 'he').published(formId);
    expect(form).not.toBeNull();
    expect(form!.name).toBe('Workshop');
    expect(form!.settings.ajaxUrl).toBe('/api/forms/ajax');
    expect(form!.settings.locale).toBe('he');
    expect(form!.settings.captchaUrl).toBe('/api/forms/altcha-challenge');
    // What only the owner reads stays on the server.
    expect(form!.definition.notifications).toEqual([]);
    expect(JSON.stringify(form)).not.toContain('mailinator');
    expect(await webFormsPages(t.app.formsVisitor, 'en').published('no-such-form')).toBeNull();
  });

  it('hands a token the page’s entry is sent with', async () => {
    const form = await webFormsPages(t.app.formsVisitor, 'en').published(formId);
    const session = await t.app.inject({ url: '/api/session' });
    const { nonce } = session.json() as { nonce: string };
    const cookie = session.cookies.map((one) => `${one.name}=${one.value}`).join('; ');
    const now = Date.now();
    const day = new Date(now + 40 * 24 * 3600 * 1000);
    while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
    const body = await multipartBody(
      Object.entries({
        action: 'wpforms_submit',
        'wpforms[id]': formId,
        'wpforms[token]': form!.token,
        'wpforms[hp]': '',
        start_timestamp: String(now - 20_000),
        end_timestamp: String(now),
        'wpforms[payment_total]': '4500',
        [postedName('name')]: 'Dana Levi',
        [postedName('email')]: 'dana@mail.example',
        [postedName('email.confirm')]: 'dana@mail.example',
        [postedName('for')]: 'me',
        [postedName('date')]: day.toISOString().slice(0, 10),
        [postedName('ticket')]: 'standard',
      }),
    );
    const before = (await t.app.forms.entries(formId, { limit: 1, offset: 0, order: 'desc' }))
      .total;
    const sent = await t.app.inject({
      method: 'POST',
      url: `${form!.settings.ajaxUrl}?lang=en`,
      ...body,
      headers: { ...body.headers, cookie, 'x-pinwheel-nonce': nonce },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      success: true,
      data: { action_required: true, payment: { amount_text: '$45.00' } },
    });
    expect((await t.app.forms.entries(formId, { limit: 1, offset: 0, order: 'desc' })).total).toBe(
      before + 1,
    );
  });
});
