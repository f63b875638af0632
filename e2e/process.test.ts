// The process as an operator meets it: clear one-line failures for bad settings and an unreachable
// database, a first start that seeds and creates the owner, a restart that does neither, and a
// graceful exit on SIGTERM.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  OWNER_PASSWORD,
  repoRoot,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

describe('starting and stopping', () => {
  const started: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(started.map((s) => s.stop('SIGKILL')));
  });

  it.each([
    [{ PORT: 'abc' }, /^pinwheel: Invalid setting PORT=abc: /],
    [
      { DATABASE_URL: 'mysql://x' },
      /^pinwheel: Invalid setting DATABASE_URL=mysql:\/\/x: must be postgres:\/\//,
    ],
  ])('stops with one clear line and exit code 1 for %j', async (env, line) => {
    const server = await startServer({ env, expectExit: true });
    const { code } = await server.stop();
    expect(code).toBe(1);
    expect(server.output().trim().split('\n')).toHaveLength(1);
    expect(server.output()).toMatch(line);
  });

  it('stops with one clear line when the database cannot be reached', async () => {
    const server = await startServer({
      env: { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing' },
      expectExit: true,
    });
    expect((await server.stop()).code).toBe(1);
    expect(server.output().trim().split('\n')).toHaveLength(1);
    expect(server.output()).toMatch(
      /^pinwheel: Cannot reach the database \(postgres:\/\/nobody@127\.0\.0\.1:1\/nothing\)/,
    );
  });

  it('seeds and creates the owner on first start only; a restart keeps both', async () => {
    const first = await startServer({ env: { ADMIN_PASSWORD: '' } });
    started.push(first);
    expect(first.output()).toMatch(/Owner account created: owner@e2e\.test/);
    const generated = /Password: (\S+)/.exec(first.output())?.[1];
    expect(generated).toHaveLength(20);
    const home = await (await fetch(`${first.url}/`)).text();
    expect(home).toContain('Pinwheel Demo Shop');
    expect((await first.stop()).code).toBe(0);
    // The owner renames the shop; a restart must keep their change, not seed over it.
    const db = new SQLite(path.join(first.dataDir, 'pinwheel.sqlite'));
    db.prepare("update shop_settings set name = 'Renamed by the owner'").run();
    db.close();

    const second = await startServer({ dataDir: first.dataDir, env: { ADMIN_PASSWORD: '' } });
    started.push(second);
    expect(second.output()).not.toMatch(/Owner account created/);
    expect(second.output()).not.toContain(generated);
    expect(await (await fetch(`${second.url}/`)).text()).toContain('Renamed by the owner');
    // The generated password from the first start still signs in after the restart.
    const session = await fetch(`${second.url}/api/session`);
    const cookie = session.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { nonce } = (await session.json()) as { nonce: string };
    const signIn = await fetch(`${second.url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-pinwheel-nonce': nonce },
      body: JSON.stringify({ email: 'owner@e2e.test', password: generated }),
    });
    expect(signIn.status).toBe(200);
    expect((await second.stop()).code).toBe(0);
  });

  it('exits 0 within 5 s on SIGTERM, finishing a request that is in flight', async () => {
    const server = await startServer();
    started.push(server);
    // A slow client: half the body now, the rest after SIGTERM, so the request is in flight.
    const body = JSON.stringify({ email: 'owner@e2e.test', password: 'not the password' });
    const socket = net.connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      `POST /api/session HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopping = server.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.end(body.slice(10));
    await closed;
    // The request was answered (the nonce check refuses it: it came without one), not cut off.
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(answer).toContain('nonce_missing');
    const { code, ms } = await stopping;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(5000);
  });

  it('answers a page with a broken Host header and refuses an oversized chunked post with 413', async () => {
    const server = await startServer();
    started.push(server);
    const raw = (text: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(server.port, '127.0.0.1', () => socket.end(text));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk));
        socket.on('close', () => resolve(answer));
        socket.on('error', () => resolve(answer));
      });
    const badHost = await raw('GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n');
    expect(badHost).toMatch(/^HTTP\/1\.1 (200|400) /);

    const chunk = `${(64 * 1024).toString(16)}\r\n${'x'.repeat(64 * 1024)}\r\n`;
    const chunked = await raw(
      'POST /lang HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        `Transfer-Encoding: chunked\r\n\r\n${chunk.repeat(20)}0\r\n\r\n`,
    );
    expect(chunked).toMatch(/^HTTP\/1\.1 413 /);
    expect(chunked).toContain('payload_too_large');
  });

  it('serves /healthz, /readyz, the OpenAPI document and /embed.js', async () => {
    const server = await startServer({ env: { ADMIN_PASSWORD: OWNER_PASSWORD } });
    started.push(server);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const docs = await fetch(`${server.url}/api/docs`);
    expect(((await docs.json()) as { openapi: string }).openapi).toBe('3.1.0');
    const embed = await fetch(`${server.url}/embed.js`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(embed.headers.get('cache-control')).toBe('public, max-age=300');
    // fetch asks for compression as a browser does; the build wrote the compressed copies.
    expect(embed.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    // Read at run time: the manifest exists only after a build, and typechecking runs before one.
    const manifest = JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'packages/widget/dist/manifest.json'), 'utf8'),
    ) as { renderer: string };
    const renderer = await fetch(`${server.url}/${manifest.renderer}`);
    expect(renderer.status).toBe(200);
    expect(renderer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(renderer.headers.get('access-control-allow-origin')).toBe('*');
    expect(renderer.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
  });
});
