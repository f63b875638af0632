// The demo shop as the modules contribute it (each module's plugin adds its part to app.demo).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CONTACT_FORM_ID } from '../modules/contact-forms/index.ts';
import { DEMO_WEB_FORM_ID } from '../modules/forms/index.ts';
import { DEMO_POPUP_IDS } from '../modules/display/index.ts';
import { DEMO_SHOP_NAME } from '../modules/shop/index.ts';
import { DEMO_CLIENT_ID } from '../modules/sites/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { openDatabase } from './database.ts';
import { demoSeededAt, seedDemoIfEmpty } from './demo-data.ts';
import { migrateToLatest } from './migrate.ts';

describe.each(testEngines())('demo data on %s', (engine) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('seeds the demo shop once, with its fixed client id, in module order', async () => {
    t = await createTestApp(engine);
    const { app, database } = t;
    expect(app.demo.contributions.map((part) => part.module)).toEqual([
      'shop',
      'sites',
      'display',
      'media',
      'catalog',
      'coupons',
      'content',
      'contact-forms',
      'mailing-list',
      'forms',
      'notices',
    ]);
    expect(await app.demo.seedIfEmpty(1000)).toBe(true);
    expect(await app.demo.seedIfEmpty(2000)).toBe(false);
    expect(await demoSeededAt(database.db)).toBe(1000);
    // The shop's settings, kept in memory, are refreshed once the demo is in.
    expect(app.shop.settings().name).toBe(DEMO_SHOP_NAME);
    // Recent-purchase notices are on, from the shop's real orders.
    expect(await app.notices.settings()).toMatchObject({ enabled: true, source: 'orders' });
    const sites = await database.db.selectFrom('sites').select('client_id').execute();
    expect(sites).toEqual([{ client_id: DEMO_CLIENT_ID }]);
    const popups = await database.db.selectFrom('popups').select('id').execute();
    expect(popups.map((popup) => popup.id)).toContain(DEMO_POPUP_IDS.lightbox);
  });

  it('rebuilds the demo on reset, undoing changes to it', async () => {
    t = await createTestApp(engine);
    const { app, database } = t;
    await app.demo.seedIfEmpty();
    await database.db.updateTable('shop_settings').set({ name: 'Renamed' }).execute();
    await database.db.deleteFrom('sites').execute();
    await app.demo.reseed(5000);
    expect(app.shop.settings().name).toBe(DEMO_SHOP_NAME);
    expect(await database.db.selectFrom('sites').selectAll().execute()).toHaveLength(1);
    expect(await demoSeededAt(database.db)).toBe(5000);
  });

  it("deletes the demo forms' messages and entries on reset, and the files visitors sent with them", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-demo-reset-'));
    try {
      t = await createTestApp(engine, {}, { DATA_DIR: dataDir });
      const { app, database } = t;
      await app.demo.seedIfEmpty(1000);
      const keptFile = (folder: string, id: string) => {
        const file = path.join(dataDir, folder, id, '1-cv.pdf');
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, '%PDF-1.4');
        return file;
      };
      const files = JSON.stringify([{ field: 'cv', name: 'cv.pdf', size: 8, type: '', path: '' }]);
      await database.db
        .insertInto('contact_form_submissions')
        .values({
          id: 'demo-message-1',
          form_id: DEMO_CONTACT_FORM_ID,
          fields: '{}',
          files,
          posted_data_hash: 'hash',
          lang: 'en',
          page_url: null,
          mail_state: 'kept',
          created_at: 2000,
        })
        .execute();
      await database.db
        .insertInto('web_form_entries')
        .values({
          id: 'demo-entry-1',
          form_id: DEMO_WEB_FORM_ID,
          form_version: 1,
          fields: '{}',
          files,
          order_lines: '[]',
          total: 0,
          currency: 'USD',
          payment_state: 'none',
          lang: 'en',
          page_url: null,
          visitor_uuid: null,
          mail_state: 'kept',
          created_at: 2000,
        })
        .execute();
      const messageFile = keptFile('contact-form-uploads', 'demo-message-1');
      const entryFile = keptFile('web-form-uploads', 'demo-entry-1');
      // Another message's files are not the demo's to delete.
      const otherFile = keptFile('contact-form-uploads', 'not-a-demo-message');

      await app.demo.reseed(5000);
      expect(
        await database.db.selectFrom('contact_form_submissions').selectAll().execute(),
      ).toEqual([]);
      expect(await database.db.selectFrom('web_form_entries').selectAll().execute()).toEqual([]);
      expect(fs.existsSync(messageFile)).toBe(false);
      expect(fs.existsSync(path.dirname(messageFile))).toBe(false);
      expect(fs.existsSync(entryFile)).toBe(false);
      expect(fs.existsSync(otherFile)).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('migrates idempotently and seeds once when two processes start together', async () => {
    t = await createTestApp(engine);
    const { database } = t;
    const contributions = t.app.demo.contributions;
    const second = openDatabase(database.url, database.schema ? { schema: database.schema } : {});
    try {
      const schema = database.schema ? { schema: database.schema } : {};
      expect(await migrateToLatest(second.db, schema)).toEqual([]);
      // better-sqlite3 blocks its thread while it waits for a lock, so two handles in one process
      // would wait on each other; SQLite's two "processes" take turns here, PostgreSQL's race.
      const results =
        engine === 'postgres'
          ? await Promise.all([
              seedDemoIfEmpty(database.db, contributions),
              seedDemoIfEmpty(second.db, contributions),
            ])
          : [
              await seedDemoIfEmpty(database.db, contributions),
              await seedDemoIfEmpty(second.db, contributions),
            ];
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await database.db.selectFrom('sites').selectAll().execute()).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
