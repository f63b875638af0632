// Named statements on PostgreSQL (runs when TEST_DATABASE_URL is set): a query with parameters is
// prepared once per connection and answers right with new parameters, queries without parameters
// stay unnamed, and the number of names is bounded.
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from './database.ts';
import { describe, expect, it } from 'vitest';
import { withNamedStatements } from './postgres-statement-names.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('withNamedStatements', () => {
  it('prepares a query with parameters once, and at most the bound of them', async () => {
    const pool = withNamedStatements(new pg.Pool({ connectionString: url, max: 1 }), 2);
    try {
      const client = await pool.connect();
      const sum = 'select $1::int + $2::int as total';
      const answers = [];
      for (const n of [1, 2, 3]) answers.push((await client.query(sum, [n, 10])).rows[0].total);
      expect(answers).toEqual([11, 12, 13]);
      await client.query('select 1', []);
      await client.query('select $1::text as a', ['x']);
      await client.query('select $1::text as b', ['y']);
      const prepared = await client.query(
        'select statement from pg_prepared_statements order by statement',
      );
      expect(prepared.rows.map((row) => row.statement)).toEqual([
        'select $1::int + $2::int as total',
        'select $1::text as a',
      ]);
      // Past the bound a query still answers, unnamed.
      expect((await client.query('select $1::text as b', ['z'])).rows).toEqual([{ b: 'z' }]);
      client.release();
      // The same client handed out again keeps its statements and is not wrapped twice.
      const again = await pool.connect();
      expect((await again.query(sum, [5, 5])).rows[0].total).toBe(10);
      again.release();
    } finally {
      await pool.end();
    }
  });

  it('names statements in the app pool unless DATABASE_PREPARED_STATEMENTS is false', async () => {
    for (const preparedStatements of [true, false]) {
      const handle = openDatabase(url!, { poolSize: 1, preparedStatements });
      try {
        await sql`select ${1}::int as one`.execute(handle.db);
        const prepared = await sql<{ n: number }>`
          select count(*)::int as n from pg_prepared_statements`.execute(handle.db);
        expect(prepared.rows[0]!.n > 0).toBe(preparedStatements);
      } finally {
        await handle.close();
      }
    }
  });
});
