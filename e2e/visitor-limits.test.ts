// Pages' form posts are visitors' writes too: the built server counts the reviews posted to product
// pages per address (their form and their data request alike), and past the limit answers 429
// with Retry-After before it reads the post. A post that only sets a cookie is never counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './harness/server-process.ts';

/** Reviews one address may post in ten minutes (apps/server/src/plugins/visitor-write-limits.ts). */
const REVIEWS_ALLOWED = 20;

describe('the limit on reviews posted to product pages', () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (path: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ author: 'Dana', email: 'dana@shop.example', text: 'Lovely' }),
      redirect: 'manual',
    });

  it('refuses the review past the limit from one address, whichever way it is posted', async () => {
    // Without the page's nonce each is refused, but each is counted: the limit comes first.
    for (let i = 0; i < REVIEWS_ALLOWED; i++) {
      const answer = await post(i % 2 === 0 ? '/product/linen-shirt' : '/product/linen-shirt.data');
      expect(answer.status).not.toBe(429);
      await answer.arrayBuffer();
    }
    const refused = await post('/product/linen-shirt');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    const asData = await post('/product/linen-shirt.data');
    expect(asData.status).toBe(429);
    await asData.arrayBuffer();

    const languageChoice = await post('/lang');
    expect(languageChoice.status).not.toBe(429);
    await languageChoice.arrayBuffer();
  });
});
