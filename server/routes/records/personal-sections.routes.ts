import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SECTION_CALLS, SECTION_KINDS, SINGLE_FILE_PARTS, SectionMessages, type SingleFilePart } from '../../../src/domain/personal-sections';
import { PersonalDataMessages } from '../../../src/domain/personal-data';
import { envelopeResponses, ok } from '../../http/envelope';
import {
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
import {
  CertificatesSchema,
  DeleteCertificateQuery,
  FileRefBody,
  LifeShowInfoSchema,
  LocationsSchema,
  LocationsQuery,
  PersonalProfileSchema,
  SchoolsSchema,
  SectionBody,
  SectionEntriesSchema,
  TeachInfoBody,
  TeachInfoSchema,
  TeachLocationQuery,
  TeachSchoolQuery,
  UserCertInfoSchema,
  UserExtInfoSchema,
  okWithMessage,
} from '../../../src/domain/api/records.schemas';

const tags = ['personal data'];

/** The four sections, the life show's other files and certificates, teach info, locations, schools. */
const personalSectionsRoutes: FastifyPluginAsyncTypebox<{ deps: RecordsDeps }> = async (app, { deps }) => {
  for (const kind of SECTION_KINDS) {
    const calls = SECTION_CALLS[kind];
    app.route({
      method: ['GET', 'POST'],
      url: calls.read,
      schema: { tags, response: envelopeResponses(SectionEntriesSchema) },
      handler: async (request) => ok(await readSectionEntries(deps, requireUser(request).userId, kind)),
    });
    app.post(
      calls.edit,
      {
        schema: {
          tags,
          description: 'Replaces the whole section (the client sends it with a 180 s timeout).',
          body: SectionBody,
          response: envelopeResponses(SectionEntriesSchema),
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
        response: envelopeResponses(CertificatesSchema),
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
      querystring: DeleteCertificateQuery,
      response: envelopeResponses(CertificatesSchema),
    },
    handler: async (request) =>
      okWithMessage(await deleteCertificate(deps, requireUser(request).userId, request.query.type, request.query.fileRef), SectionMessages.certificateDeleted),
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/teachInfo/UserCertInfo',
    schema: {
      tags,
      response: envelopeResponses(UserCertInfoSchema),
    },
    handler: async (request) => ok(await userCertInfo(deps, requireUser(request).userId)),
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/Account/UserExtInfo',
    schema: {
      tags,
      response: envelopeResponses(UserExtInfoSchema),
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
      querystring: LocationsQuery,
      response: envelopeResponses(LocationsSchema),
    },
    handler: async (request) => ok(locationsUnder(request.query.parentId)),
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/teachInfo/EditTeachLocation',
    schema: {
      tags,
      description: 'locatoinName (sic, as the spec spells it) under parentId.',
      querystring: TeachLocationQuery,
      response: envelopeResponses(PersonalProfileSchema),
    },
    handler: async (request) =>
      okWithMessage(await editTeachLocation(deps, requireUser(request).userId, request.query.parentId, request.query.locatoinName), SectionMessages.saved),
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/teachInfo/Schools',
    schema: { tags, response: envelopeResponses(SchoolsSchema) },
    handler: async () => ok([...schools()]),
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/teachInfo/EditTeachSchool',
    schema: { tags, querystring: TeachSchoolQuery, response: envelopeResponses(PersonalProfileSchema) },
    handler: async (request) => okWithMessage(await editTeachSchool(deps, requireUser(request).userId, request.query.schoolName), SectionMessages.saved),
  });
};

export default personalSectionsRoutes;
