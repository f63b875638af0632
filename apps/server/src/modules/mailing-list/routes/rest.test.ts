// pinwheel/v1 mailing lists on both databases: lists created (a blank name named as the field at
// fault), paged, changed (double opt-in then governs the next sign-up), their subscribers paged and
// searched, one taken off a list or removed for good by the owner, and a list deleted with
// force=true, its subscribers with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const lists = '/wp-json/pinwheel/v1/mailing-lists';

describe.each(testEngines())('pinwheel/v1 mailing lists on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  const createList = async (name: string) => {
    const response = await owner.request('POST', lists, {
      name,
      consent_text: { en: 'Yes, mail me.' },
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  const signUp = (listId: string, email: string, firstName = '') =>
    t.app.mailingList.addSubscriber({
      listId,
      email,
      firstName,
      consent: true,
      lang: 'en',
      source: 'storefront',
    });

  it('creates lists, refuses a blank name by field, and pages them', async () => {
    const blank = await owner.request('POST', lists, { name: '  ', consent_text: {} });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().data.params)).toEqual(['name']);
    for (const name of ['News', 'Offers', 'Restocks']) await createList(name);
    const page = await owner.request('GET', `${lists}?per_page=2&page=2&orderby=name&order=asc`);
    expect(page.headers['x-wp-total']).toBe('3');
    expect(page.json().map((list: { name: string }) => list.name)).toEqual(['Restocks']);
    expect(page.headers.link).toMatch(/rel="prev"/);
  });

  it('changes a list; double opt-in then holds the next sign-up for confirmation', async () => {
    const list = await createList('Double');
    const changed = await owner.request('PUT', `${lists}/${list.id}`, { double_opt_in: true });
    expect(changed.json()).toMatchObject({ name: 'Double', double_opt_in: true });
    expect(await signUp(list.id, 'new@reader.test')).toBe('confirmation_sent');
    const pending = await owner.request('GET', `${lists}/${list.id}/subscribers?status=pending`);
    expect(pending.json().map((one: { email: string }) => one.email)).toEqual(['new@reader.test']);
  });

  it("pages and searches a list's subscribers", async () => {
    const list = await createList('Readers');
    for (let index = 0; index < 7; index += 1) {
      expect(await signUp(list.id, `reader${index}@mail.test`, index === 3 ? 'Yael' : '')).toBe(
        'subscribed',
      );
    }
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const response = await owner.request(
        'GET',
        `${lists}/${list.id}/subscribers?per_page=3&page=${page}`,
      );
      expect(response.headers['x-wp-total']).toBe('7');
      seen.push(...response.json().map((one: { email: string }) => one.email));
    }
    expect(new Set(seen).size).toBe(7);
    const found = await owner.request('GET', `${lists}/${list.id}/subscribers?search=yael`);
    expect(found.json()).toMatchObject([{ email: 'reader3@mail.test', first_name: 'Yael' }]);
    const unknown = await owner.request('GET', `${lists}/nosuchlist/subscribers`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('pinwheel_rest_mailing_list_invalid_id');
  });

  it('deletes a list only with force=true; sign-ups to it are then refused', async () => {
    const list = await createList('Doomed');
    await signUp(list.id, 'gone@mail.test');
    expect((await owner.request('DELETE', `${lists}/${list.id}`)).statusCode).toBe(501);
    const deleted = await owner.request('DELETE', `${lists}/${list.id}?force=true`);
    expect(deleted.json()).toMatchObject({ id: list.id, name: 'Doomed' });
    expect((await owner.request('GET', `${lists}/${list.id}`)).statusCode).toBe(404);
    expect(await signUp(list.id, 'late@mail.test')).toBe('unknown_list');
  });

  it('takes a subscriber off the list (kept, unsubscribed) or removes them for good', async () => {
    const list = await createList('Owner actions');
    await signUp(list.id, 'leaving@reader.test', 'Lea');
    await signUp(list.id, 'erase@reader.test', 'Eli');
    const subscribers = `${lists}/${list.id}/subscribers`;
    const ids = Object.fromEntries(
      (await owner.request('GET', subscribers))
        .json()
        .map((one: { email: string; id: string }) => [one.email, one.id]),
    );

    const off = await owner.request('POST', `${subscribers}/${ids['leaving@reader.test']}`, {
      status: 'unsubscribed',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ email: 'leaving@reader.test', status: 'unsubscribed' });
    expect(off.json().unsubscribed_at).toBeGreaterThan(0);
    // Only "unsubscribed" is the owner's to set: a subscription is the subscriber's own consent.
    const back = await owner.request('POST', `${subscribers}/${ids['leaving@reader.test']}`, {
      status: 'subscribed',
    });
    expect(back.statusCode).toBe(400);

    const trash = await owner.request('DELETE', `${subscribers}/${ids['erase@reader.test']}`);
    expect(trash.statusCode).toBe(501);
    const removed = await owner.request(
      'DELETE',
      `${subscribers}/${ids['erase@reader.test']}?force=true`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().email).toBe('erase@reader.test');
    const left = (await owner.request('GET', subscribers)).json();
    expect(left.map((one: { email: string; status: string }) => [one.email, one.status])).toEqual([
      ['leaving@reader.test', 'unsubscribed'],
    ]);
    expect(
      (await owner.request('DELETE', `${subscribers}/${ids['erase@reader.test']}?force=true`))
        .statusCode,
    ).toBe(404);
    // A subscriber is reached only through their own list.
    const other = await createList('Other list');
    expect(
      (
        await owner.request(
          'POST',
          `${lists}/${other.id}/subscribers/${ids['leaving@reader.test']}`,
          {
            status: 'unsubscribed',
          },
        )
      ).statusCode,
    ).toBe(404);
  });
});
