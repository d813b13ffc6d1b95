import { HOBBY_MAX_COUNT, HOBBY_MAX_LENGTH } from '../../../src/domain/interests';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PersonalDataMessages, PROFILE_FIELDS, type LifeShowPart } from '../../../src/domain/personal-data';
import { envelopeResponses, ok } from '../../http/envelope';
import { editHobbies, editProfile, personalProfile, saveTesol, setLifeShow, submitForVerification } from '../../services/personal-data.service';
import { requireUser } from '../../types';
import type { RecordsDeps } from './records-deps';
import { Done, okWithMessage } from '../../../src/domain/api/records.schemas';

const tags = ['personal data'];

const ProfileFormSchema = Type.Object(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, Type.String({ maxLength: 2000 })])) as Record<
    (typeof PROFILE_FIELDS)[number],
    ReturnType<typeof Type.String>
  >,
);
const PersonalProfileSchema = Type.Object({
  tuid: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  form: ProfileFormSchema,
  lifeShow: Type.Array(Type.Object({ part: Type.String(), fileRef: Type.String(), fileName: Type.String(), previewUrl: Type.String() })),
  hobbies: Type.Array(Type.String()),
  complete: Type.Boolean(),
  awaitApproval: Type.Boolean(),
  reviewMessage: Type.String(),
});
const FileRefBody = Type.Object({ FileRef: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
const TesolBody = Type.Object(
  {
    FirstName: Type.String({ maxLength: 100 }),
    MiddleName: Type.Optional(Type.String({ maxLength: 100 })),
    LastName: Type.String({ maxLength: 100 }),
    Birthday: Type.String({ maxLength: 10 }),
    IDNumber: Type.String({ maxLength: 60 }),
    HasTESOLCertificate: Type.Boolean(),
    TESOLCertificate: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  },
  { additionalProperties: false },
);

/** The life show uploads (growth-account.md §7 Teach info): each sets a file uploaded in its module. */
const LIFE_SHOW_CALLS: Array<[string, LifeShowPart]> = [
  ['/api/teachInfo/UpLoadLifePhoto', 'lifePhoto'],
  ['/api/teachInfo/UpLoadLifeVideo', 'lifeVideo'],
  ['/api/teachInfo/UploadVoiceAvatar', 'voiceAvatar'],
  ['/api/teachInfo/UploadProfessionalIdPhoto', 'professionalIdPhoto'],
  ['/api/teachInfo/UpLoadEquipmentPhoto', 'equipmentPhoto'],
];

/** Personal data: the profile, the life show, hobbies, sending for verification, TESOL. */
const personalDataRoutes: FastifyPluginAsyncTypebox<{ deps: RecordsDeps }> = async (app, { deps }) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/tutordata/Profile',
    schema: { tags, response: envelopeResponses(PersonalProfileSchema) },
    handler: async (request) => ok(await personalProfile(deps, requireUser(request).userId)),
  });
  app.post('/api/teachInfo/EditProfile', { schema: { tags, body: ProfileFormSchema, response: envelopeResponses(PersonalProfileSchema) } }, async (request) =>
    okWithMessage(await editProfile(deps, requireUser(request).userId, request.body), PersonalDataMessages.saved),
  );
  for (const [url, part] of LIFE_SHOW_CALLS) {
    app.post(
      url,
      {
        schema: {
          tags,
          description: `Sets the ${part} to a file uploaded (chunked) in its module.`,
          body: FileRefBody,
          response: envelopeResponses(PersonalProfileSchema),
        },
      },
      async (request) =>
        okWithMessage(
          await setLifeShow(deps, requireUser(request).userId, part, request.body.FileRef),
          part === 'lifePhoto' ? PersonalDataMessages.lifePhotoSaved : PersonalDataMessages.saved,
        ),
    );
  }
  app.route({
    method: ['GET', 'POST'],
    url: '/api/teachInfo/Hobbies',
    schema: { tags, response: envelopeResponses(Type.Array(Type.String())) },
    handler: async (request) => ok((await personalProfile(deps, requireUser(request).userId)).hobbies),
  });
  app.post(
    '/api/teachInfo/EditHobbies',
    {
      schema: {
        tags,
        body: Type.Object(
          { Hobbies: Type.Array(Type.String({ maxLength: HOBBY_MAX_LENGTH }), { maxItems: HOBBY_MAX_COUNT }) },
          { additionalProperties: false },
        ),
        response: envelopeResponses(Type.Array(Type.String())),
      },
    },
    async (request) => ok(await editHobbies(deps, requireUser(request).userId, request.body.Hobbies)),
  );
  app.post(
    '/api/teachInfo/SubmitPersonalData',
    {
      schema: { tags, description: 'Sends complete personal data for verification (sets awaitApproval).', response: envelopeResponses(PersonalProfileSchema) },
    },
    async (request) => okWithMessage(await submitForVerification(deps, requireUser(request).userId), PersonalDataMessages.submitted),
  );
  app.post('/api/teachInfo/SaveTESOLInformation', { schema: { tags, body: TesolBody, response: envelopeResponses(Done) } }, async (request) => {
    const body = request.body;
    const message = await saveTesol(deps, requireUser(request).userId, {
      firstName: body.FirstName,
      middleName: body.MiddleName ?? '',
      lastName: body.LastName,
      birthday: body.Birthday,
      idNumber: body.IDNumber,
      hasCertificate: body.HasTESOLCertificate,
      certificateFileRef: body.TESOLCertificate ?? null,
    });
    return okWithMessage(true, message);
  });
};

export default personalDataRoutes;
