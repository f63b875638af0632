// The web form as a visitor meets it in Chromium, embedded on another site (another origin) by one
// script tag (/web-form.js, a Shadow DOM): the demo "Workshop sign-up" walked page by page (the
// company page skipped unless the visitor signs up for a company), the rules' messages shown on
// focus-out, the order summary following the chosen ticket and aprons, the captcha solved, and the
// entry sent and confirmed. A form of rules: each kind of field checked when left, with the
// spec's messages (a number taking only digits, a weekday-only date, 12- and 24-hour times,
// choices over their limit, a password's strength, a country without states, a required choice
// named on sending). And a form the owner made ("Studio visit": no captcha, the time trap
// on, a picture of at most 1,000 bytes, a thank-you page opened in a new tab): an upload over the
// limit refused with the spec's message and one at it sent; an entry sent quicker than a person
// could, or with the honeypot filled, refused with the right message; a file that only looks like
// a picture refused by the server, its message kept through the checks on focus-out until another
// file is chosen; a token older than its lifetime fetched anew when the visitor comes back to the
// form. A form of checks: a phone typed through its mask, an address the owner's own URL judges
// (asked by the shop's server), at most two pictures in a field, and files together over the
// entry's 20 MB refused before anything is sent. One server for the file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { blankWebFormDefinition, type WebFormDefinition } from '@pinwheel/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { startHostSite, type HostSite } from './harness/host-site.ts';
import { signInAsOwner } from './harness/owner-api.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';
import { embedWebForm, walkWorkshopToLastPage } from './harness/web-form-visitor.ts';

/** The server's token lifetime (modules/forms/limits.ts): older, the form fetches a new one. */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const PICTURE_MAX_BYTES = 1000;

/** "Studio visit": a name and a picture, then a thank-you page in a new tab. */
function studioVisit(thanksUrl: string): WebFormDefinition {
  const blank = blankWebFormDefinition();
  return {
    ...blank,
    pages: [
      {
        id: 'page-1',
        title: { en: 'Your visit' },
        fields: [
          { id: 'name', type: 'text', label: { en: 'Your name' }, required: true },
          {
            id: 'picture',
            type: 'file',
            label: { en: 'A picture of your work' },
            extensions: ['png'],
            maxFileSize: PICTURE_MAX_BYTES,
          },
        ],
      },
    ],
    confirmation: { type: 'redirect', url: thanksUrl, newTab: true },
    notifications: [],
    antiSpam: { captcha: 'none', timeTrap: true, storeVisitorUuid: false },
  };
}

/** "Rules": a field of each kind that has a rule of its own, each checked when it is left. */
function rulesForm(): WebFormDefinition {
  const blank = blankWebFormDefinition();
  const choices = (...labels: string[]) =>
    labels.map((label, index) => ({ id: `c${index + 1}`, label: { en: label } }));
  return {
    ...blank,
    pages: [
      {
        id: 'page-1',
        title: { en: 'Rules' },
        fields: [
          { id: 'nick', type: 'text', label: { en: 'Nickname' }, minLength: 3, required: true },
          { id: 'story', type: 'textarea', label: { en: 'Your story' }, maxLength: 10 },
          { id: 'mail', type: 'email', label: { en: 'Email' }, confirm: true },
          { id: 'site', type: 'url', label: { en: 'Website' } },
          { id: 'guests', type: 'number', label: { en: 'Guests' }, min: 1, max: 8 },
          { id: 'phone', type: 'phone', label: { en: 'Phone' } },
          { id: 'day', type: 'date', label: { en: 'Day' }, disablePast: true },
          { id: 'workday', type: 'date', label: { en: 'Workday' }, weekdays: [1, 2, 3, 4, 5] },
          { id: 'pickup', type: 'time', label: { en: 'Pick-up' }, format: '12h' },
          {
            id: 'at',
            type: 'time',
            label: { en: 'Arrival' },
            format: '24h',
            minTime: '09:00',
            maxTime: '17:00',
          },
          {
            id: 'tools',
            type: 'checkboxes',
            label: { en: 'Tools' },
            choices: choices('Wheel', 'Kiln', 'Glaze'),
            choiceLimit: 2,
          },
          {
            id: 'size',
            type: 'select',
            label: { en: 'Size' },
            choices: choices('S', 'L'),
            required: true,
          },
          { id: 'card', type: 'card-number', label: { en: 'Card number' } },
          { id: 'secret', type: 'password', label: { en: 'Password' }, minStrength: 3 },
          { id: 'home', type: 'address', label: { en: 'Address' }, defaultCountry: 'US' },
        ],
      },
    ],
    confirmation: { type: 'message', message: { en: 'All good.' } },
    notifications: [],
    antiSpam: { captcha: 'none', timeTrap: false, storeVisitorUuid: false },
  };
}

/**
 * "Checks": a phone typed through its mask, an email the owner's own URL judges (remote check),
 * and pictures: at most two in one field, and with another field's a combined size over the
 * entry's 20 MB.
 */
function checksForm(remoteCheckUrl: string): WebFormDefinition {
  const blank = blankWebFormDefinition();
  return {
    ...blank,
    pages: [
      {
        id: 'page-1',
        title: { en: 'Checks' },
        fields: [
          {
            id: 'studio-phone',
            type: 'text',
            label: { en: 'Studio phone' },
            mask: '(000) 000-0000',
          },
          { id: 'member', type: 'email', label: { en: 'Member email' }, remoteCheckUrl },
          {
            id: 'photos',
            type: 'file',
            label: { en: 'Photos of the work' },
            extensions: ['png'],
            maxFiles: 2,
          },
          { id: 'plan', type: 'file', label: { en: 'Kiln plan' }, extensions: ['png'] },
        ],
      },
    ],
    confirmation: { type: 'message', message: { en: 'Checked and kept.' } },
    notifications: [],
    antiSpam: { captcha: 'none', timeTrap: false, storeVisitorUuid: false },
  };
}

/** A one-pixel PNG, padded after its end to `size` bytes (the server sniffs what it is). */
function png(name: string, size: number) {
  const pixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const buffer = Buffer.alloc(size);
  pixel.copy(buffer);
  return { name, mimeType: 'image/png', buffer };
}

describe('the web form', () => {
  let server: ServerProcess;
  let browser: Browser;
  let host: HostSite;
  let context: BrowserContext;
  let studioId = '';
  let rulesId = '';
  let checksId = '';
  /** The addresses the owner's remote check URL was asked about. */
  const remoteAsked: string[] = [];
  /** The scripts the page asked for. */
  const scripts: string[] = [];

  beforeAll(async () => {
    [server, browser, host] = await Promise.all([startServer(), launchBrowser(), startHostSite()]);
    host.page('/thanks.html', '<!doctype html><title>Thanks</title><h1>Thank you!</h1>');
    const owner = await signInAsOwner(server.url);
    const created = await owner.rest<{ id: string }>(
      'POST',
      '/wp-json/pinwheel/v1/forms',
      { title: 'Studio visit', definition: studioVisit(`${host.url}/thanks.html`) },
      201,
    );
    studioId = created.id;
    rulesId = (
      await owner.rest<{ id: string }>(
        'POST',
        '/wp-json/pinwheel/v1/forms',
        { title: 'Rules', definition: rulesForm() },
        201,
      )
    ).id;
    // The owner's remote check (asked by the shop's server, not the visitor's browser): members
    // have addresses at the studio.
    host.json('/member-check', ({ body }) => {
      const value = new URLSearchParams(body).get('value') ?? '';
      remoteAsked.push(value);
      return value.endsWith('@studio.example') ? true : 'Only studio members can sign up here.';
    });
    checksId = (
      await owner.rest<{ id: string }>(
        'POST',
        '/wp-json/pinwheel/v1/forms',
        { title: 'Checks', definition: checksForm(`${host.url}/member-check`) },
        201,
      )
    ).id;
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await server?.stop();
  });
  afterEach(async () => {
    await context?.close();
  });

  async function embedded(formId: string, lang: 'en' | 'he' = 'en', width = 1280): Promise<Page> {
    const address = embedWebForm(host, server.url, { formId, lang });
    context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // The page's clock flows as the wall's until a test moves it on (the time trap, below).
    await page.clock.install();
    await page.goto(address);
    await page.locator('form.pw-wf').waitFor();
    return page;
  }

  /** The general message above the form (the server's refusal of the whole entry). */
  const generalError = (page: Page) => page.locator('.pw-wf__general-error');

  it('is filled in and sent on another site, the company page skipped', async () => {
    const page = await embedded('workshop-sign-up');
    const form = page.locator('form.pw-wf');
    expect(await form.getAttribute('data-form-id')).toBe('workshop-sign-up');
    expect(await page.locator('.pw-wf__indicator').textContent()).toContain('About you');

    // Next with nothing filled in: the required fields say so, and the page stays.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => page.locator('[data-field="name"] .pw-wf__error').textContent())
      .toBe('This field is required.');

    // The company page is skipped: straight to the workshop.
    await walkWorkshopToLastPage(page, { name: 'Sam Potter', email: 'sam@example.com' });
    await page.locator('[data-field="apron"] select').selectOption('2');
    const summary = page.locator('[data-field="total"]');
    await expect.poll(() => summary.textContent()).toContain('$95.00');
    // The order summary lists what was chosen, with quantities and prices.
    const lines = await summary.locator('tbody tr').allInnerTexts();
    expect(lines.map((line) => line.replace(/\s+/g, ' ').trim())).toEqual([
      expect.stringMatching(/^Ticket.*With materials.* 1 \$70\.00$/),
      expect.stringMatching(/^Apron 2 \$25\.00$/),
    ]);

    // The self-hosted captcha's code is a chunk of its own, fetched for this form's last page.
    await expect
      .poll(() => scripts.some((url) => /\/web-form\/altcha-[\w-]+\.js$/.test(url)))
      .toBe(true);
    await page.locator('.pw-wf__captcha-state', { hasText: 'Verified.' }).waitFor({
      timeout: 60_000,
    });
    // A person takes more than the time trap's 3 s to fill this in; the test is quicker, so the
    // page's clock is moved on as the person's would have.
    await page.clock.fastForward(5_000);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.pw-wf--done').waitFor({ timeout: 30_000 });
    const done = await page.locator('.pw-wf--done').textContent();
    expect(done).toContain('Please pay $95.00');
    expect(done).toContain('Thank you! Your place is held');
  });

  it('checks each kind of field by its rule when it is left, with the spec’s messages', async () => {
    const page = await embedded(rulesId);
    const errorOf = (fieldId: string) => page.locator(`[data-field="${fieldId}"] .pw-wf__error`);
    /** Types `value` into the control, leaves it, and waits for the field's messages. */
    const leave = async (label: string, value: string, fieldId: string, ...messages: string[]) => {
      // A required field's label ends in its mark.
      const control = page.getByLabel(new RegExp(`^${label}`));
      await control.fill(value);
      await control.blur();
      await expect
        .poll(async () => (await errorOf(fieldId).allTextContents()).sort())
        .toEqual(messages.sort());
    };
    await leave('Nickname', '', 'nick', 'This field is required.');
    await leave('Nickname', 'Al', 'nick', 'Please enter at least 3 characters.');
    await leave('Nickname', 'Alma', 'nick');
    // A key sets a check for a second later (spec §5), and that check judges the field as it is
    // then: typed "Alma", then "Al" pasted in (no key), the message is about "Al".
    const nick = page.getByLabel(/^Nickname/);
    await nick.pressSequentially('!');
    await nick.fill('Al');
    await page.clock.runFor(1_000);
    await expect
      .poll(() => errorOf('nick').allTextContents())
      .toEqual(['Please enter at least 3 characters.']);
    await leave('Nickname', 'Alma', 'nick');
    await leave(
      'Your story',
      'Once upon a time',
      'story',
      'Please enter no more than 10 characters.',
    );
    // An email and its confirmation: each says what is wrong with it.
    const again = 'Please enter the same value again.';
    await leave('Email', 'alma@', 'mail', 'Please enter a valid email address.', again);
    await leave('Email', 'alma@example.com', 'mail', again);
    await leave('Confirm email', 'alma@example.org', 'mail', again);
    await leave('Confirm email', 'alma@example.com', 'mail');
    await leave('Website', 'not a site', 'site', 'Please enter a valid URL.');
    await leave('Website', 'https://alma.example', 'site');
    // Only digits, minus and dot are typed into a number.
    const guests = page.getByLabel(/^Guests/);
    await guests.pressSequentially('1x2');
    expect(await guests.inputValue()).toBe('12');
    await guests.blur();
    await expect
      .poll(() => errorOf('guests').first().textContent())
      .toBe('Please enter a value less than or equal to 8.');
    await leave('Guests', '0', 'guests', 'Please enter a value greater than or equal to 1.');
    await leave('Guests', '4', 'guests');
    await leave('Phone', '12', 'phone', 'Please enter a valid phone number.');
    await leave('Phone', '+1 415 555 0134', 'phone');
    await leave('Day', '2020-01-06', 'day', 'Please choose a date after today.');
    // 2031-01-04 is a Saturday; 2031-01-06 a Monday.
    await leave('Workday', '2031-01-04', 'workday', 'Please choose another day of the week.');
    await leave('Workday', '2031-01-06', 'workday');
    await leave(
      'Pick-up',
      '14:00',
      'pickup',
      'Please enter time in 12-hour AM/PM format (eg 8:45 AM).',
    );
    await leave('Pick-up', '2:00 PM', 'pickup');
    await leave('Arrival', '25:99', 'at', 'Please enter time in 24-hour format (eg 22:45).');
    await leave('Arrival', '08:30', 'at', 'Please enter time between 09:00 and 17:00.');
    await leave('Arrival', '10:30', 'at');
    // Choices are checked as they are clicked.
    for (const tool of ['Wheel', 'Kiln', 'Glaze']) await page.getByLabel(tool).check();
    await expect
      .poll(() => errorOf('tools').first().textContent())
      .toBe('You have exceeded the number of allowed selections: 2.');
    await page.getByLabel('Glaze').uncheck();
    await expect.poll(() => errorOf('tools').count()).toBe(0);
    await leave('Card number', '4111 1111 1111 1112', 'card', 'Please enter a valid card number.');
    await leave('Card number', '4111 1111 1111 1111', 'card');
    // A password's strength as zxcvbn scores it (loaded, with its meter, once one is typed).
    const secret = page.getByLabel(/^Password/);
    await secret.fill('aaaaaaaa');
    await page.locator('[data-field="secret"] .pw-wf__strength').waitFor();
    await secret.blur();
    await expect
      .poll(() => errorOf('secret').first().textContent())
      .toBe(
        'A stronger password is required. Consider using upper and lower case letters, numbers, and symbols.',
      );
    await leave('Password', 'Tr0ub4dour&3-horse-battery-staple', 'secret');
    // A country without states: the state input is emptied and disabled.
    const state = page.locator('[data-field="home"] .pw-wf__address-part--state input');
    await state.fill('CA');
    await page.locator('[data-field="home"] select').selectOption({ label: 'Singapore' });
    await expect.poll(() => state.isDisabled()).toBe(true);
    expect(await state.inputValue()).toBe('');
    // A required choice left unchosen is named when the form is sent.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => errorOf('size').first().textContent()).toBe('This field is required.');
  });

  it('refuses a picture over its limit, sends one at it, and opens the thank-you page in a new tab', async () => {
    const page = await embedded(studioId);
    await page.getByLabel('Your name').fill('Ada Potter');
    const picture = page.getByLabel('A picture of your work');
    const error = page.locator('[data-field="picture"] .pw-wf__error');
    await picture.setInputFiles(png('vase.png', PICTURE_MAX_BYTES + 1));
    await expect
      .poll(() => error.textContent())
      .toBe('File exceeds max size allowed. File was not uploaded.');
    await picture.setInputFiles(png('vase.png', PICTURE_MAX_BYTES));
    await expect.poll(() => error.count()).toBe(0);

    await page.clock.fastForward(5_000);
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Submit' }).click();
    const thanks = await opened;
    await thanks.waitForURL(`${host.url}/thanks.html`);
    // The form says where the thank-you page opened, with its link (a blocked pop-up loses nothing).
    const done = page.locator('.pw-wf--done');
    await done.getByRole('link', { name: `${host.url}/thanks.html` }).waitFor();
  });

  it('types a phone through its mask, asks the owner’s URL about an address, and counts and weighs the pictures', async () => {
    const page = await embedded(checksId);
    const errorOf = (fieldId: string) => page.locator(`[data-field="${fieldId}"] .pw-wf__error`);

    // The mask places the digits and drops the letters; a number cut short is refused when left.
    const phone = page.getByLabel('Studio phone');
    await phone.click();
    await page.keyboard.type('03x555');
    await expect.poll(() => phone.inputValue()).toBe('(035) 55');
    await phone.blur();
    await expect
      .poll(() => errorOf('studio-phone').textContent())
      .toBe('Please fill out the field in required format.');
    await phone.click();
    await page.keyboard.type('51234');
    await expect.poll(() => phone.inputValue()).toBe('(035) 555-1234');
    // A full mask takes no more.
    await page.keyboard.type('9');
    await phone.blur();
    expect(await phone.inputValue()).toBe('(035) 555-1234');
    await expect.poll(() => errorOf('studio-phone').count()).toBe(0);

    // The owner's URL refuses an outsider in its own words, and takes a member.
    const member = page.getByLabel('Member email');
    await member.fill('ada@elsewhere.example');
    await member.blur();
    await expect
      .poll(() => errorOf('member').textContent())
      .toBe('Only studio members can sign up here.');
    expect(remoteAsked).toContain('ada@elsewhere.example');
    await member.fill('ada@studio.example');
    await member.blur();
    await expect.poll(() => errorOf('member').count()).toBe(0);

    // Three pictures where two are allowed.
    const photos = page.getByLabel('Photos of the work');
    await photos.setInputFiles([png('a.png', 500), png('b.png', 500), png('c.png', 500)]);
    await photos.blur();
    await expect
      .poll(() => errorOf('photos').textContent())
      .toBe('You can upload no more than 2 files here.');
    // Two of 10 MB each (the largest one file may be) and a plan: more than an entry carries.
    // Handed to the browser as files on disk: 20 MB through the protocol as bytes takes long.
    const big = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-big-pictures-'));
    const tenMb = 10 * 1024 * 1024;
    const bigPicture = (name: string) => {
      const file = path.join(big, name);
      fs.writeFileSync(file, png(name, tenMb).buffer);
      return file;
    };
    await photos.setInputFiles([bigPicture('a.png'), bigPicture('b.png')]);
    await expect.poll(() => errorOf('photos').count()).toBe(0);
    await page.getByLabel('Kiln plan').setInputFiles(png('plan.png', 200 * 1024));
    const uploads = page.locator('.pw-wf__uploads');
    await expect
      .poll(() => uploads.textContent())
      .toBe('The total size of the selected files 20.20 MB exceeds the allowed limit 20 MB.');
    expect(await uploads.getAttribute('role')).toBe('alert');
    // Nothing of 20 MB goes out: the form cannot be sent until the files are fewer or smaller.
    const submit = page.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    // A smaller plan instead: within the limit, and the entry is sent.
    await page.getByLabel('Kiln plan').setInputFiles([]);
    await photos.setInputFiles([png('a.png', 500), png('b.png', 500)]);
    await expect.poll(() => uploads.textContent()).toBe('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.locator('.pw-wf--done').textContent())
      .toContain('Checked and kept.');
  });

  it('refuses an entry sent quicker than a person could, and one with the honeypot filled', async () => {
    const page = await embedded(studioId);
    await page.getByLabel('Your name').fill('Quick Bot');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => generalError(page).textContent())
      .toBe(
        'That was quicker than a person could fill in this form. Please check it and send again.',
      );
    expect(await page.locator('.pw-wf--done').count()).toBe(0);

    // The honeypot: off screen for people, filled in by robots.
    await page
      .locator('.pw-wf__honeypot input')
      .evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
    await page.clock.fastForward(5_000);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => generalError(page).textContent())
      .toBe('Your entry could not be accepted. Please try again later.');
    expect(await page.locator('.pw-wf--done').count()).toBe(0);

    // A person's entry goes through.
    await page.locator('.pw-wf__honeypot input').evaluate((input: HTMLInputElement) => {
      input.value = '';
    });
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Submit' }).click();
    await (await opened).waitForURL(`${host.url}/thanks.html`);
  });

  it('keeps the server’s field error through the browser’s own checks until the field changes', async () => {
    const page = await embedded(studioId);
    const name = page.getByLabel('Your name');
    await name.fill('Grace Potter');
    // Named .png and starting like one, but no picture: only the server, which reads the
    // content, can tell.
    const fake = { ...png('vase.png', PICTURE_MAX_BYTES), buffer: Buffer.alloc(PICTURE_MAX_BYTES) };
    Buffer.from([0x89, 0x50, 0x4e, 0x47]).copy(fake.buffer);
    fake.buffer.write('not a picture at all', 16);
    const picture = page.getByLabel('A picture of your work');
    await picture.setInputFiles(fake);
    await page.clock.fastForward(5_000);
    await page.getByRole('button', { name: 'Submit' }).click();
    const error = page.locator('[data-field="picture"] .pw-wf__error');
    await expect.poll(() => error.textContent()).toBe('File type is not allowed.');
    expect(await generalError(page).first().textContent()).toBe(
      'Please correct the marked fields and send again.',
    );
    // The browser's own checks (the name left, the picture left) find nothing: the server's word stays.
    await name.focus();
    await name.blur();
    await picture.focus();
    await picture.blur();
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await error.textContent()).toBe('File type is not allowed.');
    // Another file: the error goes, and the entry is sent.
    await picture.setInputFiles(png('vase.png', 200));
    await expect.poll(() => error.count()).toBe(0);
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Submit' }).click();
    await (await opened).waitForURL(`${host.url}/thanks.html`);
  });

  it('fetches a new token when the visitor comes back after its lifetime, and is sent with it', async () => {
    const page = await embedded(studioId);
    const tokenCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.postData()?.includes('wpforms_get_token'))
        tokenCalls.push(request.url());
    });
    const name = page.getByLabel('Your name');
    await name.fill('Slow Potter');
    await name.blur();
    // An hour and a minute away from the page, then back to the form.
    await page.clock.fastForward(TOKEN_LIFETIME_MS + 60_000);
    const refreshed = page.waitForResponse(
      (response) => response.request().postData()?.includes('wpforms_get_token') === true,
    );
    await name.focus();
    expect((await refreshed).ok()).toBe(true);
    expect(tokenCalls).toHaveLength(1);
    // The button is back once the new token is in, and the entry goes with it.
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect.poll(() => submit.getAttribute('aria-disabled')).toBeNull();
    const opened = context.waitForEvent('page');
    await submit.click();
    await (await opened).waitForURL(`${host.url}/thanks.html`);
  });
});
