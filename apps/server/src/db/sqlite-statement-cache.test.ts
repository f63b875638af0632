// The SQLite statement cache: a query shape is compiled once, the bound holds, and answers stay right.
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache.ts';

function counting() {
  const connection = new SQLite(':memory:');
  let prepared = 0;
  const prepare = connection.prepare.bind(connection);
  connection.prepare = ((sql: string) => {
    prepared += 1;
    return prepare(sql);
  }) as typeof connection.prepare;
  return { connection, prepared: () => prepared };
}

describe('withStatementCache', () => {
  it('compiles each query once and answers from the same statement with new parameters', () => {
    const { connection, prepared } = counting();
    const db = withStatementCache(connection);
    db.prepare('create table t (n integer)').run([]);
    for (let n = 1; n <= 5; n++) db.prepare('insert into t (n) values (?)').run([n]);
    const rows = db.prepare('select sum(n) as total from t where n > ?').all([2]);
    expect(rows).toEqual([{ total: 12 }]);
    expect(prepared()).toBe(3);
    db.close();
  });

  it('keeps at most its bound, dropping the least recently used', () => {
    const { connection, prepared } = counting();
    const db = withStatementCache(connection, 2);
    db.prepare('select 1').all([]);
    db.prepare('select 2').all([]);
    db.prepare('select 1').all([]); // a hit: 'select 2' is now the oldest
    db.prepare('select 3').all([]); // evicts 'select 2'
    expect(prepared()).toBe(3);
    db.prepare('select 1').all([]);
    expect(prepared()).toBe(3);
    db.prepare('select 2').all([]);
    expect(prepared()).toBe(4);
    db.close();
  });
});
