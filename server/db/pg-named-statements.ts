import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Distinct statements kept prepared per connection; past it, new texts run unnamed as before. */
export const NAMED_STATEMENTS_PER_CONNECTION = 500;

/** Only plain data statements are kept prepared: DDL and session commands run unnamed. */
const REUSABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * node-postgres with its statements kept prepared, as better-sqlite3's statement cache does for
 * SQLite: Kysely sends every query as an unnamed statement, which PostgreSQL parses and plans on
 * every call. Named by a hash of the SQL text, so one shape is prepared once per connection and
 * then only bound and executed. The app has a few hundred shapes; a connection keeps at most
 * NAMED_STATEMENTS_PER_CONNECTION of them.
 *
 * Plans follow schema changes by themselves, except one whose result columns change under it
 * (`select *` on an altered table): PostgreSQL refuses that one (0A000), and it is run unnamed.
 */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  const namesByClient = new WeakMap<pg.PoolClient, Set<string>>();
  const refused = new Set<string>();
  return {
    end: () => pool.end(),
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let names = namesByClient.get(client);
      if (!names) namesByClient.set(client, (names = new Set()));
      const kept = names;
      return {
        release: () => client.release(),
        query: ((textOrConfig: unknown, values?: unknown[]) => {
          if (typeof textOrConfig !== 'string' || !REUSABLE.test(textOrConfig)) return client.query(textOrConfig as never, values as never);
          const name = `k${createHash('sha1').update(textOrConfig).digest('base64url')}`;
          if (refused.has(name) || (!kept.has(name) && kept.size >= NAMED_STATEMENTS_PER_CONNECTION)) return client.query(textOrConfig, values);
          kept.add(name);
          return client.query({ name, text: textOrConfig, values }).catch((error: { code?: string }) => {
            if (error?.code !== '0A000') throw error;
            refused.add(name);
            return client.query(textOrConfig, values);
          });
        }) as unknown as PostgresPoolClient['query'],
      };
    },
  };
}
