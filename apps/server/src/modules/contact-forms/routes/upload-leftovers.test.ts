// Uploads that never finish leave nothing on disk: a body cut off before its closing boundary, a
// connection dropped halfway through a file (the embed route needs no cookie, so anyone can do
// either, over and over), and files a crashed process left in .incoming, swept at the next start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { openRawConnection, statusOf } from '../../../testing/raw-connection.ts';
import { INCOMING_LEFTOVER_AGE_MS } from '../upload-store.ts';

const boundary = 'probe-boundary';
const head = (port: number, formId: string, length: number) =>
  `POST /api/embed/contact-forms/${formId}/feedback HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
  `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`;
const filePartHead =
  `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="receipt.pdf"\r\n` +
  'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n';

let dataDir: string;
let t: TestApp | undefined;
const incoming = () => path.join(dataDir, 'contact-form-uploads', '.incoming');
const incomingFiles = () => (fs.existsSync(incoming()) ? fs.readdirSync(incoming()) : []);

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-leftovers-'));
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The app listening on a port, with a form that takes a file. */
async function listeningApp() {
  t = await createTestApp('sqlite', {}, { DATA_DIR: dataDir });
  const form = await t.app.contactForms.create({
    name: 'With a file',
    definition: {
      fields: [
        { name: 'name', type: 'text', label: { en: 'Name' } },
        { name: 'attachment', type: 'file', label: { en: 'File' } },
      ],
      rules: [],
    },
    mailTo: null,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return { port: address.port, formId: form.id };
}

describe('an upload that breaks off', () => {
  it('leaves no file behind when the body ends without its closing boundary', async () => {
    const { port, formId } = await listeningApp();
    const body = `${filePartHead}${'x'.repeat(200_000)}`;
    const connection = await openRawConnection(port);
    await connection.write(head(port, formId, Buffer.byteLength(body)) + body);
    const answer = await connection.answered;
    expect(statusOf(answer)).toBe(400);
    expect(answer).toContain('malformed_multipart');
    expect(incomingFiles()).toEqual([]);
  });

  it('leaves no file behind when the connection drops halfway through a file', async () => {
    const { port, formId } = await listeningApp();
    const connection = await openRawConnection(port);
    await connection.write(head(port, formId, 5_000_000) + filePartHead);
    // Writes on until the server is streaming the file to disk, then drops the connection.
    while (incomingFiles().length === 0) await connection.write('y'.repeat(64 * 1024));
    connection.drop();
    await expect.poll(incomingFiles, { timeout: 10_000 }).toEqual([]);
  });
});

describe('the start-up sweep of .incoming', () => {
  it('removes files no request has written to for a while, and leaves fresh ones', async () => {
    fs.mkdirSync(incoming(), { recursive: true });
    const old = path.join(incoming(), 'left-by-a-crash');
    const fresh = path.join(incoming(), 'still-arriving');
    fs.writeFileSync(old, 'partial');
    fs.writeFileSync(fresh, 'partial');
    const longAgo = new Date(Date.now() - INCOMING_LEFTOVER_AGE_MS - 60_000);
    fs.utimesSync(old, longAgo, longAgo);

    t = await createTestApp('sqlite', {}, { DATA_DIR: dataDir });
    expect(incomingFiles()).toEqual(['still-arriving']);
  });

  it('starts without a data dir for uploads', async () => {
    t = await createTestApp('sqlite', {}, { DATA_DIR: path.join(dataDir, 'not-made-yet') });
    expect(incomingFiles()).toEqual([]);
  });
});
