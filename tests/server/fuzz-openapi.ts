import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { RATE_LIMIT_STATUS } from '../../src/domain/error-codes';
import { computeSignature, type SignableParams } from '../../src/domain/signature';

/**
 * Malformed and boundary requests generated from the OpenAPI document (issue 22): every operation
 * in /api/docs/openapi.json is called with its declared query, path and body fields set to values
 * from a pool of troublemakers (non-finite and oversized numbers, NUL, unpaired surrogates, long
 * and empty texts, wrong types, deep nesting), with and without a valid signature and token, and
 * with broken bodies (invalid JSON, multipart without or with a wrong boundary, cut short). A new
 * route joins by being in the document. Shared by tests/server/fuzz-openapi.test.ts (a few runs
 * per operation) and bench/fuzz.ts (many).
 */

export interface OpenApiParameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[]; requestBody?: { content: Record<string, { schema?: JsonSchema }> } }>>;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters: OpenApiParameter[];
  body: JsonSchema | null;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface FuzzAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface Signer {
  appId: string;
  appSecret: string;
  tokens: { tutor: string; staff: string };
}

/** Every operation of the document. */
export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

const LONG = 'x'.repeat(5_000);
/** Texts as a query or path value: each has broken something somewhere. */
const TEXT_TROUBLE = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1e309',
  '123456789012345678901234',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  '0x10',
  '1e3',
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '[1,2]',
  '%',
  '%00',
  '%zz',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00',
  '\udbff\udfff',
  'é😀',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '2016-12-31T23:59:60Z',
  '2024-02-30T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '0000-01-01T00:00:00Z',
  '2024-01-01T00:00:00+99:00',
  LONG,
];
/** JSON values for body fields. */
const JSON_TROUBLE: unknown[] = [
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  0.5,
  -0,
  0,
  -1,
  1,
  4,
  5,
  '',
  ' ',
  LONG,
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '2016-12-31T23:59:60Z',
  '2024-02-30T00:00:00Z',
  'not a date',
  null,
  true,
  false,
  [],
  [null],
  [1e308],
  [2 ** 31],
  ['\u0000'],
  {},
  { a: { b: { c: {} } } },
  Array.from({ length: 600 }, (_, i) => i + 1),
];

const troubleText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TEXT_TROUBLE) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);
const troubleJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...JSON_TROUBLE) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A plausible value for a schema, so that other fields' trouble reaches the checks behind the first. */
function plausible(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (schema?.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema?.anyOf?.length) return plausible(schema.anyOf[0]);
  if (type === 'integer') return fc.integer({ min: Math.max(schema?.minimum ?? -5, -5), max: Math.min(schema?.maximum ?? 50, 50) });
  if (type === 'number') return fc.double({ min: 0, max: 100, noNaN: true });
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.array(plausible(schema?.items), { maxLength: 3 });
  if (type === 'object') return plausibleObject(schema!);
  if (schema?.format === 'date-time')
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  return fc.string({ maxLength: 12 });
}

function plausibleObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) => [name, fieldValue(property)] as const);
  return fc.record(Object.fromEntries(fields), { requiredKeys: [] });
}

/** Mostly trouble, sometimes plausible. */
function fieldValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: troubleJson }, { weight: 2, arbitrary: plausible(schema) });
}

function queryValue(schema: JsonSchema | undefined): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 3, arbitrary: troubleText },
    { weight: 2, arbitrary: plausible(schema).map((value) => (typeof value === 'string' ? value : JSON.stringify(value))) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Percent-encodes like a browser, and also what encodeURIComponent refuses (an unpaired surrogate as its UTF-8-ish bytes). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((char) => (char.length === 1 && /[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
  }
}

type BodyKind =
  | 'json-fields'
  | 'json-any'
  | 'json-deep'
  | 'json-broken'
  | 'none'
  | 'text'
  | 'form'
  | 'multipart-no-boundary'
  | 'multipart-wrong-boundary'
  | 'multipart-truncated'
  | 'multipart-valid'
  | 'multipart-long-boundary';

const BROKEN_JSON = ['{', '{"a":', '[', 'nul', '"\\ud800"', '{"a":1,}', '\u0000', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', ''];

function bodyOf(
  kind: BodyKind,
  fields: Record<string, unknown>,
  any: unknown,
  depth: number,
  broken: string,
): { payload?: string | Buffer; contentType?: string; signed?: SignableParams } {
  switch (kind) {
    case 'json-fields':
      return { payload: JSON.stringify(fields), contentType: 'application/json', signed: fields };
    case 'json-any':
      return { payload: JSON.stringify(any) ?? 'null', contentType: 'application/json', signed: isPlainObject(any) ? any : undefined };
    case 'json-deep':
      return { payload: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`, contentType: 'application/json' };
    case 'json-broken':
      return { payload: broken, contentType: 'application/json' };
    case 'text':
      return { payload: 'hello', contentType: 'text/plain' };
    case 'form':
      return {
        payload: new URLSearchParams({ fileCode: 'a'.repeat(32), moduleName: '\u0000', chunkCount: 'Infinity' }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      };
    case 'multipart-no-boundary':
      return { payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n', contentType: 'multipart/form-data' };
    case 'multipart-wrong-boundary':
      return { payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n', contentType: 'multipart/form-data; boundary=y' };
    case 'multipart-truncated':
      return {
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff',
        contentType: 'multipart/form-data; boundary=x',
      };
    case 'multipart-long-boundary':
      return { payload: `--${'b'.repeat(300)}\r\n\r\n`, contentType: `multipart/form-data; boundary=${'b'.repeat(300)}` };
    case 'multipart-valid': {
      const parts = Object.entries(fields).map(([name, value]) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`);
      const file = '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0abc\r\n';
      return { payload: Buffer.from(`${parts.join('')}${file}--x--\r\n`, 'latin1'), contentType: 'multipart/form-data; boundary=x' };
    }
    default:
      return {};
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const md5Hex = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** Requests for one operation: its fields from the pool, a body of some kind, signed or not, with or without a token. */
export function requestsFor(operation: Operation, signer: Signer): fc.Arbitrary<FuzzRequest> {
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const uploadFields = {
    fileCode: fieldValue({ type: 'string' }),
    moduleName: fc.constantFrom('Absent', 'Avatar', '', '\u0000'),
    fileName: fieldValue({ type: 'string' }),
    chunk: fieldValue({ type: 'integer' }),
    chunkCount: fieldValue({ type: 'integer' }),
  };
  const bodyKinds: BodyKind[] =
    operation.method === 'GET'
      ? ['none']
      : [
          'json-fields',
          'json-fields',
          'json-fields',
          'json-any',
          'json-deep',
          'json-broken',
          'none',
          'text',
          'form',
          'multipart-no-boundary',
          'multipart-wrong-boundary',
          'multipart-truncated',
          'multipart-valid',
          'multipart-long-boundary',
        ];
  return fc
    .record({
      query: fc.record(Object.fromEntries(query.map((parameter) => [parameter.name, queryValue(parameter.schema)])), { requiredKeys: [] }),
      extraQuery: fc.option(fc.tuple(troubleText, troubleText), { freq: 5 }),
      path: fc.record(Object.fromEntries(pathParameters.map((parameter) => [parameter.name, fc.oneof(troubleText, fc.string({ maxLength: 20 }))]))),
      bodyKind: fc.constantFrom(...bodyKinds),
      fields: operation.body ? plausibleObjectWithTrouble(operation.body) : fc.record(uploadFields, { requiredKeys: [] }),
      any: troubleJson,
      depth: fc.constantFrom(33, 100, 5_000),
      broken: fc.constantFrom(...BROKEN_JSON),
      token: fc.constantFrom<'tutor' | 'staff' | 'none' | 'garbage'>('tutor', 'tutor', 'tutor', 'staff', 'none', 'garbage'),
      signature: fc.constantFrom<'valid' | 'wrong' | 'none'>('valid', 'valid', 'valid', 'valid', 'wrong', 'none'),
    })
    .map((draft) => {
      const pairs = Object.entries(draft.query).filter((pair): pair is [string, string] => pair[1] !== undefined);
      if (draft.extraQuery) pairs.push(draft.extraQuery);
      const search = pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
      let path = operation.path;
      for (const [name, value] of Object.entries(draft.path)) path = path.replace(`{${name}}`, encode(String(value)) || 'x');
      const url = search ? `${path}?${search}` : path;
      const body = bodyOf(draft.bodyKind, draft.fields, draft.any, draft.depth, draft.broken);
      const headers: Record<string, string> = {};
      if (body.contentType) headers['content-type'] = body.contentType;
      if (draft.token === 'tutor' || draft.token === 'staff') headers.authorization = `Bearer ${signer.tokens[draft.token]}`;
      if (draft.token === 'garbage') headers.authorization = 'Bearer not-a-token';
      if (draft.signature !== 'none') {
        headers['x-app-id'] = signer.appId;
        headers['x-signature'] = draft.signature === 'valid' ? signatureOf(search, body.signed, signer.appSecret) : '0'.repeat(32);
      }
      return { method: operation.method, url, headers, ...(body.payload !== undefined ? { payload: body.payload } : {}) };
    });
}

function plausibleObjectWithTrouble(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(plausibleObject(schema), fc.option(fc.tuple(troubleText, troubleJson), { freq: 4 }))
    .map(([fields, extra]) => (extra ? { ...fields, [extra[0]]: extra[1] } : fields));
}

/** The signature a client computes, or a wrong one when the values cannot be signed (the server refuses those anyway). */
function signatureOf(search: string, body: SignableParams | undefined, secret: string): string {
  try {
    const query: SignableParams = {};
    for (const [key, value] of new URLSearchParams(search)) query[key] = value;
    return computeSignature(query, body, secret, md5Hex);
  } catch {
    return 'F'.repeat(32);
  }
}

/** What is wrong with an answer, or null: a 5xx, or an /api or hub answer that is not the envelope. */
export function problemWith(request: FuzzRequest, answer: FuzzAnswer): string | null {
  if (answer.status >= 500) return `HTTP ${answer.status}: ${answer.body.slice(0, 200)}`;
  if (answer.status === RATE_LIMIT_STATUS) return null;
  const isJson = answer.contentType.includes('application/json');
  // A successful negotiate is SignalR's own answer; every other JSON answer and every failure is the envelope.
  const isApi = request.url.toLowerCase().startsWith('/api/');
  if (answer.status >= 400 || (isJson && isApi)) {
    if (!isJson) return `HTTP ${answer.status} answered ${answer.contentType || 'no content type'}, not the envelope`;
    try {
      const envelope = JSON.parse(answer.body) as Record<string, unknown>;
      if (typeof envelope.ErrorCode !== 'number' || typeof envelope.Msg !== 'string' || !('Body' in envelope))
        return `not the envelope: ${answer.body.slice(0, 200)}`;
      if (answer.status >= 400 && (envelope.ErrorCode === 0 || envelope.Msg === '')) return `a failure without a code or message: ${answer.body.slice(0, 200)}`;
    } catch {
      return `invalid JSON: ${answer.body.slice(0, 200)}`;
    }
  }
  return null;
}
