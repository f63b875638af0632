// pinwheel/v1 contact forms and messages on both databases: forms created (a bad definition named
// by field), paged, changed (a new definition raises the version visitors' pages are given),
// deleted with force=true; messages sent by a visitor through the real feedback route, listed by
// form with the totals, read, and their file downloaded as an attachment.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTACT_FORM_STARTED, NONCE_HEADER } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { multipartBody, visitorBrowser } from '../../../testing/owner-client.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const forms = '/wp-json/pinwheel/v1/contact-forms';
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const definition = {
  fields: [
    { name: 'email', type: 'email', label: { en: 'Email' }, required: true },
    { name: 'msg', type: 'textarea', label: { en: 'Message' }, required: true },
    { name: 'doc', type: 'file', label: { en: 'Doc' }, accept: ['.pdf'] },
  ],
  rules: [],
};

describe.each(testEngines())('pinwheel/v1 contact forms on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-forms-rest-'));
    t = await createTestApp(engine, {}, { DATA_DIR: dataDir });
    owner = await restOwner(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const createForm = async (name: string) => {
    const response = await owner.request('POST', forms, { name, definition });
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  /** A visitor's message from our own page, through the feedback route the form posts to. */
  async function send(formId: string, message: string) {
    const visitor = await visitorBrowser(t.app);
    const started = t.app.contactForms.startedToken(formId, Date.now() - 5000);
    const body = await multipartBody([
      ['email', 'visitor@mail.example'],
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

  it('creates a form, names a bad definition’s field, and pages the forms', async () => {
    const bad = await owner.request('POST', forms, {
      name: 'Bad',
      definition: { fields: [{ name: '1 bad', type: 'colour', label: {} }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('rest_invalid_param');
    expect(Object.keys(bad.json().data.params).every((key) => key.startsWith('definition'))).toBe(
      true,
    );
    for (const name of ['Alpha', 'Beta', 'Gamma']) await createForm(name);
    const page = await owner.request('GET', `${forms}?per_page=2&orderby=name&order=asc`);
    expect(page.headers['x-wp-total']).toBe('3');
    expect(page.json().map((form: { name: string }) => form.name)).toEqual(['Alpha', 'Beta']);
  });

  it('changes a form; a new definition raises the version the public schema carries', async () => {
    const form = await createForm('Support');
    const renamed = await owner.request('PATCH', `${forms}/${form.id}`, { name: 'Help desk' });
    expect(renamed.json()).toMatchObject({ name: 'Help desk', version: form.version });
    const redefined = await owner.request('PUT', `${forms}/${form.id}`, {
      definition: { ...definition, fields: definition.fields.slice(0, 2) },
    });
    expect(redefined.json().version).toBe(form.version + 1);
    const schema = await t.app.inject(`/api/contact-forms/${form.id}/feedback/schema`);
    expect(schema.json().fields.map((field: { name: string }) => field.name)).toEqual([
      'email',
      'msg',
    ]);
    expect((await owner.request('GET', `${forms}/${form.id}`)).json().name).toBe('Help desk');
  });

  it('lists, reads and downloads the messages sent through a form', async () => {
    const form = await createForm('Orders');
    const other = await createForm('Other');
    await send(form.id, 'Where is my order?');
    await send(form.id, 'It arrived, thanks.');
    await send(other.id, 'Hello');
    const listed = await owner.request('GET', `${forms}/messages?form=${form.id}&per_page=1`);
    expect(listed.headers['x-wp-total']).toBe('2');
    expect(listed.headers['x-wp-totalpages']).toBe('2');
    const [newest] = listed.json();
    expect(newest).toMatchObject({
      form_id: form.id,
      form_name: 'Orders',
      fields: { msg: ['It arrived, thanks.'] },
      files: [{ field: 'doc', name: 'order.pdf', size: pdfBytes.length }],
    });
    const searched = await owner.request('GET', `${forms}/messages?search=where%20is`);
    expect(searched.json()).toHaveLength(1);
    const read = await owner.request('GET', `${forms}/messages/${newest.id}`);
    expect(read.json()).toEqual(newest);
    const file = await owner.request('GET', `${forms}/messages/${newest.id}/files/0`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''order.pdf");
    expect(file.rawPayload.equals(pdfBytes)).toBe(true);
    const noFile = await owner.request('GET', `${forms}/messages/${newest.id}/files/3`);
    expect(noFile.statusCode).toBe(404);
  });

  it('deletes a form only with force=true, with its messages and their files, and no other', async () => {
    const form = await createForm('Doomed');
    const other = await createForm('Staying');
    await send(form.id, 'Last words');
    await send(other.id, 'Still here');
    const messageOf = async (formId: string) =>
      (await owner.request('GET', `${forms}/messages?form=${formId}`)).json()[0];
    const [doomed, staying] = [await messageOf(form.id), await messageOf(other.id)];
    // The files the upload store keeps in a message's folder, by name.
    const filesOf = (message: { id: string }) => {
      const folder = path.join(dataDir, 'contact-form-uploads', message.id);
      if (!fs.existsSync(folder)) return [];
      return fs.readdirSync(folder).map((name) => fs.readFileSync(path.join(folder, name)));
    };
    expect(filesOf(doomed)).toEqual([pdfBytes]);

    expect((await owner.request('DELETE', `${forms}/${form.id}`)).statusCode).toBe(501);
    const deleted = await owner.request('DELETE', `${forms}/${form.id}?force=true`);
    expect(deleted.json()).toMatchObject({ id: form.id, name: 'Doomed' });
    const messages = await owner.request('GET', `${forms}/messages?form=${form.id}`);
    expect(messages.headers['x-wp-total']).toBe('0');
    const gone = await owner.request('GET', `${forms}/${form.id}`);
    expect(gone.json().code).toBe('pinwheel_rest_contact_form_invalid_id');
    expect(filesOf(doomed)).toEqual([]);
    expect(filesOf(staying)).toEqual([pdfBytes]);
    const download = await owner.request('GET', `${forms}/messages/${staying.id}/files/0`);
    expect(download.rawPayload.equals(pdfBytes)).toBe(true);
  });
});
