import { describe, expect, it } from 'vitest';
import { hardenSchema, inspectInput, isCalendarDate, isDateTime } from '../../server/http/input-rules';
import { HttpMessages, MAX_DB_INTEGER, MAX_INPUT_DEPTH, MIN_DB_INTEGER, isSafeText } from '../../src/domain/input-limits';

describe('input rules', () => {
  it('tells safe texts from those with NUL or an unpaired surrogate', () => {
    expect(isSafeText('Grüße 😀')).toBe(true);
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('\ud800')).toBe(false);
    expect(isSafeText('x\udc00')).toBe(false);
    expect(isSafeText('\udbff\udfff')).toBe(true);
  });

  it('accepts date-times Date can hold and refuses leap seconds, impossible days and offsets', () => {
    expect(isDateTime('2016-12-31T23:59:59Z')).toBe(true);
    expect(isDateTime('2024-02-29T08:00:00.123+08:00')).toBe(true);
    expect(isDateTime('2016-12-31T23:59:60Z')).toBe(false);
    expect(isDateTime('2023-02-29T00:00:00Z')).toBe(false);
    expect(isDateTime('2024-04-31T00:00:00Z')).toBe(false);
    expect(isDateTime('2024-01-01T24:00:00Z')).toBe(false);
    expect(isDateTime('2024-01-01T00:00:00+99:00')).toBe(false);
    expect(isDateTime('2024-01-01')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false);
  });

  it('bounds every schema integer to the database range and makes numbers finite, keeping declared bounds and data', () => {
    const hardened = hardenSchema({
      type: 'object',
      properties: {
        page: { type: 'integer', minimum: 1, default: 1 },
        fee: { type: 'number' },
        ids: { type: 'array', items: { type: 'integer' } },
        default: { type: 'integer' },
        either: { anyOf: [{ type: 'integer', maximum: 4 }, { type: 'null' }] },
      },
    }) as { properties: Record<string, Record<string, unknown>> };
    expect(hardened.properties.page).toEqual({ type: 'integer', minimum: 1, default: 1, maximum: MAX_DB_INTEGER, finite: true });
    expect(hardened.properties.fee).toEqual({ type: 'number', finite: true });
    expect(hardened.properties.ids!.items).toEqual({ type: 'integer', minimum: MIN_DB_INTEGER, maximum: MAX_DB_INTEGER, finite: true });
    expect(hardened.properties.default).toEqual({ type: 'integer', minimum: MIN_DB_INTEGER, maximum: MAX_DB_INTEGER, finite: true });
    expect((hardened.properties.either!.anyOf as unknown[])[0]).toEqual({ type: 'integer', maximum: 4, minimum: MIN_DB_INTEGER, finite: true });
  });

  it('walks nested input without recursion and names what is wrong', () => {
    expect(inspectInput({ a: [{ b: 'ok' }], c: 1 }, 'body')).toBeNull();
    expect(inspectInput({ a: [{ b: 'x\u0000' }] }, 'body')).toBe(HttpMessages.textNotAllowed("'a.0.b'"));
    let deep: unknown = 1;
    for (let level = 0; level < 10_000; level += 1) deep = { a: deep };
    expect(inspectInput(deep, 'body')).toBe(HttpMessages.tooDeep(MAX_INPUT_DEPTH));
    expect(
      inspectInput(
        Array.from({ length: 30_000 }, () => 1),
        'body',
      ),
    ).toMatch(/more than/);
  });
});
