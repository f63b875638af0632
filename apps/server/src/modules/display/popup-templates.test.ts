// Every starting design of the dashboard's gallery (core's popup-templates.ts), in both languages,
// goes through the owner API's own validation and is stored: a template the API refused would be
// a gallery card that fails when chosen.
import { POPUP_TYPES } from '@pinwheel/core';
import { POPUP_TEMPLATES, popupFromTemplate } from '@pinwheel/core/popup-templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInOwnerClient } from '../../testing/owner-client.ts';
import { popupWriteSchema } from './popup-schema.ts';
import { createSite } from './testing/display-fixtures.ts';

describe('popup templates', () => {
  let t: TestApp;
  let owner: RestOwner;
  let siteId: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    owner = await restOwner(t.app);
    const legacy = await signInOwnerClient(t.app, 'owner@api.test', 'api test password');
    siteId = (await createSite(legacy)).id;
  });
  afterAll(() => t.close());

  it('has one for every popup type and every game', () => {
    const types = new Set(POPUP_TEMPLATES.map((template) => template.type));
    expect([...types].sort()).toEqual([...POPUP_TYPES].sort());
    const games = POPUP_TEMPLATES.filter((template) => template.type === 'gamified');
    expect(games.map((template) => template.id).sort()).toEqual(['gift', 'scratch', 'wheel']);
  });

  it.each(
    POPUP_TEMPLATES.flatMap((template) => [
      [template.id, 'en'] as const,
      [template.id, 'he'] as const,
    ]),
  )('creates %s in %s through the owner API', async (id, lang) => {
    const template = POPUP_TEMPLATES.find((one) => one.id === id)!;
    const popup = popupFromTemplate(template, lang);
    expect(popupWriteSchema.safeParse(popup).error).toBeUndefined();
    const response = await owner.request('POST', `/wp-json/pinwheel/v1/sites/${siteId}/popups`, {
      popup,
    });
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json();
    expect(stored.status).toBe('draft');
    expect(stored.popup.poptin_name).toBe(template.words[lang].name);
    expect(Object.keys(stored.popup.translations)).toEqual([lang === 'en' ? 'he' : 'en']);
  });
});
