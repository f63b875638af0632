// One webhook POST against real local receivers: the status, the body and headers as sent, a
// receiver that stalls mid-answer, one that is not there.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postWebhook, WebhookTimeoutError } from './webhook-post.ts';

const servers: http.Server[] = [];

async function receiver(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('postWebhook', () => {
  it("sends the body and headers and answers the receiver's status", async () => {
    let seen: { body: string; signature: unknown; length: unknown } | undefined;
    const url = await receiver((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen = {
          body,
          signature: request.headers['x-sig'],
          length: request.headers['content-length'],
        };
        response.statusCode = 202;
        response.end('thanks');
      });
    });
    const payload = JSON.stringify({ name: 'דנה' });
    expect(await postWebhook(url, { 'x-sig': 'abc' }, payload, 2000)).toBe(202);
    expect(seen).toEqual({
      body: payload,
      signature: 'abc',
      length: String(Buffer.byteLength(payload)),
    });
  });

  it('gives up on a receiver that sends its headers and then stalls, after the timeout', async () => {
    const url = await receiver((request, response) => {
      request.resume();
      response.writeHead(200);
      response.write('partial');
    });
    const started = Date.now();
    await expect(postWebhook(url, {}, '{}', 300)).rejects.toBeInstanceOf(WebhookTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('rejects with the reason when nothing listens, and for an address that is not http', async () => {
    const url = await receiver(() => {});
    const closed = servers.pop()!;
    await new Promise((resolve) => closed.close(resolve));
    await expect(postWebhook(url, {}, '{}', 1000)).rejects.toThrow(/ECONNREFUSED/);
    await expect(postWebhook('ftp://example.test/x', {}, '{}', 1000)).rejects.toThrow(
      /not an http\(s\) address/,
    );
  });
});
