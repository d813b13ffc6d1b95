import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PersonalDataMessages, type LifeShowPart } from '../../../src/domain/personal-data';
import { envelopeResponses, ok } from '../../http/envelope';
import { editHobbies, editProfile, personalProfile, saveTesol, setLifeShow, submitForVerification } from '../../services/personal-data.service';
import { requireUser } from '../../types';
import type { RecordsDeps } from './records-deps';
import {
  Done,
  EditHobbiesBody,
  FileRefBody,
  HobbiesSchema,
  PersonalProfileSchema,
  ProfileFormSchema,
  TesolBody,
  okWithMessage,
} from '../../../src/domain/api/records.schemas';

const tags = ['personal data'];

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
    schema: { tags, response: envelopeResponses(HobbiesSchema) },
    handler: async (request) => ok((await personalProfile(deps, requireUser(request).userId)).hobbies),
  });
  app.post(
    '/api/teachInfo/EditHobbies',
    {
      schema: {
        tags,
        body: EditHobbiesBody,
        response: envelopeResponses(HobbiesSchema),
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
