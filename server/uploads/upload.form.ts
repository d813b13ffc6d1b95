import type { TObject, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { UPLOAD_CHUNK_SIZE } from '../../src/domain/upload';
import { ApiFailure } from '../http/envelope';

export interface FormFile {
  data: Buffer;
  filename: string;
}

/**
 * Reads a multipart form whose one file is small (a chunk), in whatever order the client put the
 * parts: the file may come before the fields that describe it.
 */
export async function readSmallMultipart(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: FormFile | null }> {
  const fields: Record<string, string> = {};
  let file: FormFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_CHUNK_SIZE, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = { data, filename: part.filename };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiFailure(ErrorCode.UploadFailed, Messages.uploadChunkTooLarge, 413);
    }
    throw error;
  }
  return { fields, file };
}

/** The form fields of a multipart or URL-encoded body. */
export async function readFormFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (request.isMultipart()) return (await readSmallMultipart(request)).fields;
  const body = request.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** Checks `raw` against `schema`, answering the first bad field's sentence (fields not listed are ignored). */
export function checkFields<T extends TObject>(schema: T, raw: Record<string, unknown>): { [K in keyof T['static']]: T['static'][K] } {
  const required = new Set(schema.required ?? []);
  const result: Record<string, unknown> = {};
  for (const [name, property] of Object.entries<TSchema>(schema.properties)) {
    const value = raw[name];
    if (value === undefined || value === '') {
      if (required.has(name)) throw new ApiFailure(ErrorCode.Failed, `'${name}' is required.`);
      continue;
    }
    if (!Value.Check(property, value)) {
      throw new ApiFailure(ErrorCode.Failed, String(property.errorMessage ?? `'${name}' is not valid.`));
    }
    result[name] = value;
  }
  return result as T['static'];
}
