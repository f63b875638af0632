// The typed calls read the generated document: a path a method does not serve, a missing path
// parameter or a wrong body type do not compile (checked by tsc, which runs over tests too), and
// the answer has the route's type. At run time a typed call is the plain call it stands for.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createPinwheelClient } from './index.ts';
import { standIn } from './testing/stand-in-server.ts';
import type { AnswerOf, Operation, PathsWith } from './typed-paths.ts';

describe('typed calls', () => {
  it('type paths, parameters, bodies and answers from the OpenAPI document', async () => {
    expectTypeOf<'/api/session'>().toExtend<PathsWith<'get'>>();
    expectTypeOf<'/api/session'>().toExtend<PathsWith<'post'>>();
    expectTypeOf<AnswerOf<Operation<'/api/session', 'get'>>>().toEqualTypeOf<{
      nonce: string;
      owner: { email: string; id: string } | null;
    }>();

    const server = await standIn(() => ({ status: 200, body: { nonce: 'n1', owner: null } }));
    const client = createPinwheelClient({ baseUrl: server.baseUrl, nonce: 'n1' });
    const state = await client.get('/api/session');
    expectTypeOf(state.owner).toEqualTypeOf<{ email: string; id: string } | null>();
    expect(state).toEqual({ nonce: 'n1', owner: null });

    await client.post('/api/session', { body: { email: 'a@b.test', password: 'x' } });
    // @ts-expect-error: the body's email is a string
    await client.post('/api/session', { body: { email: 1, password: 'x' } });
    // @ts-expect-error: no route answers GET there
    await client.get('/api/no-such-route');
    expect(server.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/session',
      'POST /api/session',
      'POST /api/session',
      'GET /api/no-such-route',
    ]);
  });
});
