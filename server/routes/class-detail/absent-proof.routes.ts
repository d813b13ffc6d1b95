import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ABSENT_PIC_MAX_BYTES, ClassDetailMessages } from '../../../src/domain/class-detail';
import { ErrorCode } from '../../../src/domain/error-codes';
import { ApiFailure, envelopeResponses, ok } from '../../http/envelope';
import { absentPicAllowed, uploadAbsentPic } from '../../services/absent-proof.service';
import { requireUser } from '../../types';
import type { FormFile } from '../../uploads/upload.form';
import { uploadContextOf } from '../../uploads/uploads.plugin';
import { classDetailDeps } from './class-detail-deps';
import { AbsentAllowedSchema, AbsentUploadSchema, ClidQuery } from '../../../src/domain/api/class-detail.schemas';

/** The absent student picture (teaching.md §7; a file form the client waits 5 minutes on). */
const absentProofRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = classDetailDeps(app);
  const uploads = uploadContextOf(app);
  const tags = ['class detail'];

  app.post(
    '/api/ClassTable/AllowUploadAbsentPic',
    {
      schema: {
        tags,
        description: 'Whether the absent picture can be sent now (booked, from 10 minutes after the start until 24 hours after the end).',
        querystring: ClidQuery,
        response: envelopeResponses(AbsentAllowedSchema),
      },
    },
    async (request) => ok(await absentPicAllowed(deps, requireUser(request).userId, request.query.clid)),
  );

  app.post(
    '/api/ClassTable/UploadAbsentPic',
    {
      schema: {
        tags,
        description:
          'Multipart form: CLID and file (.jpg or .png, at most 5 MB). Stores the proof and marks the class student-absent through the class service.',
        consumes: ['multipart/form-data'],
        response: envelopeResponses(AbsentUploadSchema),
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new ApiFailure(ErrorCode.Failed, ClassDetailMessages.absentPicRequired);
      const fields: Record<string, string> = {};
      let file: FormFile | null = null;
      try {
        for await (const part of request.parts({ limits: { fileSize: ABSENT_PIC_MAX_BYTES, files: 1, fields: 5 } })) {
          if (part.type === 'file') {
            const data = await part.toBuffer();
            if (part.fieldname === 'file') file = { data, filename: part.filename };
          } else {
            fields[part.fieldname] = String(part.value);
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiFailure(ErrorCode.Failed, ClassDetailMessages.absentPicRequired, 413);
        throw error;
      }
      const clid = fields.CLID ?? '';
      if (!/^\d{1,9}$/.test(clid) || Number(clid) < 1) throw new ApiFailure(ErrorCode.Failed, "'CLID' must be a class id.");
      return ok(await uploadAbsentPic(deps, uploads, requireUser(request).userId, Number(clid), file), ClassDetailMessages.absentSaved);
    },
  );
};

export default absentProofRoutes;
