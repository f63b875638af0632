// pinwheel/v1/privacy on both databases: one person (Dana, written in any case) left a lead
// through the widget's conversion call, a subscription, a contact message with a file, a web form
// entry, a customer account, an order placed at checkout, a review and popup activity; another
// person left the same kinds. The owner finds Dana's records per kind, exports them (the file's
// bytes included), and erases them: everything goes but the order, which stays for the books
// without her name, address, phone or account, and the other person's records stay untouched.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  blankWebFormDefinition,
  CONTACT_FORM_STARTED,
  ERASED_EMAIL,
  NONCE_HEADER,
} from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../platform-api/testing/rest-owner.ts';
import { multipartBody, signInOwnerClient, visitorBrowser } from '../../testing/owner-client.ts';
import { Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const v1 = '/wp-json/pinwheel/v1';
const DANA = 'dana@buyer.example';
const OTHER = 'other@elsewhere.test';
const MUG = 7001;
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface LeadSite {
  siteId: string;
  clientId: string;
  popupId: string;
}

type Found = { email: string; kinds: { kind: string; count: number }[] };
const counts = (found: Found) =>
  Object.fromEntries(found.kinds.map((one) => [one.kind, one.count]));

describe.each(testEngines())('privacy requests on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let dataDir: string;
  let site: LeadSite;
  let formId: string;
  let danaOrderId: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-privacy-'));
    t = await createTestApp(engine, {}, { DATA_DIR: dataDir });
    owner = await restOwner(t.app);
    const legacy = await signInOwnerClient(t.app, 'owner@api.test', 'api test password');
    const created = await legacy.request('POST', '/api/admin/sites', { name: 'Privacy shop' });
    const { id: siteId, client_id: clientId } = created.json().site;
    const popup = await legacy.request('POST', `/api/admin/sites/${siteId}/popups`, {
      status: 'live',
      popup: {
        poptin_name: 'Join us',
        poptin_target: 'lead',
        poptin_type: 'lightbox',
        poptin_format: 'format_1',
        poptin_size: { width: 800, height: 500 },
        design_properties: { poptin_location: 'center' },
        design: {
          blocks: [
            {
              type: 'form',
              fields: [{ kind: 'email', label: 'Email', required: true }],
              submit_label: 'Join',
            },
          ],
        },
      },
    });
    expect(popup.statusCode).toBe(201);
    site = { siteId, clientId, popupId: popup.json().popup.id };
    await t.app.catalog.saveProduct({
      type: 'simple',
      created_at: Date.now(),
      id: 'privacy-mug',
      slug: 'privacy-mug',
      title: 'Privacy Mug',
      variations: [{ id: MUG, price: 1250, stock: 100 }],
    });
    const list = (
      await owner.request('POST', `${v1}/mailing-lists`, {
        name: 'News',
        consent_text: { en: 'Yes, mail me.' },
      })
    ).json();
    const form = await owner.request('POST', `${v1}/contact-forms`, {
      name: 'Contact',
      definition: {
        fields: [
          { name: 'email', type: 'email', label: { en: 'Email' }, required: true },
          { name: 'msg', type: 'textarea', label: { en: 'Message' }, required: true },
          { name: 'doc', type: 'file', label: { en: 'Doc' }, accept: ['.pdf'] },
        ],
        rules: [],
      },
    });
    formId = form.json().id;
    const webForm = await t.app.forms.create({
      name: 'Sign-up',
      definition: blankWebFormDefinition(),
    });

    for (const [index, email] of [DANA, OTHER].entries()) {
      const shown = email === DANA ? 'Dana@Buyer.Example' : email;
      const viewer = `viewer-${index}`;
      const viewed = await t.app.inject({
        method: 'POST',
        url: `/api/display/viewed/${site.popupId}`,
        payload: { viewer_id: viewer, client_id: site.clientId, type: 'lightbox' },
      });
      const converted = await t.app.inject({
        method: 'POST',
        url: `/api/display/conversion/${viewer}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          client_id: site.clientId,
          poptin_id: site.popupId,
          poptin_view_id: viewed.json().poptin_view_id,
          email: shown,
        }).toString(),
      });
      expect(converted.statusCode).toBe(200);
      await t.app.mailingList.addSubscriber({
        listId: list.id,
        email: shown,
        firstName: 'Reader',
        consent: true,
        lang: 'en',
        source: 'storefront',
      });
      await sendMessage(shown, `Hello from ${email}`);
      await t.app.forms.insertEntry({
        formId: webForm.id,
        formVersion: 1,
        fields: { email: [shown], name: ['Reader'] },
        files: [],
        orderLines: [],
        total: 0,
        currency: 'USD',
        paymentState: 'none',
        lang: 'en',
        pageUrl: null,
        visitorUuid: null,
        mailState: 'kept',
      });
      const registered = await t.app.customers.accounts.register({
        username: `reader${index}`,
        email: shown,
        password: 'a long enough password',
      });
      expect(registered.ok).toBe(true);
      const shopper = await new Shopper(t.app).start();
      await shopper.add(MUG, 2);
      const placed = await shopper.checkout(shown);
      expect(placed.statusCode).toBe(201);
      if (email === DANA) danaOrderId = placed.json().order.id;
      await t.app.catalog.addReview('privacy-mug', {
        author: 'Reader',
        email: shown,
        rating: 5,
        text: 'A fine mug.',
      });
      t.app.display.recordActivity({
        siteId: site.siteId,
        poptin_id: site.popupId,
        email: shown,
        activity: 'viewed',
      });
    }
    await t.app.display.flushEvents();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A visitor's message from our own page, through the feedback route the form posts to. */
  async function sendMessage(email: string, message: string) {
    const visitor = await visitorBrowser(t.app);
    const started = t.app.contactForms.startedToken(formId, Date.now() - 5000);
    const body = await multipartBody([
      ['email', email],
      ['msg', message],
      ['doc', { name: 'order.pdf', type: 'application/pdf', content: pdfBytes }],
      [CONTACT_FORM_STARTED, started],
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/contact-forms/${formId}/feedback`,
      headers: { ...body.headers, cookie: visitor.cookie, [NONCE_HEADER]: visitor.nonce },
      payload: body.payload,
    });
    expect(response.json().status).toBe('mail_sent');
  }

  const found = async (email: string) => {
    const response = await owner.request('POST', `${v1}/privacy/found`, { email });
    expect(response.statusCode).toBe(200);
    return counts(response.json<Found>());
  };

  it('finds every kind kept about an address, in any case', async () => {
    expect(await found(' DANA@buyer.example ')).toEqual({
      leads: 1,
      couponCodes: 0,
      subscribers: 1,
      messages: 1,
      formEntries: 1,
      customer: 1,
      orders: 1,
      reviews: 1,
      popupActivity: 1,
    });
    expect((await found('nobody@nowhere.test')).leads).toBe(0);
  });

  it('exports every record as a JSON download, the message’s file included', async () => {
    const response = await owner.request('POST', `${v1}/privacy/export`, { email: DANA });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="personal-data.json"',
    );
    const exported = response.json();
    expect(exported.email).toBe(DANA);
    expect(exported.kinds.leads[0].email).toBe(DANA);
    expect(exported.kinds.subscribers[0]).toMatchObject({ list: 'News', status: 'subscribed' });
    expect(exported.kinds.messages[0].fields.msg).toEqual([`Hello from ${DANA}`]);
    expect(Buffer.from(exported.kinds.messages[0].files[0].content_base64, 'base64')).toEqual(
      pdfBytes,
    );
    expect(exported.kinds.customer[0].username).toBe('reader0');
    expect(exported.kinds.orders[0]).toMatchObject({ id: danaOrderId, total: 3000 });
    expect(exported.kinds.orders[0].billing.first_name).toBe('Dana');
    expect(exported.kinds.orders[0]).not.toHaveProperty('accessKey');
    expect(exported.kinds.reviews[0].text).toBe('A fine mug.');
    expect(exported.kinds.popupActivity[0]).toMatchObject({ type: 'conversion_activity' });
  });

  it('refuses what is not an address, and anyone but the owner', async () => {
    const bad = await owner.request('POST', `${v1}/privacy/found`, { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.params)).toEqual(['email']);
    const erased = await owner.request('POST', `${v1}/privacy/erase`, { email: ERASED_EMAIL });
    expect(erased.statusCode).toBe(400);
    const stranger = await t.app.inject({
      method: 'POST',
      url: `${v1}/privacy/export`,
      payload: { email: DANA },
    });
    expect(stranger.statusCode).toBe(401);
  });

  it('erases the address: removed everywhere, the order kept without the person', async () => {
    const response = await owner.request('POST', `${v1}/privacy/erase`, { email: DANA });
    expect(response.statusCode).toBe(200);
    const parts = Object.fromEntries(
      response.json().kinds.map((part: { kind: string }) => [part.kind, part]),
    );
    expect(parts.leads).toMatchObject({ removed: 1, anonymised: 0 });
    expect(parts.subscribers).toMatchObject({ removed: 1 });
    expect(parts.messages).toMatchObject({ removed: 1 });
    expect(parts.formEntries).toMatchObject({ removed: 1 });
    expect(parts.customer).toMatchObject({ removed: 1 });
    expect(parts.orders).toMatchObject({ removed: 0, anonymised: 1 });
    expect(parts.reviews).toMatchObject({ removed: 1 });
    expect(parts.popupActivity).toMatchObject({ removed: 1 });

    expect(Object.values(await found(DANA)).every((count) => count === 0)).toBe(true);
    const order = await t.app.orders.get(danaOrderId);
    expect(order).toMatchObject({ email: ERASED_EMAIL, phone: '', total: 3000, note: '' });
    expect(order?.billing).toMatchObject({ first_name: '', address_1: '', country: 'IL' });
    expect(order?.lines[0]).toMatchObject({ quantity: 2 });
    expect(await t.app.orders.mails(danaOrderId)).toEqual([]);
    // The message's file is gone from the disk too.
    const uploads = path.join(dataDir, 'contact-form-uploads');
    const folders = fs.readdirSync(uploads).filter((name) => !name.startsWith('.'));
    expect(folders).toHaveLength(1);

    expect(await found(OTHER)).toEqual({
      leads: 1,
      couponCodes: 0,
      subscribers: 1,
      messages: 1,
      formEntries: 1,
      customer: 1,
      orders: 1,
      reviews: 1,
      popupActivity: 1,
    });
  });

  it('deletes one lead and one message for good, only with force=true', async () => {
    const leads = (await owner.request('GET', `${v1}/leads?search=${OTHER}`)).json();
    expect(leads).toHaveLength(1);
    const refused = await owner.request('DELETE', `${v1}/leads/${leads[0].id}`);
    expect(refused.statusCode).toBe(501);
    const deleted = await owner.request('DELETE', `${v1}/leads/${leads[0].id}?force=true`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().email).toBe(OTHER);
    expect((await owner.request('GET', `${v1}/leads/${leads[0].id}`)).statusCode).toBe(404);

    const messages = (await owner.request('GET', `${v1}/contact-forms/messages`)).json();
    expect(messages).toHaveLength(1);
    const gone = await owner.request(
      'DELETE',
      `${v1}/contact-forms/messages/${messages[0].id}?force=true`,
    );
    expect(gone.statusCode).toBe(200);
    expect((await owner.request('GET', `${v1}/contact-forms/messages`)).json()).toEqual([]);
    const again = await owner.request(
      'DELETE',
      `${v1}/contact-forms/messages/${messages[0].id}?force=true`,
    );
    expect(again.statusCode).toBe(404);
    expect((await found(OTHER)).leads).toBe(0);
  });
});
