// PostgreSQL parses and plans every unnamed statement it is sent, and Kysely's driver sends every
// query unnamed: on the short queries a storefront call makes, that parsing is a good part of the
// database's work. A query with parameters gets a name here, one per SQL text for the whole pool,
// and node-postgres then parses it once per connection and afterwards sends only its parameters.
// The number of names is bounded (queries with `in (…)` lists of every length would grow it
// without end); a text met after the bound runs unnamed, as before. A statement whose table
// changed is planned again by PostgreSQL itself.
import type pg from 'pg';

export const STATEMENT_NAMES_MAX = 1000;

type QueryFn = (text: unknown, values?: unknown) => unknown;

export function withNamedStatements(pool: pg.Pool, maxNames = STATEMENT_NAMES_MAX): pg.Pool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < maxNames) {
      name = `pw_${names.size.toString(36)}`;
      names.set(text, name);
    }
    return name;
  };
  const named = new WeakSet<pg.PoolClient>();
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  // Each client is wrapped once, when the pool first hands it out; Kysely only calls
  // query(text, values) and release().
  (pool as unknown as { connect: () => Promise<pg.PoolClient> }).connect = async () => {
    const client = await connect();
    if (!named.has(client)) {
      named.add(client);
      const query = client.query.bind(client) as QueryFn;
      (client as unknown as { query: QueryFn }).query = (text, values) => {
        if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0) {
          return query(text, values);
        }
        const name = nameOf(text);
        return name ? query({ name, text, values }) : query(text, values);
      };
    }
    return client;
  };
  return pool;
}
