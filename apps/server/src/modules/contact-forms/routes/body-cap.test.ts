// A contact form's body has a cap, its fields' and files' limits together: a longer one is refused
// with 413 before it is read (when its length is declared) or as soon as it passes the cap (when
// it comes in chunks), not after the whole of it has been read and thrown away.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContactFormDefinition } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { openRawConnection, statusOf } from '../../../testing/raw-connection.ts';
import { contactFormBodyCap } from '../limits.ts';

const definition: ContactFormDefinition = {
  fields: [
    { name: 'name', type: 'text', label: { en: 'Name' } },
    { name: 'attachment', type: 'file', label: { en: 'File' } },
  ],
  rules: [],
};
const boundary = 'probe-boundary';
const filePartHead =
  `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="big.pdf"\r\n` +
  'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n';
const megabyte = 1024 * 1024;

describe('the cap on a contact form body', () => {
  let t: TestApp;
  let dataDir: string;
  let port: number;
  let formId: string;
  const cap = contactFormBodyCap(definition);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-body-cap-'));
    t = await createTestApp('sqlite', {}, { DATA_DIR: dataDir });
    formId = (await t.app.contactForms.create({ name: 'Capped', definition, mailTo: null })).id;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    port = address.port;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const head = (framing: string) =>
    `POST /api/embed/contact-forms/${formId}/feedback HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\n${framing}\r\n\r\n`;

  it('is the files at their hard limit and the text fields at theirs, with room for part headers', () => {
    expect(cap).toBeGreaterThan(10 * megabyte);
    expect(cap).toBeLessThan(11 * megabyte);
  });

  it('refuses a declared length over the cap at once, before reading the body', async () => {
    const connection = await openRawConnection(port);
    await connection.write(head(`Content-Length: ${300 * megabyte}`) + filePartHead);
    const answer = await connection.answered;
    expect(statusOf(answer)).toBe(413);
    expect(answer).toContain('payload_too_large');
    expect(answer.toLowerCase()).toContain('connection: close');
    await connection.closed;
  });

  it('stops reading a chunked body once it passes the cap, and answers 413 while it still comes', async () => {
    const connection = await openRawConnection(port);
    let answer: string | null = null;
    void connection.answered.then((text) => (answer = text));
    await connection.write(head('Transfer-Encoding: chunked'));
    const chunk = (bytes: string) => `${Buffer.byteLength(bytes).toString(16)}\r\n${bytes}\r\n`;
    await connection.write(chunk(filePartHead));
    const filler = chunk('z'.repeat(64 * 1024));
    // Never ends on its own: only the server's answer stops it (or 200 MB, far past the cap).
    while (answer === null && connection.written() < 200 * megabyte) {
      await connection.write(filler);
    }
    expect(answer).not.toBeNull();
    expect(statusOf(answer!)).toBe(413);
    expect(answer!).toContain('payload_too_large');
    // The cap, and what the sockets' buffers held on their way.
    expect(connection.written()).toBeLessThan(cap + 16 * megabyte);
    await connection.closed;
    expect(fs.readdirSync(path.join(dataDir, 'contact-form-uploads', '.incoming'))).toEqual([]);
  });
});
