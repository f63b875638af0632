// The owner API takes only a format the popup's type has (spec §9: bside 9, browsing 3, lightbox
// 22, sside 19, social 8, bar 17, fullpage 12, mobile 17, embedded 7, gamified 3).
import { POPUP_FORMAT_COUNTS, type PopupType } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import {
  createDemoAppWithOwner,
  createSite,
  popupBody,
  type CreatedSite,
  type OwnerClient,
} from '../testing/display-fixtures.ts';

describe.each(testEngines())('popup formats in the owner API on %s', (engine) => {
  let t: TestApp;
  let owner: OwnerClient;
  let site: CreatedSite;

  beforeAll(async () => {
    ({ t, owner } = await createDemoAppWithOwner(engine));
    site = await createSite(owner);
  });
  afterAll(() => t.close());

  const create = (type: PopupType, format: string) =>
    owner.request('POST', `/api/admin/sites/${site.id}/popups`, {
      popup: { ...popupBody(), poptin_type: type, poptin_format: format },
    });

  it('takes each type its last format, and refuses the one after it naming the field', async () => {
    expect(POPUP_FORMAT_COUNTS).toEqual({
      bside: 9,
      browsing: 3,
      lightbox: 22,
      sside: 19,
      social: 8,
      bar: 17,
      fullpage: 12,
      mobile: 17,
      embedded: 7,
      gamified: 3,
    });
    for (const [type, count] of Object.entries(POPUP_FORMAT_COUNTS)) {
      const last = await create(type as PopupType, `format_${count}`);
      expect(last.statusCode, `${type} format_${count}`).toBe(201);
      const beyond = await create(type as PopupType, `format_${count + 1}`);
      expect(beyond.statusCode, `${type} format_${count + 1}`).toBe(400);
      expect(JSON.stringify(beyond.json()), type).toContain('poptin_format');
      expect(JSON.stringify(beyond.json()), type).toContain(`format_1 to format_${count}`);
    }
    expect((await create('lightbox', 'format_0')).statusCode).toBe(400);
  });

  it('refuses an edit to a format the type does not have', async () => {
    const created = await create('gamified', 'format_2');
    const id = created.json().popup.id;
    const edited = await owner.request('PATCH', `/api/admin/popups/${id}`, {
      popup: { ...popupBody(), poptin_type: 'gamified', poptin_format: 'format_4' },
    });
    expect(edited.statusCode).toBe(400);
    expect(JSON.stringify(edited.json())).toContain('poptin_format');
  });
});
