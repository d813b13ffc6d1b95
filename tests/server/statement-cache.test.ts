import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../../server/db/statement-cache';

/** An in-memory SQLite whose `prepare` calls are counted. */
function countedDatabase() {
  const database = new SQLite(':memory:');
  let prepared = 0;
  const prepare = database.prepare.bind(database);
  const counting = (sqlText: string) => {
    prepared += 1;
    return prepare(sqlText);
  };
  database.prepare = counting as typeof database.prepare;
  return { database, prepared: () => prepared };
}

describe('prepared statements reused per SQL text', () => {
  it('prepares a text once and hands the same statement back', () => {
    const { database, prepared } = countedDatabase();
    const cached = withStatementCache(database, 3);
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    expect(first.all([])).toEqual([{ one: 1 }]);
    expect(prepared()).toBe(1);
  });

  it('keeps at most `capacity` statements, dropping the least recently used', () => {
    const { database, prepared } = countedDatabase();
    const cached = withStatementCache(database, 2);
    cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 1'); // used again: now 'select 2' is the least recent
    cached.prepare('select 3'); // drops 'select 2'
    expect(prepared()).toBe(3);
    cached.prepare('select 1');
    expect(prepared()).toBe(3);
    cached.prepare('select 2');
    expect(prepared()).toBe(4);
  });

  it('still sees a table created after a statement on it was kept (SQLite re-prepares after a schema change)', () => {
    const { database } = countedDatabase();
    const cached = withStatementCache(database);
    cached.prepare('create table t (a integer)').run([]);
    const insert = cached.prepare('insert into t (a) values (?)');
    insert.run([1]);
    cached.prepare('alter table t add column b integer').run([]);
    cached.prepare('insert into t (a) values (?)').run([2]);
    expect(cached.prepare('select a, b from t order by a').all([])).toEqual([
      { a: 1, b: null },
      { a: 2, b: null },
    ]);
  });
});
