import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { HttpMessages, MAX_INPUT_DEPTH } from '../../src/domain/input-limits';
import { Messages } from '../../src/domain/messages';
import { DemoUsers, signHeaders, startTestApp, usingPostgres, type TestApp } from './harness';

const envelope = (text: string) => JSON.parse(text) as { ErrorCode: number; Msg: string; Body: unknown };

/** Sends raw bytes to the listening server and collects the answer until the server closes. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe(`input is checked before anything reads it (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('demo', DemoUsers.demo.password);
  });
  afterAll(async () => t.close());

  it('refuses an unpaired surrogate in a JSON body before the signature check, without a token or signature', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"\\ud800","password":"x"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ErrorCode: ErrorCode.Failed, Msg: HttpMessages.textNotAllowed("'username'"), Body: null });
  });

  it('refuses a NUL byte in a text, a field name and a query value', async () => {
    const body = await t.call('POST', '/api/Message/GetTutorMoodleMsgList', { token, body: { limit: 5, start: '2024-01-01T00:00:00Z\u0000' } });
    expect(body.status).toBe(400);
    expect(body.json.Msg).toBe(HttpMessages.textNotAllowed("'start'"));
    const key = await t.call('POST', '/api/Message/GetTutorMessageList', { token, query: { key: 'a\u0000b' } });
    expect(key.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: HttpMessages.textNotAllowed("'key'"), Body: null });
    const name = await t.app.inject({ method: 'POST', url: '/api/account/login', headers: { 'content-type': 'application/json' }, payload: '{"a\\u0000":1}' });
    expect(name.json().Msg).toBe(HttpMessages.textNotAllowed('A field name in the body'));
  });

  it('refuses nesting deeper than the limit (5,000 levels) with a clear message', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const response = await t.app.inject({ method: 'POST', url: '/api/account/login', headers: { 'content-type': 'application/json' }, payload: deep });
    expect(response.statusCode).toBe(400);
    expect(response.json().Msg).toBe(HttpMessages.tooDeep(MAX_INPUT_DEPTH));
    const arrays = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"a":${'['.repeat(40)}${']'.repeat(40)}}`,
    });
    expect(arrays.json().Msg).toBe(HttpMessages.tooDeep(MAX_INPUT_DEPTH));
  });

  it.each([
    ['Infinity', "'page' must be a finite number."],
    ['-Infinity', "'page' must be a finite number."],
    ['1e309', "'page' must be a finite number."],
    ['123456789012345678901234', "'page' must be at most 2147483647."],
    ['2147483648', "'page' must be at most 2147483647."],
  ])('refuses page=%s with a clear message', async (page, message) => {
    const result = await t.call('POST', '/api/Message/GetTutorMessageList', { token, query: { page, type: 1 } });
    expect(result.status).toBe(400);
    expect(result.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: message, Body: null });
  });

  it('refuses type=-Infinity against a 1..4 range and an id past the database integer', async () => {
    const type = await t.call('POST', '/api/Message/GetTutorMsgMessageList', { token, query: { type: '-Infinity' } });
    expect(type.json.Msg).toBe("'type' must be a finite number.");
    const id = await t.call('POST', '/api/Message/GetMessageById', { token, query: { id: '99999999999' } });
    expect(id.status).toBe(400);
    expect(id.json.Msg).toBe("'id' must be at most 2147483647.");
    const mids = await t.call('POST', '/api/Message/BatchSetReadedByMIds', { token, body: { Mids: [2 ** 31] } });
    expect(mids.status).toBe(400);
  });

  it('refuses a leap second and a huge offset on the training messages', async () => {
    const leap = await t.call('POST', '/api/Message/GetTutorMoodleMsgList', { token, body: { start: '2016-12-31T23:59:60Z' } });
    expect(leap.status).toBe(400);
    expect(leap.json.Msg).toBe("'start' must be a date and time such as 2024-05-01T08:00:00Z.");
    const offset = await t.call('POST', '/api/Message/GetTutorMoodleMsgList', { token, body: { offset: 1e308 } });
    expect(offset.status).toBe(400);
    expect(offset.json.Msg).toBe("'offset' must be at most 2147483647.");
    const fine = await t.call('POST', '/api/Message/GetTutorMoodleMsgList', { token, body: { start: '2016-12-31T23:59:59Z', offset: 0 } });
    expect(fine.json.ErrorCode).toBe(0);
  });

  it.each([
    ['without a boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
    ['with a wrong boundary', 'multipart/form-data; boundary=other', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
    ['cut short', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc'],
    ['with a boundary over 256 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, `--${'b'.repeat(300)}\r\n\r\n`],
  ])('answers a multipart body %s with the envelope 400 on Chunk and Merge', async (_what, contentType, payload) => {
    for (const url of ['/api/Upload/Chunk', '/api/Upload/Merge']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType, authorization: `Bearer ${token}`, ...signHeaders(t.config, {}, undefined) },
        payload,
      });
      expect(response.statusCode, url).toBe(400);
      expect(envelope(response.body).ErrorCode, url).toBeGreaterThan(0);
      expect(typeof envelope(response.body).Msg).toBe('string');
    }
  });

  it('answers a path parameter past the router limit with the envelope 414', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/Upload/File/${'a'.repeat(500)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ ErrorCode: ErrorCode.Failed, Msg: HttpMessages.pathTooLong, Body: null });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers the hub negotiate with the envelope for any method', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/hubs/notice/negotiate' });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ ErrorCode: ErrorCode.NotFound, Msg: Messages.notFound, Body: null });
    const anonymous = await t.app.inject({ method: 'POST', url: '/hubs/notice/negotiate?negotiateVersion=1' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().ErrorCode).toBe(ErrorCode.Unauthorized);
    const badVersion = await t.app.inject({
      method: 'POST',
      url: '/hubs/notice/negotiate?negotiateVersion=Infinity',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().ErrorCode).toBe(ErrorCode.Failed);
  });

  /** The port of the app listening on loopback (Node's parser and real sockets, which inject skips). */
  async function listeningPort(): Promise<number> {
    if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
    return (t.app.server.address() as net.AddressInfo).port;
  }

  it('answers a multipart body cut short on a real connection with the envelope 400', async () => {
    const port = await listeningPort();
    for (const url of ['/api/Upload/Chunk', '/api/Upload/Merge']) {
      const response = await fetch(`http://127.0.0.1:${port}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${token}`, ...signHeaders(t.config, {}, undefined) },
        body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
      });
      expect(response.status, url).toBe(400);
      expect(((await response.json()) as { Msg: string }).Msg).toBe(HttpMessages.multipartInvalid);
    }
  });

  it("answers Node's own refusals (headers too large, not HTTP) with the envelope and the security headers", async () => {
    const port = await listeningPort();
    const tooLarge = await rawRequest(port, `GET /api/System/GetTimestamp?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(tooLarge).toMatch(/^HTTP\/1\.1 431 /);
    expect(tooLarge).toMatch(/x-content-type-options: nosniff/i);
    expect(envelope(tooLarge.slice(tooLarge.indexOf('\r\n\r\n') + 4))).toEqual({ ErrorCode: ErrorCode.Failed, Msg: HttpMessages.headersTooLarge, Body: null });
    const garbage = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(envelope(garbage.slice(garbage.indexOf('\r\n\r\n') + 4)).Msg).toBe(HttpMessages.badRequest);
  });
});
