import { ErrorCode } from '../../src/domain/error-codes';
import { HttpMessages } from '../../src/domain/input-limits';
import { Messages } from '../../src/domain/messages';
import { ApiFailure } from '../http/envelope';
import type { FormFile } from './upload.form';

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 64 * 1024;

const malformed = () => new ApiFailure(ErrorCode.UploadFailed, HttpMessages.multipartInvalid);

/**
 * Parses a whole multipart/form-data body already in memory (an upload chunk: at most 524288
 * bytes of file): one native `indexOf` per boundary instead of a streaming parser scanning every
 * byte in JavaScript. Parts may come in any order; the first part named `file` with a filename is
 * the file, and only the first value of each field counts. A file over `maxFileBytes` is refused
 * with 413, as the streaming parser did.
 */
export function parseSmallMultipart(
  body: Buffer,
  contentType: string | undefined,
  maxFileBytes: number,
): { fields: Record<string, string>; file: FormFile | null } {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? '');
  const boundaryText = boundary?.[1] ?? boundary?.[2];
  if (!boundaryText || boundaryText.length > 70) throw malformed();
  const delimiter = Buffer.from(`--${boundaryText}`);
  const nextDelimiter = Buffer.from(`\r\n--${boundaryText}`);

  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let file: FormFile | null = null;
  let count = 0;
  let position = body.indexOf(delimiter);
  if (position < 0) throw malformed();
  position += delimiter.length;
  for (;;) {
    // After a delimiter: "--" ends the form, CRLF starts a part.
    if (body[position] === 0x2d && body[position + 1] === 0x2d) break;
    if (body.compare(CRLF, 0, 2, position, position + 2) !== 0) throw malformed();
    const headersStart = position + 2;
    const headersEnd = body.indexOf(HEADER_END, headersStart);
    if (headersEnd < 0 || headersEnd - headersStart > 8 * 1024) throw malformed();
    const contentStart = headersEnd + 4;
    const contentEnd = body.indexOf(nextDelimiter, contentStart);
    if (contentEnd < 0) throw malformed();
    if ((count += 1) > MAX_FIELDS + 1) throw malformed();

    const disposition = partDisposition(body.toString('utf8', headersStart, headersEnd));
    if (disposition?.filename !== undefined) {
      if (disposition.name === 'file' && !file) {
        if (contentEnd - contentStart > maxFileBytes) throw new ApiFailure(ErrorCode.UploadFailed, Messages.uploadChunkTooLarge, 413);
        file = { data: body.subarray(contentStart, contentEnd), filename: disposition.filename };
      }
    } else if (disposition && !(disposition.name in fields)) {
      if (contentEnd - contentStart > MAX_FIELD_BYTES) throw malformed();
      fields[disposition.name] = body.toString('utf8', contentStart, contentEnd);
    }
    position = contentEnd + nextDelimiter.length;
  }
  return { fields: { ...fields }, file };
}

/** The name and filename of a part's Content-Disposition header (form-data; name="..."; filename="..."). */
function partDisposition(headers: string): { name: string; filename?: string } | null {
  const line = headers.split('\r\n').find((header) => /^content-disposition\s*:/i.test(header));
  if (!line) return null;
  const name = parameter(line, 'name');
  if (name === undefined) return null;
  const filename = parameter(line, 'filename');
  return filename === undefined ? { name } : { name, filename };
}

function parameter(line: string, key: string): string | undefined {
  const match = new RegExp(`;\\s*${key}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i').exec(line);
  if (!match) return undefined;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? '');
}
