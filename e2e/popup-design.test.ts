// A popup drawn from its design document, in Chromium against the real server, on a third-party
// page whose CSS attacks every element the blocks use: the visitor sees the heading, the text, a
// labelled email input, the submit button and the coupon code, styled by the popup alone; a
// submitted form keeps the page where it is; an html block's script and handlers never run; in
// Hebrew the popup is right to left.
import type { DesignDocument } from '@pinwheel/core';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForEvent, widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

const HOSTILE_CSS = `<style>
  html { font-size: 31px !important; }
  h1, h2, p, label { color: red !important; font-size: 80px !important; display: none !important; }
  input, button, form { display: none !important; }
  code { font-family: serif !important; color: red !important; }
  div { border: 5px solid red !important; }
  * { box-sizing: content-box !important; font-family: serif !important; }
</style>`;

const DESIGN: DesignDocument = {
  theme: { background: '#fff7ed', text: '#1c1917', accent: '#9a3412', align: 'center' },
  blocks: [
    { type: 'heading', text: 'Spring sale', level: 2 },
    { type: 'text', text: 'Ten percent off everything.' },
    {
      type: 'form',
      fields: [{ kind: 'email', label: 'Email address', placeholder: 'you@example.com' }],
      submit_label: 'Get my code',
    },
    { type: 'coupon', code: 'WELCOME10', caption: 'First order only' },
    {
      type: 'html',
      html:
        '<p>Terms apply.</p><img src="x" onerror="window.designRan = true">' +
        '<script>window.designRan = true</script><a href="javascript:window.designRan = true">x</a>',
    },
  ],
};

describe('a popup drawn from its design document', () => {
  const bed = widgetTestBed();

  async function visitWith(
    path: string,
    design: DesignDocument,
    contextOptions: BrowserContextOptions = {},
  ): Promise<{ page: Page; popupId: string }> {
    const site = await bed.owner.createSite(`Design ${path}`);
    const popupId = await bed.owner.createPopup(site.id, {
      poptin_name: 'Design popup',
      display_after_sec_active: 0,
      design,
    });
    bed.host.page(
      path,
      widgetHostPage({ serverUrl: bed.server.url, clientId: site.clientId, head: HOSTILE_CSS }),
    );
    const context = await bed.newContext({
      viewport: { width: 1280, height: 800 },
      ...contextOptions,
    });
    const page = await context.newPage();
    await page.goto(`${bed.host.url}${path}`);
    return { page, popupId };
  }

  it('shows its blocks, untouched by host CSS, keeps the page on submit and runs no owner script', async () => {
    const { page, popupId } = await visitWith('/design', DESIGN);
    const dialog = page.getByRole('dialog', { name: 'Spring sale' });
    await dialog.waitFor();
    await waitForEvent(page, 'view', popupId);

    await dialog.getByText('Ten percent off everything.').waitFor();
    const email = dialog.getByLabel('Email address');
    expect(await email.getAttribute('type')).toBe('email');
    const submit = dialog.getByRole('button', { name: 'Get my code' });
    expect(await submit.isVisible()).toBe(true);
    const code = dialog.getByText('WELCOME10', { exact: true });
    expect(await code.isVisible()).toBe(true);

    const looks = await dialog.evaluate((frame) => {
      const style = (selector: string) => getComputedStyle(frame.querySelector(selector)!);
      const heading = style('h2');
      const code = style('.coupon-code');
      return {
        heading: [heading.color, heading.fontSize, heading.fontFamily, heading.display],
        label: [style('label').display, style('label').color],
        input: style('input').display,
        code: [code.fontFamily, code.color],
        box: style('.coupon').borderStyle,
        button: [style('button.primary').display, style('button.primary').backgroundColor],
      };
    });
    expect(looks.heading[0]).toBe('rgb(28, 25, 23)');
    expect(looks.heading[1]).toBe('28px');
    expect(looks.heading[2]).not.toBe('serif');
    expect(looks.heading[3]).toBe('block');
    expect(looks.label).toEqual(['block', 'rgb(28, 25, 23)']);
    expect(looks.input).not.toBe('none');
    expect(looks.code[0]).toMatch(/monospace/);
    expect(looks.code[1]).not.toBe('rgb(255, 0, 0)');
    expect(looks.box).toBe('dashed');
    expect(looks.button).toEqual(['flex', 'rgb(154, 52, 18)']);

    // The html block shows its text; its script, handler and javascript: link never run.
    await dialog.getByText('Terms apply.').waitFor();
    expect(await dialog.evaluate((frame) => frame.querySelector('.html script'))).toBeNull();
    expect(
      await dialog.evaluate((frame) => frame.querySelector('.html a')?.getAttribute('href')),
    ).toBeFalsy();
    expect(await page.evaluate(() => (window as { designRan?: boolean }).designRan)).toBe(
      undefined,
    );

    // Submitting sends the lead and keeps the visitor on the host page: the thank-you screen.
    await email.fill('visitor@example.com');
    const url = page.url();
    await submit.click();
    await page.getByRole('dialog', { name: 'Thank you!' }).waitFor();
    expect(page.url()).toBe(url);
  });

  it('is right to left in Hebrew, the code still left to right, on a 390 px phone', async () => {
    const hebrew: DesignDocument = {
      blocks: [
        { type: 'heading', text: 'מבצע אביב', level: 2 },
        {
          type: 'form',
          fields: [{ kind: 'email', label: 'אימייל', required: true }],
          submit_label: 'לקבלת הקוד',
        },
        { type: 'coupon', code: 'WELCOME10' },
      ],
    };
    const { page } = await visitWith('/design-he', hebrew, {
      locale: 'he-IL',
      viewport: { width: 390, height: 700 },
    });
    const dialog = page.getByRole('dialog', { name: 'מבצע אביב' });
    await dialog.waitFor();
    const directions = await dialog.evaluate((frame) => ({
      popup: frame.closest('[dir]')?.getAttribute('dir'),
      code: getComputedStyle(frame.querySelector('.coupon-code')!).direction,
      heading: getComputedStyle(frame.querySelector('h2')!).direction,
    }));
    expect(directions).toEqual({ popup: 'rtl', code: 'ltr', heading: 'rtl' });
    await dialog.getByLabel('אימייל').waitFor();
    await dialog.getByRole('button', { name: 'העתקת הקוד' }).waitFor();
    const box = await dialog.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390);
  });
});
