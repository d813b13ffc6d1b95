import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { UPLOAD_CHUNK_SIZE, UPLOAD_POLICIES, checkUploadFile, describeAccepted } from '../../src/domain/upload';
import { ApiFailure, FailureEnvelope, envelopeResponses, ok } from '../http/envelope';
import { requireUser } from '../types';
import { deleteStoredFile, storeFile, toUploadedFile } from './stored-files';
import type { UploadContext } from './upload-context';
import { parseSmallMultipart } from './small-multipart';
import { checkFields, readFormFields } from './upload.form';
import { CancelQuery, ChunkFields, ChunkResult, MergeFields, PlainUploadQuery, UploadedFileSchema } from '../../src/domain/api/upload.schemas';
import { cancelUpload, mergeUpload, receiveChunk, requireModule } from './upload.service';

/**
 * A chunk's form is the file part (at most 524288 bytes), a few short fields and the framing. A
 * body up to this size is read so that an oversized chunk gets the spec's own refusal.
 */
const CHUNK_BODY_LIMIT = 4 * 1024 * 1024;

const responses = <T extends Parameters<typeof envelopeResponses>[0]>(body: T) => ({
  ...envelopeResponses(body),
  409: FailureEnvelope,
  413: FailureEnvelope,
});

/**
 * The chunked upload (shell.md §4, §7): Chunk, Merge and Cancel, each scoped to the signed-in
 * tutor. Form bodies are not signed (only their query pairs are), as the spec's signing says.
 */
const uploadRoutes: FastifyPluginAsyncTypebox<{ context: UploadContext }> = async (app, { context }) => {
  // Merge's fields may come URL-encoded, as a plain HTML form would send them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // The chunk route reads its small body whole and parses it in one pass (small-multipart.ts),
  // in a scope of its own so the other routes keep the streaming parser.
  await app.register(async (chunkScope) => {
    chunkScope.removeContentTypeParser('multipart/form-data');
    chunkScope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: CHUNK_BODY_LIMIT }, (_request, body, done) => {
      // The raw body: form bodies are not signed, and a Buffer is not taken for a JSON body.
      done(null, body);
    });
    chunkScope.post(
      '/api/Upload/Chunk',
      {
        config: { rateLimitFactor: 20 },
        schema: {
          tags: ['upload'],
          description: 'Multipart form: file (at most 524288 bytes), chunk (1-based), fileCode, fileName, moduleName.',
          consumes: ['multipart/form-data'],
          response: responses(ChunkResult),
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw new ApiFailure(ErrorCode.UploadFailed, Messages.uploadSelectFile);
        const { fields, file } = parseSmallMultipart(request.body, request.headers['content-type'], UPLOAD_CHUNK_SIZE);
        const checked = checkFields(ChunkFields, fields);
        if (!file) throw new ApiFailure(ErrorCode.UploadFailed, Messages.uploadSelectFile);
        const result = await receiveChunk(context, {
          ownerId: requireUser(request).userId,
          fileCode: checked.fileCode,
          moduleName: checked.moduleName,
          fileName: checked.fileName,
          chunk: Number(checked.chunk),
          bytes: file.data,
        });
        return ok(result);
      },
    );
  });

  app.post(
    '/api/Upload/Merge',
    {
      schema: {
        tags: ['upload'],
        description: 'Multipart or URL-encoded form: fileCode, moduleName and, optionally, chunkCount.',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
        response: responses(UploadedFileSchema),
      },
    },
    async (request) => {
      const checked = checkFields(MergeFields, await readFormFields(request));
      const uploaded = await mergeUpload(context, {
        ownerId: requireUser(request).userId,
        fileCode: checked.fileCode,
        moduleName: checked.moduleName,
        ...(checked.chunkCount ? { chunkCount: Number(checked.chunkCount) } : {}),
      });
      return ok(uploaded);
    },
  );

  app.post('/api/Upload/Cancel', { schema: { tags: ['upload'], querystring: CancelQuery, response: responses(Type.Boolean()) } }, async (request) => {
    const checked = checkFields(MergeFields, request.query);
    const removed = await cancelUpload(context, {
      ownerId: requireUser(request).userId,
      fileCode: checked.fileCode,
      moduleName: checked.moduleName,
    });
    return ok(removed);
  });

  if (!context.config.uploads.plainRoute) return;
  app.post(
    '/api/Upload/Plain',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['upload'],
        description: 'One-request upload of a whole file, for comparison benchmarks; enabled by UPLOAD_PLAIN_ROUTE.',
        consumes: ['multipart/form-data'],
        querystring: PlainUploadQuery,
        response: responses(UploadedFileSchema),
      },
    },
    async (request) => {
      const module = requireModule(request.query.moduleName);
      const part = request.isMultipart() ? await request.file({ limits: { fileSize: UPLOAD_POLICIES[module].maxBytes, files: 1 } }) : undefined;
      if (!part) throw new ApiFailure(ErrorCode.UploadFailed, Messages.uploadSelectFile);
      const problem = checkUploadFile(module, part.filename, 1);
      if (problem) {
        part.file.resume();
        throw new ApiFailure(ErrorCode.UploadFailed, problem.message);
      }
      const stored = await storeFile(context, {
        ownerId: requireUser(request).userId,
        module,
        originalName: part.filename,
        source: part.file,
      });
      if (part.file.truncated) {
        await deleteStoredFile(context, stored);
        throw new ApiFailure(ErrorCode.UploadFailed, `${Messages.uploadTooLarge} ${describeAccepted(module)}`, 413);
      }
      return ok(toUploadedFile(context, stored));
    },
  );
};

export default uploadRoutes;
