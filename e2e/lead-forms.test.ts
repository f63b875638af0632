// A visitor fills a popup's lead form on a third-party page, in Chromium against the real server
// (spec §5, §7): the rules the browser runs (a typo suggestion taken with Tab, a free address
// refused in business mode, the Israeli phone rules, an international number for a picked
// country, the all-empty shake, the consent box), then the lead the owner sees, the thank-you
// screen closing by itself, and a redirect with the page's address filled in.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PopupFields } from './harness/owner-api.ts';
import { waitForEvent, widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

const HOSTILE_CSS = `<style>
  input, button, select { display: none !important; }
  * { font-family: serif !important; }
</style>`;

type FormFields = Extract<
  NonNullable<PopupFields['design']>['blocks'][number],
  { type: 'form' }
>['fields'];

function formPopup(
  heading: string,
  fields: FormFields,
  extra: { consent?: string; properties?: PopupFields['design_properties'] } = {},
): Partial<PopupFields> {
  return {
    display_after_sec_active: 0,
    poptin_size: { width: 600, height: 640 },
    design: {
      blocks: [
        { type: 'heading', text: heading, level: 2 },
        { type: 'form', fields, submit_label: 'Join', consent: extra.consent },
      ],
    },
    design_properties: {
      poptin_design_thank_screen: 1,
      poptin_design_thank_screen_auto_close: 1,
      poptin_design_thank_screen_auto_close_sec: 2,
      poptin_design_exit_effect: 'none',
      ...extra.properties,
    },
  };
}

describe('lead forms on a third-party page', () => {
  const bed = widgetTestBed();

  async function visit(path: string, clientId: string, query = ''): Promise<Page> {
    bed.host.page(path, widgetHostPage({ serverUrl: bed.server.url, clientId, head: HOSTILE_CSS }));
    const context = await bed.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${bed.host.url}${path}${query}`);
    return page;
  }

  const errorOf = async (field: Locator) => {
    const id = await field.getAttribute('aria-describedby');
    return id
      ? field.page().evaluate((ids) => {
          const root = document.querySelector('pinwheel-popup')!.shadowRoot!;
          return ids
            .split(' ')
            .map((one) => root.getElementById(one)?.textContent)
            .join(' | ');
        }, id)
      : null;
  };

  it('suggests the address meant, takes it with Tab, sends the lead and thanks, then closes', async () => {
    const { clientId, ids } = await bed.owner.siteWith('Typos', [
      formPopup('Join our list', [
        { kind: 'email', label: 'Email', required: true },
        { kind: 'name', label: 'Name' },
        { kind: 'hidden', label: 'Source', name: 'utm_source', value: 'utm_source' },
      ]),
    ]);
    const page = await visit('/typos', clientId, '?utm_source=newsletter');
    const dialog = page.getByRole('dialog', { name: 'Join our list' });
    await dialog.waitFor();
    const view = await waitForEvent(page, 'view', ids[0]);
    const email = dialog.getByLabel('Email');
    await email.fill('dana@gmial.com');
    await dialog.getByLabel('Name').focus();
    const suggestion = dialog.getByRole('button', { name: 'Did you mean dana@gmail.com?' });
    await suggestion.waitFor();
    await email.focus();
    await page.keyboard.press('Tab');
    expect(await email.inputValue()).toBe('dana@gmail.com');
    await dialog.getByLabel('Name').fill('Dana Levi');

    const submitted = page.evaluate(
      () =>
        new Promise((resolve) =>
          window.addEventListener('poptinSubmit', (e) => resolve((e as CustomEvent).detail)),
        ),
    );
    await dialog.getByRole('button', { name: 'Join' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you!' });
    await thanks.waitFor();
    expect(await submitted).toEqual({ popupId: ids[0] });
    await waitForEvent(page, 'submit', ids[0]);
    expect(
      await page.evaluate(() =>
        document.querySelector('pinwheel-popup')?.classList.contains('poptin-submitted'),
      ),
    ).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('poptin_converted_email'))).toBe(
      'dana@gmail.com',
    );

    const [lead] = await bed.owner.leads('dana@gmail.com');
    expect(lead).toMatchObject({
      popupId: ids[0],
      viewId: view.viewId,
      email: 'dana@gmail.com',
      fields: { email: 'dana@gmail.com', name: 'Dana Levi', utm_source: 'newsletter' },
      trigger: 'delay',
    });
    expect(lead!.pageUrl).toContain('/typos?utm_source=newsletter');

    // The thank-you screen closes the popup after its 2 s, as sent.
    const closed = await waitForEvent(page, 'close', ids[0], 5000);
    expect(closed.closeTrigger).toBe('submit');
  });

  it('refuses a free address in business mode and Israeli numbers that break the rules', async () => {
    const { clientId } = await bed.owner.siteWith('Business', [
      formPopup('Book a demo', [
        { kind: 'email', label: 'Work email', required: true, email_validation: 'business-email' },
        { kind: 'phone', label: 'Phone', required: true, phone_validation: 'advanced' },
      ]),
    ]);
    const page = await visit('/business', clientId);
    const dialog = page.getByRole('dialog', { name: 'Book a demo' });
    await dialog.waitFor();
    const email = dialog.getByLabel('Work email');
    const phone = dialog.getByLabel('Phone');
    await email.fill('someone@gmail.com');
    await phone.fill('050-123456');
    await dialog.getByRole('button', { name: 'Join' }).click();
    await page.waitForFunction(() =>
      document.querySelector('pinwheel-popup')?.shadowRoot?.querySelector('[aria-invalid="true"]'),
    );
    expect(await errorOf(email)).toBe('Only business emails are allowed');
    // 050 needs 10 digits in all; a landline prefix 9.
    expect(await errorOf(phone)).toBe('מספר טלפון שגוי');
    await phone.fill('02-1234567');
    await email.fill('someone@acme-tools.example');
    await dialog.getByRole('button', { name: 'Join' }).click();
    await page.getByRole('dialog', { name: 'Thank you!' }).waitFor();
    const [lead] = await bed.owner.leads('acme-tools.example');
    expect(lead?.fields).toMatchObject({ phone: '02-1234567' });
  });

  it('checks an international number for the picked country', async () => {
    const { clientId } = await bed.owner.siteWith('International', [
      formPopup('Call me back', [
        { kind: 'phone', label: 'Mobile', required: true, phone_validation: 'international' },
        { kind: 'email', label: 'Email', email_validation: 'no-validation' },
      ]),
    ]);
    const page = await visit('/international', clientId);
    const dialog = page.getByRole('dialog', { name: 'Call me back' });
    await dialog.waitFor();
    const country = dialog.getByRole('combobox', { name: 'Mobile: Country' });
    await country.waitFor();
    // No country known for this visitor: the picker starts on the United States.
    expect(await country.inputValue()).toBe('US');
    const phone = dialog.getByLabel('Mobile', { exact: true });
    await phone.fill('020 7946 0958');
    await dialog.getByRole('button', { name: 'Join' }).click();
    await page.waitForFunction(() =>
      document.querySelector('pinwheel-popup')?.shadowRoot?.querySelector('[aria-invalid="true"]'),
    );
    expect(await errorOf(phone)).toBe('Invalid number - please try again');
    await country.selectOption('GB');
    await dialog.getByRole('button', { name: 'Join' }).click();
    await page.getByRole('dialog', { name: 'Thank you!' }).waitFor();
    const [lead] = await bed.owner.leads('7946');
    expect(lead?.fields).toMatchObject({ phone: '020 7946 0958', phone_country: 'GB' });
  });

  it('shakes an empty form with the email marked, and holds the submit until consent is given', async () => {
    const { clientId } = await bed.owner.siteWith('Consent', [
      formPopup(
        'Stay in touch',
        [
          { kind: 'email', label: 'Email' },
          { kind: 'text', label: 'Company', name: 'company' },
        ],
        {
          consent: 'I agree to receive the newsletter.',
          properties: { field_checkbox_required: 1 },
        },
      ),
    ]);
    const page = await visit('/consent', clientId);
    const dialog = page.getByRole('dialog', { name: 'Stay in touch' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Join' }).click();
    const form = dialog.locator('form');
    await page.waitForFunction(() =>
      document.querySelector('pinwheel-popup')?.shadowRoot?.querySelector('form.shake'),
    );
    expect(await dialog.locator('.field.marked input').getAttribute('type')).toBe('email');
    // Typing clears the mark.
    await dialog.getByLabel('Email').fill('ann@shop.example');
    expect(await dialog.locator('.field.marked').count()).toBe(0);

    await dialog.getByRole('button', { name: 'Join' }).click();
    const consent = dialog.getByRole('checkbox', { name: 'I agree to receive the newsletter.' });
    await page.waitForFunction(() =>
      document
        .querySelector('pinwheel-popup')
        ?.shadowRoot?.querySelector('[name="checkbox_checked"][aria-invalid="true"]'),
    );
    expect(await errorOf(consent)).toBe('Please check this box to continue.');
    expect(await bed.owner.leads('ann@shop.example')).toEqual([]);
    await consent.check();
    await dialog.getByRole('button', { name: 'Join' }).click();
    await page.getByRole('dialog', { name: 'Thank you!' }).waitFor();
    const [lead] = await bed.owner.leads('ann@shop.example');
    expect(lead?.consent).toBe(true);
    expect(await form.count()).toBe(0);
  });

  it('redirects after the lead is stored, with the page address filled in', async () => {
    const { clientId } = await bed.owner.siteWith('Redirect', [
      formPopup('Get the guide', [{ kind: 'email', label: 'Email', required: true }], {
        properties: {
          poptin_design_redirect: 1,
          poptin_design_redirect_url: `${bed.host.url}/thanks-page?from={conversion_url}&path={path_url}`,
          poptin_design_redirect_send_form_data: 1,
          poptin_design_thank_screen: 0,
        },
      }),
    ]);
    bed.host.page('/thanks-page', '<!doctype html><title>Thanks</title><h1>Thanks</h1>');
    const page = await visit('/guide', clientId);
    const dialog = page.getByRole('dialog', { name: 'Get the guide' });
    await dialog.waitFor();
    await dialog.getByLabel('Email').fill('guide@shop.example');
    await dialog.getByRole('button', { name: 'Join' }).click();
    await page.waitForURL(/\/thanks-page/);
    const address = new URL(page.url());
    expect(address.searchParams.get('from')).toBe(`${bed.host.url}/guide`);
    expect(address.searchParams.get('path')).toBe('/guide');
    expect(address.searchParams.get('email')).toBe('guide@shop.example');
    expect(await bed.owner.leads('guide@shop.example')).toHaveLength(1);
  });

  it('fills dynamic text, and counts a copied coupon and a click-target popup’s link as conversions', async () => {
    const { clientId, ids } = await bed.owner.siteWith('Clicks', [
      {
        display_after_sec_active: 0,
        poptin_target: 'click',
        poptin_size: { width: 600, height: 420 },
        design: {
          blocks: [
            { type: 'heading', text: 'Hello from {{utm_campaign}}', level: 2 },
            { type: 'text', text: 'Shipping to {{country}} is free.' },
            { type: 'coupon', code: 'CLICK10' },
            { type: 'button', label: 'Shop the sale', action: 'link', href: '#sale' },
          ],
        },
        design_properties: {},
      },
    ]);
    const page = await visit('/clicks', clientId, '?utm_campaign=spring');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: bed.host.url,
    });
    // The country the server told the loader on an earlier page (its cookie).
    await page
      .context()
      .addCookies([{ name: 'poptin_user_country', value: 'DE', url: bed.host.url }]);
    await page.reload();
    // The page's address never writes into the popup's words (only the spec's placeholders fill).
    const dialog = page.getByRole('dialog', { name: 'Hello from {{utm_campaign}}' });
    await dialog.waitFor();
    await waitForEvent(page, 'view', ids[0]);
    await dialog.getByText('Shipping to Germany is free.').waitFor();
    await dialog.getByRole('button', { name: 'Copy code' }).click();
    await expect
      .poll(async () =>
        (await bed.owner.leads(''))
          .filter((lead) => lead.popupId === ids[0])
          .map((lead) => lead.kind),
      )
      .toEqual(['coupon']);
    await dialog.getByRole('link', { name: 'Shop the sale' }).click();
    await waitForEvent(page, 'submit', ids[0]);
    const kinds = (await bed.owner.leads(''))
      .filter((lead) => lead.popupId === ids[0])
      .map((lead) => [lead.kind, lead.coupon]);
    expect(kinds).toEqual([
      ['click', null],
      ['coupon', 'CLICK10'],
    ]);
  });
});
