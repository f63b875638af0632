// pinwheel/v1/forms and their entries on both databases, as the dashboard calls them: a form
// created (a bad definition refused with every problem naming its field, nothing stored), listed
// with its entry count, changed with If-Match (a stale version is 412 rest_edit_conflict),
// duplicated without entries, deleted with force=true with its entries and their files; the
// builder's draft kept beside the live form (visitors get the live one) until it is published or
// discarded; entries
// listed newest first and searched, read in words, a file downloaded as an attachment by the owner
// only, and the CSV with a row per entry and formula-looking answers defused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { blankWebFormDefinition, type WebFormDefinition } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const forms = '/wp-json/pinwheel/v1/forms';
/** Where the upload store keeps an entry's files. */
const entryFolder = (dataDir: string, entryId: string) =>
  path.join(dataDir, 'web-form-uploads', entryId);

function definition(): WebFormDefinition {
  const blank = blankWebFormDefinition();
  return {
    ...blank,
    pages: [
      {
        id: 'page-1',
        title: { en: 'About you' },
        fields: [
          { id: 'name', type: 'text', label: { en: 'Name', he: 'שם' }, required: true },
          {
            id: 'size',
            type: 'select',
            label: { en: 'Size' },
            choices: [
              { id: 'small', label: { en: 'Small', he: 'קטן' } },
              { id: 'large', label: { en: 'Large', he: 'גדול' } },
            ],
          },
        ],
      },
      {
        id: 'page-2',
        title: { en: 'Details' },
        fields: [
          {
            id: 'notes',
            type: 'textarea',
            label: { en: 'Notes' },
            conditions: {
              action: 'show',
              groups: [[{ field: 'size', operator: 'is', value: 'large' }]],
            },
          },
          { id: 'photo', type: 'file', label: { en: 'Photo' } },
        ],
      },
    ],
  };
}

describe.each(testEngines())('pinwheel/v1 forms on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-owner-forms-'));
    t = await createTestApp(engine, {}, { DATA_DIR: dataDir });
    owner = await restOwner(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const create = async (title: string) => {
    const response = await owner.request('POST', forms, { title, definition: definition() });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; title: string; version: number };
  };

  let sequence = 0;
  /** An entry as the visitor route stores one, with a file in the entry's folder. */
  async function entry(formId: string, name: string, at: number) {
    const id = `entry-${(sequence += 1)}`;
    const stored = await t.app.forms.insertEntry(
      {
        id,
        formId,
        formVersion: 1,
        fields: { name: [name], size: ['large'], notes: ['Bring\nmore'] },
        files: [
          {
            field: 'photo',
            name: 'cat.png',
            storedName: `${id}/1-cat.png`,
            size: 4,
            type: 'image/png',
          },
        ],
        orderLines: [],
        total: 0,
        currency: 'USD',
        paymentState: 'none',
        lang: 'en',
        pageUrl: 'https://shop.example/forms/x',
        visitorUuid: null,
        mailState: 'kept',
      },
      at,
    );
    const folder = entryFolder(dataDir, stored.id);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, '1-cat.png'), 'png!');
    return stored;
  }

  it('refuses a definition with a loop or an unknown type, naming the fields, and stores nothing', async () => {
    const looped = definition();
    looped.pages[0]!.fields[0] = {
      ...looped.pages[0]!.fields[0]!,
      conditions: { action: 'show', groups: [[{ field: 'notes', operator: 'not_empty' }]] },
    } as never;
    looped.pages[1]!.fields[0] = {
      ...looped.pages[1]!.fields[0]!,
      conditions: { action: 'show', groups: [[{ field: 'name', operator: 'not_empty' }]] },
    } as never;
    const loop = await owner.request('POST', forms, { title: 'Loop', definition: looped });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().code).toBe('rest_invalid_param');
    expect(loop.json().data.details.definition.join(' ')).toMatch(
      /Field "(name|notes)" has conditions that loop/,
    );

    const unknown = definition();
    (unknown.pages[0]!.fields as unknown[]).push({ id: 'odd', type: 'hologram', label: {} });
    const bad = await owner.request('POST', forms, { title: 'Odd', definition: unknown });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.details.definition).toContain(
      'Field "odd" has an unknown type "hologram".',
    );

    const list = await owner.request('GET', `${forms}?search=Loop`);
    expect(list.json()).toEqual([]);
  });

  it('creates, lists with entry counts, and saves with the version it was read at', async () => {
    const form = await create('Workshop sign-up');
    await entry(form.id, 'Ada', Date.now() - 1000);

    const list = await owner.request('GET', `${forms}?search=workshop`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-wp-total']).toBe('1');
    expect(list.json()[0]).toMatchObject({ id: form.id, entries: 1, pages: 2, fields: 4 });

    const read = await owner.request('GET', `${forms}/${form.id}`);
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^"\d+"$/);
    expect(read.json().definition.pages[1].fields[0].conditions.groups[0][0].value).toBe('large');

    const save = (title: string, version: string) =>
      t.app.inject({
        method: 'PUT',
        url: `${forms}/${form.id}`,
        headers: { ...owner.headers, 'if-match': version },
        payload: { title },
      });
    const first = await save('Workshop sign-up 2026', etag);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(etag);
    const stale = await save('Someone else’s title', etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe('rest_edit_conflict');
    expect((await owner.request('GET', `${forms}/${form.id}`)).json().title).toBe(
      'Workshop sign-up 2026',
    );
  });

  it('keeps the builder’s draft beside the live form until it is published or discarded', async () => {
    const form = await create('Open day');
    const visitorSees = async () =>
      (await t.app.inject({ url: `/api/embed/forms/${form.id}?lang=en` })).json() as {
        name: string;
        version: number;
        definition: WebFormDefinition;
      };
    const fieldIds = (definition: WebFormDefinition) =>
      definition.pages.flatMap((page) => page.fields.map((field) => field.id));
    const request = async (method: 'PUT' | 'DELETE', url: string, payload?: object) => {
      const version = (await owner.request('GET', `${forms}/${form.id}`)).headers.etag as string;
      return t.app.inject({
        method,
        url,
        headers: { ...owner.headers, 'if-match': version },
        ...(payload ? { payload } : {}),
      });
    };
    const changed = definition();
    changed.pages[0]!.fields.push({ id: 'phone', type: 'phone', label: { en: 'Phone' } });

    const drafted = await request('PUT', `${forms}/${form.id}`, {
      title: 'Open day 2027',
      definition: changed,
      draft: true,
    });
    expect(drafted.statusCode).toBe(200);
    expect(drafted.json()).toMatchObject({
      title: 'Open day',
      version: form.version,
      unpublished_changes: true,
      draft: { title: 'Open day 2027' },
    });
    expect(fieldIds(drafted.json().draft.definition)).toContain('phone');
    expect(fieldIds(drafted.json().definition)).not.toContain('phone');
    // Visitors still get the live form; the list tells the owner there are unpublished changes.
    expect(await visitorSees()).toMatchObject({ name: 'Open day', version: form.version });
    expect(fieldIds((await visitorSees()).definition)).not.toContain('phone');
    const listed = await owner.request('GET', `${forms}?search=Open%20day`);
    expect(listed.json()[0]).toMatchObject({ title: 'Open day', unpublished_changes: true });

    // A draft is checked as a live save is: a loop is refused and the draft kept as it was.
    const looped = definition();
    looped.pages[0]!.fields[0] = {
      ...looped.pages[0]!.fields[0]!,
      conditions: { action: 'show', groups: [[{ field: 'name', operator: 'not_empty' }]] },
    } as never;
    const refused = await request('PUT', `${forms}/${form.id}`, {
      definition: looped,
      draft: true,
    });
    expect(refused.statusCode).toBe(400);
    const kept = (await owner.request('GET', `${forms}/${form.id}`)).json();
    expect(fieldIds(kept.draft.definition)).toContain('phone');

    // Discarded: the live form as it was, no draft.
    const discarded = await request('DELETE', `${forms}/${form.id}/draft`);
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toMatchObject({ title: 'Open day', unpublished_changes: false });
    expect(discarded.json().draft).toBeNull();
    const stale = await t.app.inject({
      method: 'DELETE',
      url: `${forms}/${form.id}/draft`,
      headers: { ...owner.headers, 'if-match': drafted.headers.etag as string },
    });
    expect(stale.statusCode).toBe(412);

    // Drafted again, then published by a save without `draft`: visitors get it, a new version.
    await request('PUT', `${forms}/${form.id}`, { definition: changed, draft: true });
    const published = await request('PUT', `${forms}/${form.id}`, {
      title: 'Open day 2027',
      definition: changed,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      title: 'Open day 2027',
      version: form.version + 1,
      unpublished_changes: false,
      draft: null,
    });
    const live = await visitorSees();
    expect(live).toMatchObject({ name: 'Open day 2027', version: form.version + 1 });
    expect(fieldIds(live.definition)).toContain('phone');
  });

  it('duplicates a form without its entries, and deletes one with its entries and files', async () => {
    const form = await create('Catering request');
    const sent = await entry(form.id, 'Grace', Date.now());
    const kept = await entry((await create('Another form')).id, 'Hedy', Date.now());
    const copy = await owner.request('POST', `${forms}/${form.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ title: 'Catering request (copy)', entries: 0 });
    expect(copy.json().definition).toEqual(
      (await owner.request('GET', `${forms}/${form.id}`)).json().definition,
    );

    expect((await owner.request('DELETE', `${forms}/${form.id}`)).statusCode).toBe(501);
    const gone = await owner.request('DELETE', `${forms}/${form.id}?force=true`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().entries).toBe(1);
    expect(fs.existsSync(entryFolder(dataDir, sent.id))).toBe(false);
    // Another form's entry keeps its file.
    expect(fs.readFileSync(path.join(entryFolder(dataDir, kept.id), '1-cat.png'), 'utf8')).toBe(
      'png!',
    );
    expect((await owner.request('GET', `${forms}/${form.id}`)).statusCode).toBe(404);
    expect((await owner.request('GET', `${forms}/entries/${sent.id}`)).statusCode).toBe(404);
  });

  it('lists entries in words, searched and paged, with the owner-only file download', async () => {
    const form = await create('Orders of cakes');
    await entry(form.id, 'Older', Date.now() - 5000);
    const newer = await entry(form.id, 'Newer', Date.now());

    const list = await owner.request('GET', `${forms}/${form.id}/entries?lang=he&per_page=1`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-wp-total']).toBe('2');
    const [first] = list.json();
    expect(first.id).toBe(newer.id);
    expect(first.answers).toEqual([
      { field_id: 'name', label: 'שם', value: 'Newer' },
      { field_id: 'size', label: 'Size', value: 'גדול' },
      { field_id: 'notes', label: 'Notes', value: 'Bring\nmore' },
    ]);
    expect(first.files).toEqual([
      {
        index: 0,
        name: 'cat.png',
        size: 4,
        type: 'image/png',
        field_id: 'photo',
        field_label: 'Photo',
      },
    ]);

    const found = await owner.request('GET', `${forms}/${form.id}/entries?search=older`);
    expect(
      found.json().map((one: { answers: { value: string }[] }) => one.answers[0]!.value),
    ).toEqual(['Older']);

    const file = await owner.request('GET', `${forms}/entries/${newer.id}/files/0`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''cat.png");
    expect(file.body).toBe('png!');
    const stranger = await t.app.inject({
      method: 'GET',
      url: `${forms}/entries/${newer.id}/files/0`,
    });
    expect(stranger.statusCode).toBe(401);
    expect((await owner.request('GET', `${forms}/entries/${newer.id}/files/5`)).statusCode).toBe(
      404,
    );
  });

  it('exports the entries as CSV, a row each, formulas defused', async () => {
    const form = await create('Feedback');
    await entry(form.id, '=HYPERLINK("http://evil.example")', Date.now() - 1000);
    await entry(form.id, 'Linus', Date.now());
    const csv = await owner.request('GET', `${forms}/${form.id}/entries.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('Feedback-entries.csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Sent (UTC),Entry,Name,Size,Notes,Photo,Other answers');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      `"'=HYPERLINK(""http://evil.example"")",Large,"Bring\nmore",cat.png,`,
    );
    expect(lines[2]).toContain(',Linus,Large,');
  });
});
