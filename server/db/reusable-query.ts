import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema';

type Slot = { param: string } | { value: unknown };

/**
 * A query of fixed shape whose SQL is built by Kysely once, not on every call: building a query
 * (expression builders, operation nodes, the compiler's visit) costs more than running a lookup
 * by key, and the hot paths (the token lookup on every request, the user state) have one shape.
 *
 * `build` receives stand-ins for the named parameters and must use each only as a value (where,
 * on, values), so the compiled SQL does not depend on them; the stand-ins' places in the compiled
 * parameter list are then filled with each call's values. Built once per dialect.
 */
export function reusableQuery<Params extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, params: Params) => Compilable<Row>,
): (db: Kysely<Database>, params: Params) => Promise<Row[]> {
  const compiledFor = new WeakMap<object, { sql: string; slots: Slot[] }>();
  return async (db, params) => {
    const adapter = db.getExecutor().adapter;
    let compiled = compiledFor.get(adapter);
    if (!compiled) {
      const marker = (name: string) => `\u0000reusable-query-param:${name}\u0000`;
      const standIns = Object.fromEntries(Object.keys(params).map((name) => [name, marker(name)])) as Params;
      const query = build(db, standIns).compile();
      const slots = query.parameters.map((value): Slot => {
        const name = Object.keys(params).find((key) => value === marker(key));
        return name === undefined ? { value } : { param: name };
      });
      compiled = { sql: query.sql, slots };
      compiledFor.set(adapter, compiled);
    }
    const parameters = compiled.slots.map((slot) => ('param' in slot ? params[slot.param] : slot.value));
    const result = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows;
  };
}
