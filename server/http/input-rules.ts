import { HttpMessages, MAX_DB_INTEGER, MAX_INPUT_DEPTH, MAX_INPUT_VALUES, MIN_DB_INTEGER, isSafeText } from '../../src/domain/input-limits';

/**
 * Walks a parsed query, params or body without recursion and answers what is wrong with it, or
 * null: nesting deeper than MAX_INPUT_DEPTH, more than MAX_INPUT_VALUES values, or a text (value or
 * key) with a NUL byte or an unpaired surrogate. `where` names the part in the answer.
 */
export function inspectInput(input: unknown, where: string): string | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'string') return isSafeText(input) ? null : HttpMessages.textNotAllowed(`The ${where}`);
  if (typeof input !== 'object' || Buffer.isBuffer(input)) return null;
  const stack: { value: object; depth: number; path: string }[] = [{ value: input, depth: 1, path: '' }];
  let seen = 0;
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop()!;
    if (depth > MAX_INPUT_DEPTH) return HttpMessages.tooDeep(MAX_INPUT_DEPTH);
    const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
    seen += entries.length;
    if (seen > MAX_INPUT_VALUES) return HttpMessages.tooManyValues(MAX_INPUT_VALUES);
    for (const [key, item] of entries) {
      const field = path ? `${path}.${key}` : key;
      if (!isSafeText(key)) return HttpMessages.textNotAllowed(`A field name in the ${where}`);
      if (typeof item === 'string') {
        if (!isSafeText(item)) return HttpMessages.textNotAllowed(`'${field}'`);
      } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
        stack.push({ value: item, depth: depth + 1, path: field });
      }
    }
  }
  return null;
}

interface SchemaNode {
  [key: string]: unknown;
}

/** The parts of Ajv this file uses (Ajv itself is Fastify's, not a dependency of ours). */
export interface AjvLike {
  addKeyword(definition: { keyword: string; schemaType: string; validate: (schema: boolean, data: unknown) => boolean; errors: boolean }): unknown;
  addFormat(name: string, format: { type: 'string'; validate: (value: string) => boolean }): unknown;
  compile(schema: unknown, meta?: boolean): unknown;
}

/**
 * Hardens Fastify's Ajv for every route at once (other areas keep writing plain TypeBox schemas):
 * - every integer and number must be finite (query coercion turns `Infinity` and `1e309` into
 *   Infinity, which plain JSON-schema integers accept),
 * - every integer without its own bounds stays inside the database's integer range,
 * - date-time and date formats refuse what Date cannot hold (a leap second, 30 February).
 * Route schemas are copied before they are hardened: the OpenAPI document shows them as written.
 */
export function hardenAjv(ajv: AjvLike): void {
  // Untyped on purpose: Ajv runs number-typed keywords only on finite numbers, and coercion happens first.
  ajv.addKeyword({ keyword: 'finite', schemaType: 'boolean', validate: (_schema, data) => typeof data !== 'number' || Number.isFinite(data), errors: false });
  ajv.addFormat('date-time', { type: 'string', validate: isDateTime });
  ajv.addFormat('date', { type: 'string', validate: (value) => isCalendarDate(value) });
  const compile = ajv.compile.bind(ajv);
  ajv.compile = (schema: unknown, meta?: boolean) => compile(hardenSchema(schema), meta);
}

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas']);
const SCHEMA_VALUES = new Set([
  'items',
  'additionalItems',
  'prefixItems',
  'additionalProperties',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
  'unevaluatedProperties',
  'unevaluatedItems',
]);

/** A copy of `schema` where numbers must be finite and integers stay in the database's range. */
export function hardenSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(hardenSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = schema as SchemaNode;
  const copy: SchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (SCHEMA_MAPS.has(key) && typeof value === 'object' && value !== null) {
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, hardenSchema(sub)]));
    } else {
      // Everything else (defaults, enum values, descriptions) is data, copied as it is.
      copy[key] = SCHEMA_VALUES.has(key) ? hardenSchema(value) : value;
    }
  }
  const types = Array.isArray(node.type) ? (node.type as unknown[]) : [node.type];
  if (types.includes('integer') || types.includes('number')) copy.finite = true;
  if (types.includes('integer')) {
    if (node.minimum === undefined && node.exclusiveMinimum === undefined) copy.minimum = MIN_DB_INTEGER;
    if (node.maximum === undefined && node.exclusiveMaximum === undefined) copy.maximum = MAX_DB_INTEGER;
  }
  return copy;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|([+-])(\d{2}):(\d{2}))$/;

/** RFC 3339 date-time that Date can hold: seconds 0-59 (no leap second), a real calendar day, offsets within ±23:59. */
export function isDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [, day, hours, minutes, seconds, , , , offsetHours, offsetMinutes] = match;
  if (!isCalendarDate(day!)) return false;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return false;
  if (offsetHours !== undefined && (Number(offsetHours) > 23 || Number(offsetMinutes) > 59)) return false;
  return Number.isFinite(Date.parse(value.replace(' ', 'T')));
}

/** YYYY-MM-DD naming a day that exists (years 0001-9999). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeapYear(year) ? 1 : 0);
  return day <= daysInMonth;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
