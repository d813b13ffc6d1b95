import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { Type } from '@sinclair/typebox';
import { isInlineContentType, isUploadModule } from '../../src/domain/upload';
import { ApiFailure, envelopeResponses, ok } from '../http/envelope';
import { bearerToken, roleFits } from '../plugins/auth';
import { listOwnerStoredFiles } from '../repositories/stored-files.repository';
import { authenticateToken, type AuthenticatedUser } from '../services/access-tokens';
import { requireUser } from '../types';
import type { ByteRange } from './file-storage';
import { findStoredFile, previewLink, toUploadedFile, type StoredFileRow } from './stored-files';
import type { UploadContext } from './upload-context';
import { FileLink, FileLinkQuery, FileRefParams, FileUrlQuery, MyFileSchema, MyFilesQuery } from '../../src/domain/api/upload.schemas';

const mayView = (user: AuthenticatedUser, file: StoredFileRow) => file.owner_id === user.userId || roleFits('staff', user.roles);

/**
 * Stored files, served only to their owner and staff: with the bearer token (fetch), or with a
 * short-lived signed link (`<img src>`), which FileUrl hands out. Served with the content type
 * found in the bytes, `nosniff`, a sandboxing CSP and a Content-Disposition.
 */
const storedFileRoutes: FastifyPluginAsyncTypebox<{ context: UploadContext }> = async (app, { context }) => {
  app.get(
    '/api/Upload/File/:fileRef',
    {
      // Links work without headers, so this route checks its own token or link signature.
      config: { auth: 'public', signed: false },
      schema: { tags: ['upload'], params: FileRefParams, querystring: FileLinkQuery },
    },
    async (request, reply) => {
      const { fileRef } = request.params;
      const { expires, sig } = request.query;
      let file: StoredFileRow | undefined;
      if (expires !== undefined || sig !== undefined) {
        if (!context.links.isValid(fileRef, expires ?? 0, sig ?? '', context.clock.now())) {
          throw new ApiFailure(ErrorCode.Forbidden, Messages.uploadLinkExpired, 403);
        }
        file = await findStoredFile(context, fileRef);
      } else {
        const user = await authenticateToken(context.db, context.clock, bearerToken(request));
        if (!user) throw new ApiFailure(ErrorCode.Unauthorized, Messages.tokenInvalid, 401);
        file = await findStoredFile(context, fileRef);
        // Someone else's file is answered like a missing one: its existence is not theirs to learn.
        if (file && !mayView(user, file)) file = undefined;
      }
      if (!file) throw new ApiFailure(ErrorCode.NotFound, Messages.notFound, 404);

      const range = requestedRange(request, file.size);
      const body = await context.storage.stream(file.storage_key, range);
      reply
        .header('content-type', file.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', contentDisposition(isInlineContentType(file.content_type) ? 'inline' : 'attachment', file.original_name))
        .header('cache-control', 'private, max-age=300')
        .header('accept-ranges', 'bytes');
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', String(range.end - range.start + 1));
      } else {
        reply.header('content-length', String(file.size));
      }
      return reply.send(body);
    },
  );

  app.get(
    '/api/Upload/MyFiles',
    {
      schema: {
        tags: ['upload'],
        description: "The signed-in tutor's stored files, newest first; optionally of one module.",
        querystring: MyFilesQuery,
        response: envelopeResponses(Type.Array(MyFileSchema)),
      },
    },
    async (request) => {
      const { moduleName } = request.query;
      if (moduleName !== undefined && !isUploadModule(moduleName)) {
        throw new ApiFailure(ErrorCode.UploadFailed, Messages.uploadModuleNotAllowed, 400);
      }
      const rows = await listOwnerStoredFiles(context.db, requireUser(request).userId, moduleName);
      return ok(rows.map((row) => ({ ...toUploadedFile(context, row), moduleName: row.module_name, createdAt: row.created_at })));
    },
  );

  app.get(
    '/api/Upload/FileUrl',
    { config: { auth: 'user' }, schema: { tags: ['upload'], querystring: FileUrlQuery, response: envelopeResponses(FileLink) } },
    async (request) => {
      const file = await findStoredFile(context, request.query.fileRef);
      if (!file || !mayView(requireUser(request), file)) throw new ApiFailure(ErrorCode.NotFound, Messages.notFound, 404);
      return ok(previewLink(context, file.file_ref));
    },
  );
};

/** One `bytes=a-b` range within the file; anything else is answered with the whole file. */
function requestedRange(request: FastifyRequest, size: number): ByteRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (!match || size === 0 || (match[1] === '' && match[2] === '')) return undefined;
  const [, from = '', to = ''] = match;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : undefined;
}

/** A Content-Disposition with an ASCII fallback name and the exact name in RFC 5987 form. */
function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

export default storedFileRoutes;
