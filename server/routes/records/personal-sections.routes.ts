import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  SECTION_CALLS,
  SECTION_KINDS,
  SECTION_MAX_ENTRIES,
  SINGLE_FILE_PARTS,
  SectionMessages,
  type SingleFilePart,
} from '../../../src/domain/personal-sections';
import { PersonalDataMessages } from '../../../src/domain/personal-data';
import { envelopeResponses, ok } from '../../http/envelope';
import {
  TEACH_INFO_MAX,
  addCertificate,
  deleteCertificate,
  editSection,
  editTeachInfo,
  editTeachLocation,
  editTeachSchool,
  lifeShowInfo,
  locationsUnder,
  readSectionEntries,
  schools,
  setSingleFile,
  userCertInfo,
  userExtInfo,
} from '../../services/personal-sections.service';
import { requireUser } from '../../types';
import type { RecordsDeps } from './records-deps';
import { okWithMessage } from '../../../src/domain/api/records.schemas';

const tags = ['personal data'];

const Entry = Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 300 }));
const Entries = Type.Array(Entry);
const SectionBody = Type.Object(
  {
    Entries: Type.Array(Entry, {
      maxItems: SECTION_MAX_ENTRIES + 1,
      description: 'The whole section; each entry may carry proofFileRef, an upload in module TutorCertificates.',
    }),
  },
  { additionalProperties: false },
);
const FileRefBody = Type.Object({ FileRef: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
const FileItem = Type.Object({ fileRef: Type.String(), fileName: Type.String(), previewUrl: Type.String() });
const Certificate = Type.Composite([Type.Object({ type: Type.Integer() }), FileItem]);
const LifeShowInfoSchema = Type.Object({
  files: Type.Array(Type.Composite([Type.Object({ part: Type.String() }), FileItem])),
  certificates: Type.Array(Certificate),
});
const TeachInfoSchema = Type.Object({ teachingStyle: Type.String(), ageGroups: Type.String(), specialties: Type.String() });
const TeachInfoBody = Type.Object(
  {
    TeachingStyle: Type.String({ maxLength: TEACH_INFO_MAX }),
    AgeGroups: Type.String({ maxLength: TEACH_INFO_MAX }),
    Specialties: Type.String({ maxLength: TEACH_INFO_MAX }),
  },
  { additionalProperties: false },
);
const Location = Type.Object({ id: Type.Integer(), parentId: Type.Integer(), name: Type.String() });
const ProfileFlags = Type.Object({ complete: Type.Boolean(), awaitApproval: Type.Boolean() }, { additionalProperties: true });
const SectionFlags = Type.Object({
  personalInformation: Type.Boolean(),
  educationExperience: Type.Boolean(),
  workExperience: Type.Boolean(),
  teachingExperience: Type.Boolean(),
});

/** The four sections, the life show's other files and certificates, teach info, locations, schools. */
const personalSectionsRoutes: FastifyPluginAsyncTypebox<{ deps: RecordsDeps }> = async (app, { deps }) => {
  for (const kind of SECTION_KINDS) {
    const calls = SECTION_CALLS[kind];
    app.route({
      method: ['GET', 'POST'],
      url: calls.read,
      schema: { tags, response: envelopeResponses(Entries) },
      handler: async (request) => ok(await readSectionEntries(deps, requireUser(request).userId, kind)),
    });
    app.post(
      calls.edit,
      {
        schema: {
          tags,
          description: 'Replaces the whole section (the client sends it with a 180 s timeout).',
          body: SectionBody,
          response: envelopeResponses(Entries),
        },
      },
      async (request) => okWithMessage(await editSection(deps, requireUser(request).userId, kind, request.body.Entries), SectionMessages.saved),
    );
  }
  app.route({
    method: ['GET', 'POST'],
    url: '/api/teachInfo/LifeShowInfo',
    schema: { tags, response: envelopeResponses(LifeShowInfoSchema) },
    handler: async (request) => ok(await lifeShowInfo(deps, requireUser(request).userId)),
  });
  for (const [part, { call, module }] of Object.entries(SINGLE_FILE_PARTS)) {
    app.post(
      call,
      {
        schema: {
          tags,
          description: `Sets the ${part} to a file uploaded in module ${module}.`,
          body: FileRefBody,
          response: envelopeResponses(LifeShowInfoSchema),
        },
      },
      async (request) =>
        okWithMessage(await setSingleFile(deps, requireUser(request).userId, part as SingleFilePart, request.body.FileRef), PersonalDataMessages.saved),
    );
  }
  app.post(
    '/api/teachInfo/PersonalCertificates',
    {
      schema: {
        tags,
        description: 'Adds a certificate uploaded in module TutorCertificates.',
        body: FileRefBody,
        response: envelopeResponses(Type.Array(Certificate)),
      },
    },
    async (request) => okWithMessage(await addCertificate(deps, requireUser(request).userId, request.body.FileRef), SectionMessages.saved),
  );
  app.route({
    method: ['GET', 'POST'],
    url: '/api/teachInfo/DeleteCertificate',
    schema: {
      tags,
      description: 'type 1 personal (fileRef: one of them), 2 TESOL, 3 identity.',
      querystring: Type.Object({ type: Type.Integer({ minimum: 1, maximum: 3 }), fileRef: Type.Optional(Type.String({ maxLength: 64 })) }),
      response: envelopeResponses(Type.Array(Certificate)),
    },
    handler: async (request) =>
      okWithMessage(await deleteCertificate(deps, requireUser(request).userId, request.query.type, request.query.fileRef), SectionMessages.certificateDeleted),
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/teachInfo/UserCertInfo',
    schema: {
      tags,
      response: envelopeResponses(
        Type.Object({
          certificates: Type.Array(Certificate),
          tesol: Type.Object({ submitted: Type.Boolean(), hasCertificate: Type.Boolean(), reviewStatus: Type.Union([Type.Integer(), Type.Null()]) }),
        }),
      ),
    },
    handler: async (request) => ok(await userCertInfo(deps, requireUser(request).userId)),
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/Account/UserExtInfo',
    schema: {
      tags,
      response: envelopeResponses(
        Type.Object({
          teachInfo: TeachInfoSchema,
          hobbies: Type.Array(Type.String()),
          school: Type.String(),
          location: Type.String(),
          province: Type.String(),
          city: Type.String(),
          sectionsFilled: SectionFlags,
          complete: Type.Boolean(),
        }),
      ),
    },
    handler: async (request) => ok(await userExtInfo(deps, requireUser(request).userId)),
  });
  app.post('/api/teachInfo/EditTeachInfo', { schema: { tags, body: TeachInfoBody, response: envelopeResponses(TeachInfoSchema) } }, async (request) =>
    okWithMessage(
      await editTeachInfo(deps, requireUser(request).userId, {
        teachingStyle: request.body.TeachingStyle,
        ageGroups: request.body.AgeGroups,
        specialties: request.body.Specialties,
      }),
      SectionMessages.saved,
    ),
  );
  app.route({
    method: ['GET', 'POST'],
    url: '/api/teachInfo/Locations',
    schema: {
      tags,
      description: 'Children of parentId (0: countries).',
      querystring: Type.Object({ parentId: Type.Integer({ minimum: 0, default: 0 }) }),
      response: envelopeResponses(Type.Array(Location)),
    },
    handler: async (request) => ok(locationsUnder(request.query.parentId)),
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/teachInfo/EditTeachLocation',
    schema: {
      tags,
      description: 'locatoinName (sic, as the spec spells it) under parentId.',
      querystring: Type.Object({ parentId: Type.Integer({ minimum: 0 }), locatoinName: Type.String({ minLength: 1, maxLength: 100 }) }),
      response: envelopeResponses(ProfileFlags),
    },
    handler: async (request) =>
      okWithMessage(await editTeachLocation(deps, requireUser(request).userId, request.query.parentId, request.query.locatoinName), SectionMessages.saved),
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/teachInfo/Schools',
    schema: { tags, response: envelopeResponses(Type.Array(Type.String())) },
    handler: async () => ok([...schools()]),
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/teachInfo/EditTeachSchool',
    schema: { tags, querystring: Type.Object({ schoolName: Type.String({ maxLength: 200 }) }), response: envelopeResponses(ProfileFlags) },
    handler: async (request) => okWithMessage(await editTeachSchool(deps, requireUser(request).userId, request.query.schoolName), SectionMessages.saved),
  });
};

export default personalSectionsRoutes;
