// The forms service on both databases: forms created, listed with their entry counts, changed (a
// new definition raises the version), duplicated and deleted with their entries; entries stored,
// searched and paged newest first, and read back in batches for the export.
import { blankWebFormDefinition } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import type { NewEntry } from './index.ts';

describe.each(testEngines())('the forms service on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const entryOf = (formId: string, name: string): NewEntry => ({
    formId,
    formVersion: 1,
    fields: { name: [name] },
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

  it('keeps forms and their entries', async () => {
    const forms = t.app.forms;
    const form = await forms.create({ name: 'Sign-up', definition: blankWebFormDefinition() });
    expect(form.version).toBe(1);
    for (const [index, name] of ['Ann', 'Bob', 'Dana'].entries()) {
      await forms.insertEntry(entryOf(form.id, name), 1_000 + index);
    }
    const listed = (await forms.list()).find((one) => one.id === form.id);
    expect(listed?.entryCount).toBe(3);

    const page = await forms.entries(form.id, { limit: 2, offset: 0, order: 'desc' });
    expect(page.total).toBe(3);
    expect(page.entries.map((entry) => entry.fields.name)).toEqual([['Dana'], ['Bob']]);
    const found = await forms.entries(form.id, {
      limit: 10,
      offset: 0,
      order: 'desc',
      search: 'bo',
    });
    expect(found.entries.map((entry) => entry.fields.name)).toEqual([['Bob']]);

    const all = [];
    for await (const entry of forms.allEntries(form.id, 2)) all.push(entry.fields.name?.[0]);
    expect(all).toEqual(['Ann', 'Bob', 'Dana']);

    const changed = await forms.update(form.id, {
      definition: { ...blankWebFormDefinition(), pageIndicator: 'circles' },
    });
    expect(changed?.version).toBe(2);
    expect(changed?.definition.pageIndicator).toBe('circles');

    const copy = await forms.duplicate(form.id, 'Sign-up (copy)');
    expect(copy?.definition.pageIndicator).toBe('circles');
    expect((await forms.list()).find((one) => one.id === copy?.id)?.entryCount).toBe(0);

    expect(await forms.delete(form.id)).toEqual({ entries: 3 });
    expect(await forms.get(form.id)).toBeNull();
    expect((await forms.entries(form.id, { limit: 10, offset: 0, order: 'desc' })).total).toBe(0);
  });

  it('keeps a form for visitors a few seconds, and drops it at once when the owner publishes', async () => {
    const forms = t.app.forms;
    const form = await forms.create({ name: 'Kept', definition: blankWebFormDefinition() });
    const first = await forms.visitorForm(form.id, 10_000);
    expect(first?.name).toBe('Kept');
    // Kept: the same copy answers within its time.
    expect(await forms.visitorForm(form.id, 11_000)).toBe(first);
    await forms.update(form.id, { name: 'Published again' });
    expect((await forms.visitorForm(form.id, 11_500))?.name).toBe('Published again');
    // A draft does not change what visitors get.
    await forms.saveDraft(form.id, { name: 'Not yet' });
    expect((await forms.visitorForm(form.id, 12_000))?.name).toBe('Published again');
    // Another process's change (written past this service) shows once the kept copy's time is up.
    await t.database.db
      .updateTable('web_forms')
      .set({ name: 'Renamed elsewhere' })
      .where('id', '=', form.id)
      .execute();
    expect((await forms.visitorForm(form.id, 12_500))?.name).toBe('Published again');
    expect((await forms.visitorForm(form.id, 12_500 + 3_000))?.name).toBe('Renamed elsewhere');
    await forms.delete(form.id);
    expect(await forms.visitorForm(form.id, 16_000)).toBeNull();
  });
});
