import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import {
  convert,
  leadPopup,
  recordView,
  signIn,
  siteWithPopup,
  type LeadSite,
  type Owner,
} from '../testing/lead-fixtures.ts';

describe.each(testEngines())('the conversion call on %s', (engine) => {
  let t: TestApp;
  let owner: Owner;
  let site: LeadSite;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signIn(t.app);
    site = await siteWithPopup(owner);
  });
  afterAll(() => t.close());

  const leadCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('leads')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a valid lead with everything about it, and answers its id', async () => {
    const viewId = await recordView(t.app, site, 'viewer-1');
    const response = await convert(t.app, 'viewer-1', {
      client_id: site.clientId,
      poptin_id: site.popupId,
      poptin_view_id: viewId,
      url: 'https://shop.test/sale?utm_source=newsletter&utm_campaign=spring',
      referrer: 'https://search.test/?q=mugs',
      title: 'Spring sale',
      trigger: 'delay',
      visitor: 'mobile',
      browser_language: 'he-IL',
      operating_system: 'Android',
      checkbox_checked: '1',
      name: 'Dana',
      email: ' Dana@Acme.TEST ',
      phone: '+972 3 123-4567',
      newExtraFields: JSON.stringify([
        { type: 'hidden', name: 'utm_medium', value: 'email' },
        { type: 'email', name: 'email', email_validation: 'no-validation' },
      ]),
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      success: true,
      conversion_id: expect.stringMatching(/^[0-9a-z]{20}$/),
      integration: { conversion_code: '' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const row = await t.database.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', answer.conversion_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      site_id: site.siteId,
      popup_id: site.popupId,
      view_id: viewId,
      visitor_id: 'viewer-1',
      kind: 'lead',
      email: 'dana@acme.test',
      consent: 1,
      page_url: 'https://shop.test/sale?utm_source=newsletter&utm_campaign=spring',
      referrer: 'https://search.test/?q=mugs',
      page_title: 'Spring sale',
      device: 'mobile',
      browser_language: 'he-IL',
      operating_system: 'Android',
      trigger: 'delay',
    });
    expect(row.country).toMatch(/^[A-Z]{2}$/);
    expect(JSON.parse(row.fields)).toEqual({
      name: 'Dana',
      email: 'Dana@Acme.TEST',
      phone: '+972 3 123-4567',
      utm_medium: 'email',
    });
    expect(JSON.parse(row.utm)).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      utm_medium: 'email',
    });
  });

  it("answers the site's conversion code for the widget to add to the head", async () => {
    const code = '<script>gtag("event", "conversion")</script>';
    const saved = await owner.request('PUT', `/api/admin/sites/${site.siteId}/conversion-code`, {
      conversion_code: code,
    });
    expect(saved.statusCode).toBe(200);
    const viewId = await recordView(t.app, site, 'viewer-code');
    const response = await convert(t.app, 'viewer-code', {
      client_id: site.clientId,
      poptin_id: site.popupId,
      poptin_view_id: viewId,
      email: 'code@acme.test',
    });
    expect(response.json().integration).toEqual({ conversion_code: code });
    const read = await owner.request('GET', `/api/admin/sites/${site.siteId}/conversion-code`);
    expect(read.json()).toEqual({ conversion_code: code });
    await owner.request('PUT', `/api/admin/sites/${site.siteId}/conversion-code`, {
      conversion_code: '',
    });
  });

  it('answers each refused field with its message (in the visitor language) and stores nothing', async () => {
    await recordView(t.app, site, 'viewer-2');
    const before = await leadCount();
    const response = await convert(
      t.app,
      'viewer-2',
      {
        client_id: site.clientId,
        poptin_id: site.popupId,
        name: 'R2D2',
        email: 'dana@gmail',
        phone: '12',
        // The browser cannot loosen the popup's own fields.
        newExtraFields: JSON.stringify([{ type: 'text', name: 'email' }]),
      },
      { 'accept-language': 'he-IL,he;q=0.9' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { field: 'name', reason: 'נא להזין שם של עד 40 תווים, ללא ספרות או < >.' },
      { field: 'email', reason: 'נא להזין כתובת אימייל תקינה.' },
      { field: 'phone', reason: 'נא להזין מספר טלפון תקין' },
    ]);
    const missing = await convert(t.app, 'viewer-2', {
      client_id: site.clientId,
      poptin_id: site.popupId,
    });
    expect(missing.json().error.fields).toEqual([
      { field: 'email', reason: 'This field is required.' },
    ]);
    expect(await leadCount()).toBe(before);
  });

  it('requires the consent box when the popup does, and checks typed hidden fields of template popups', async () => {
    const consentSite = await siteWithPopup(
      owner,
      leadPopup({ design_properties: { poptin_location: 'center', field_checkbox_required: 1 } }),
    );
    await recordView(t.app, consentSite, 'viewer-3');
    const base = {
      client_id: consentSite.clientId,
      poptin_id: consentSite.popupId,
      email: 'a@acme.test',
    };
    const refused = await convert(t.app, 'viewer-3', { ...base, checkbox_checked: '0' });
    expect(refused.json().error.fields).toEqual([
      { field: 'checkbox_checked', reason: 'Please check this box to continue.' },
    ]);
    expect((await convert(t.app, 'viewer-3', { ...base, checkbox_checked: '1' })).statusCode).toBe(
      200,
    );

    // A popup without a design: the declared types are still checked, business mode included.
    const templateSite = await siteWithPopup(
      owner,
      leadPopup({ design: undefined, poptin: '<form></form>' }),
    );
    await recordView(t.app, templateSite, 'viewer-4');
    const business = await convert(t.app, 'viewer-4', {
      client_id: templateSite.clientId,
      poptin_id: templateSite.popupId,
      work_email: 'dana@gmail.com',
      mobile: '0561234567',
      newExtraFields: JSON.stringify([
        { type: 'email', name: 'work_email', email_validation: 'business-email', required: true },
        { type: 'phone', name: 'mobile', phone_validation: 'advanced' },
      ]),
    });
    expect(business.json().error.fields).toEqual([
      { field: 'work_email', reason: 'Only business emails are allowed' },
      { field: 'mobile', reason: 'מספר טלפון שגוי' },
    ]);
    const intl = await convert(t.app, 'viewer-4', {
      client_id: templateSite.clientId,
      poptin_id: templateSite.popupId,
      work_email: 'dana@acme.test',
      mobile: '(201) 555-0123',
      mobile_country: 'IL',
      newExtraFields: JSON.stringify([
        { type: 'email', name: 'work_email', email_validation: 'business-email' },
        { type: 'phone', name: 'mobile', phone_validation: 'international' },
      ]),
    });
    expect(intl.json().error.fields).toEqual([
      { field: 'mobile', reason: 'Invalid number - please try again' },
    ]);
  });

  it('adds a lead who ticked the consent box to the mailing list the form names, and no other', async () => {
    const list = await t.app.mailingList.createList({
      name: 'Popup leads',
      doubleOptIn: false,
      consentText: { en: 'Send me news' },
    });
    const popup = leadPopup();
    const form = popup.design!.blocks[1]!;
    if (form.type !== 'form') throw new Error('the fixture has a form second');
    const joining = await siteWithPopup(owner, {
      ...popup,
      design: {
        ...popup.design!,
        blocks: [
          popup.design!.blocks[0]!,
          { ...form, consent: 'Send me news', mailing_list: list.id },
        ],
      },
    });
    for (const [viewer, email, consent] of [
      ['viewer-list-1', 'yes@acme.test', '1'],
      ['viewer-list-2', 'no@acme.test', '0'],
    ] as const) {
      await recordView(t.app, joining, viewer);
      const response = await convert(t.app, viewer, {
        client_id: joining.clientId,
        poptin_id: joining.popupId,
        checkbox_checked: consent,
        name: 'Noa',
        email,
      });
      expect(response.statusCode).toBe(200);
    }
    // Joining happens after the answer: wait for it.
    await expect
      .poll(async () => (await t.app.mailingList.subscribers(list.id))?.map((one) => one.email))
      .toEqual(['yes@acme.test']);
    const [subscriber] = (await t.app.mailingList.subscribers(list.id))!;
    expect(subscriber).toMatchObject({ source: 'popup', firstName: 'Noa' });
  });

  it('stores script tags and control characters as text', async () => {
    const viewId = await recordView(t.app, site, 'viewer-5');
    const hostile = '<script>alert(1)</script>\u0000\u001b=cmd|';
    const response = await convert(t.app, 'viewer-5', {
      client_id: site.clientId,
      poptin_id: site.popupId,
      poptin_view_id: viewId,
      email: 'dana@acme.test',
      name: 'Dana',
      note: hostile,
      newExtraFields: JSON.stringify([{ type: 'hidden', name: 'note' }]),
    });
    expect(response.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('leads')
      .select('fields')
      .where('id', '=', response.json().conversion_id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.fields).note).toBe('<script>alert(1)</script>\u2400\u241b=cmd|');
  });

  it('stores half a character (a lone surrogate) as the replacement character, never as invalid text', async () => {
    const viewId = await recordView(t.app, site, 'viewer-9');
    // Only JSON carries one ("\ud800"): a form body decodes it as U+FFFD already.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/display/conversion/viewer-9',
      payload: {
        client_id: site.clientId,
        poptin_id: site.popupId,
        poptin_view_id: viewId,
        email: 'dana@acme.test',
        name: 'Dana',
        note: 'half \ud800 and \udc00, whole 🎡, C1 \u0085',
        title: 'Mugs \ud83c',
        newExtraFields: JSON.stringify([{ type: 'hidden', name: 'note' }]),
      },
    });
    expect(response.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', response.json().conversion_id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.fields).note).toBe('half \ufffd and \ufffd, whole 🎡, C1 \ufffd');
    expect(row.page_title).toBe('Mugs \ufffd');
  });

  it('counts clicks of click-target popups and coupon clicks as conversions, without a form', async () => {
    const clickSite = await siteWithPopup(owner, leadPopup({ poptin_target: 'click' }));
    await recordView(t.app, clickSite, 'viewer-6');
    const click = await convert(t.app, 'viewer-6', {
      client_id: clickSite.clientId,
      poptin_id: clickSite.popupId,
      p_target: 'click',
      extra_button: 'shop-now',
    });
    expect(click.statusCode).toBe(200);
    await recordView(t.app, site, 'viewer-7');
    const coupon = await convert(t.app, 'viewer-7', {
      client_id: site.clientId,
      poptin_id: site.popupId,
      coupon: 'SPRING10',
    });
    expect(coupon.statusCode).toBe(200);
    const kinds = await t.database.db
      .selectFrom('leads')
      .select(['kind', 'coupon'])
      .where('id', 'in', [click.json().conversion_id, coupon.json().conversion_id])
      .orderBy('kind')
      .execute();
    expect(kinds).toEqual([
      { kind: 'click', coupon: null },
      { kind: 'coupon', coupon: 'SPRING10' },
    ]);
  });

  it('answers 404 for an unknown client, popup or viewer, and for a view that is not this viewer', async () => {
    const viewId = await recordView(t.app, site, 'viewer-8');
    const valid = { email: 'dana@acme.test' };
    const unknownClient = await convert(t.app, 'viewer-8', {
      ...valid,
      client_id: 'nope',
      poptin_id: site.popupId,
    });
    expect([unknownClient.statusCode, unknownClient.json().error.code]).toEqual([
      404,
      'unknown_client',
    ]);
    const unknownPopup = await convert(t.app, 'viewer-8', {
      ...valid,
      client_id: site.clientId,
      poptin_id: 'zzzzzzzzzzzzz',
    });
    expect([unknownPopup.statusCode, unknownPopup.json().error.code]).toEqual([
      404,
      'unknown_popup',
    ]);
    const stranger = await convert(t.app, 'someone-else', {
      ...valid,
      client_id: site.clientId,
      poptin_id: site.popupId,
      poptin_view_id: viewId,
    });
    expect([stranger.statusCode, stranger.json().error.code]).toEqual([404, 'unknown_viewer']);
    const never = await convert(t.app, 'never-viewed', {
      ...valid,
      client_id: site.clientId,
      poptin_id: site.popupId,
    });
    expect(never.statusCode).toBe(404);
  });

  it('refuses malformed JSON, a bad field list and oversized bodies clearly', async () => {
    await recordView(t.app, site, 'viewer-9');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/display/conversion/viewer-9',
      headers: { 'content-type': 'application/json' },
      payload: '{"client_id": ',
    });
    expect([malformed.statusCode, malformed.json().error.code]).toEqual([400, 'malformed_json']);
    const badList = await convert(t.app, 'viewer-9', {
      client_id: site.clientId,
      poptin_id: site.popupId,
      email: 'dana@acme.test',
      newExtraFields: '{oops',
    });
    expect(badList.json().error.fields).toEqual([
      { field: 'newExtraFields', reason: 'must be a JSON list' },
    ]);
    const huge = await convert(t.app, 'viewer-9', {
      client_id: site.clientId,
      poptin_id: site.popupId,
      email: 'dana@acme.test',
      note: 'x'.repeat(70 * 1024),
    });
    expect([huge.statusCode, huge.json().error.code]).toEqual([413, 'payload_too_large']);
    // JSON works too, as with every display call.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/display/conversion/viewer-9',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({
        client_id: site.clientId,
        poptin_id: site.popupId,
        email: 'dana@acme.test',
      }),
    });
    expect(json.statusCode).toBe(200);
  });
});
