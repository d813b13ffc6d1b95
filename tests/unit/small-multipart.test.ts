import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../server/http/envelope';
import { parseSmallMultipart } from '../../server/uploads/small-multipart';

/** The bytes and content type a real client (undici's FormData serialization) sends. */
async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://x.invalid/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

describe('parseSmallMultipart', () => {
  it('reads the fields and the file of any form a client sends, in any order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 4096 }),
        fc.dictionary(fc.constantFrom('chunk', 'fileCode', 'fileName', 'moduleName', 'extra'), fc.string({ maxLength: 40 })),
        fc.boolean(),
        async (bytes, fields, fileFirst) => {
          const form = new FormData();
          const addFile = () => form.append('file', new Blob([bytes]), 'photo "1".jpg');
          if (fileFirst) addFile();
          for (const [name, value] of Object.entries(fields)) form.append(name, value);
          if (!fileFirst) addFile();
          const { body, contentType } = await encode(form);
          const parsed = parseSmallMultipart(body, contentType, 524_288);
          expect(parsed.fields).toEqual(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.replace(/\r(?!\n)|(?<!\r)\n/g, '\r\n')])));
          expect(Buffer.compare(parsed.file?.data ?? Buffer.alloc(1), Buffer.from(bytes))).toBe(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answers no file when there is none, and refuses an oversized file with 413', async () => {
    const form = new FormData();
    form.append('chunk', '1');
    const plain = await encode(form);
    expect(parseSmallMultipart(plain.body, plain.contentType, 10)).toEqual({ fields: { chunk: '1' }, file: null });

    form.append('file', new Blob([new Uint8Array(11)]), 'x.bin');
    const big = await encode(form);
    expect(() => parseSmallMultipart(big.body, big.contentType, 10)).toThrow(expect.objectContaining({ httpStatus: 413 }));
  });

  it('refuses bodies that are not a multipart form', () => {
    const bad =
      (body: string, type = 'multipart/form-data; boundary=abc') =>
      () =>
        parseSmallMultipart(Buffer.from(body), type, 100);
    expect(bad('--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end')).toThrow(ApiFailure);
    expect(bad('no delimiter at all')).toThrow(ApiFailure);
    expect(bad('--abc--', 'multipart/form-data')).toThrow(ApiFailure);
    expect(parseSmallMultipart(Buffer.from('--abc--\r\n'), 'multipart/form-data; boundary="abc"', 100)).toEqual({ fields: {}, file: null });
  });
});
