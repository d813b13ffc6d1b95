import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ContractMessages } from '../../../src/domain/contract';
import { envelopeResponses, ok } from '../../http/envelope';
import {
  answerPopout,
  contractInfo,
  saveContractInfo,
  sendContractEmailCode,
  shouldShowPopout,
  showContract,
  signByEmail,
  signByPhone,
  signPhoneInfo,
} from '../../services/contract.service';
import { requireUser } from '../../types';
import { codeCall, type RecordsDeps } from './records-deps';
import {
  BindPhoneBody,
  ContractInfoQuery,
  ContractInfoSchema,
  ContractInfoWithTextSchema,
  Done,
  PopoutQuery,
  SaveContractBody,
  SignByEmailBody,
  SignPhoneInfoSchema,
  okWithMessage,
} from '../../../src/domain/api/records.schemas';

const tags = ['contract'];
const both = ['GET', 'POST'] as Array<'GET' | 'POST'>;

/** Contract signing (growth-account.md §7 Tutor comm, Teach info): show, fill, verify, sign, pop-out. */
const contractRoutes: FastifyPluginAsyncTypebox<{ deps: RecordsDeps }> = async (app, { deps }) => {
  app.route({
    method: both,
    url: '/api/TutorComm/GetContractInfo',
    // isCustomized is accepted as the spec sends it; the tutor's own record decides the variant.
    // ShowContract (the person panel's check) is the shell's; the text comes with this call.
    schema: {
      tags,
      description: 'The contract text, its audit status, the saved form and the latest signature; records that the tutor viewed it.',
      querystring: ContractInfoQuery,
      response: envelopeResponses(ContractInfoWithTextSchema),
    },
    handler: async (request) => {
      const userId = requireUser(request).userId;
      const contract = await showContract(deps, userId, request.ip);
      return ok({ ...(await contractInfo(deps, userId)), contract });
    },
  });
  app.post('/api/TutorComm/SaveContractInfo', { schema: { tags, body: SaveContractBody, response: envelopeResponses(ContractInfoSchema) } }, async (request) =>
    ok(
      await saveContractInfo(
        deps,
        requireUser(request).userId,
        { typedName: request.body.TypedName, address: request.body.Address ?? '', agreed: request.body.Agreed },
        request.ip,
      ),
    ),
  );
  app.route({
    method: both,
    url: '/api/TutorComm/SignPhoneInfo',
    schema: { tags, response: envelopeResponses(SignPhoneInfoSchema) },
    handler: async (request) => ok(await signPhoneInfo(deps, requireUser(request).userId)),
  });
  app.post(
    '/api/teachInfo/SendVerificationCodeByEmail',
    { schema: { tags, description: "E-mails a contract signing code to the tutor's own e-mail.", response: envelopeResponses(Done) } },
    async (request, reply) => codeCall(reply, async () => okWithMessage(true, await sendContractEmailCode(deps, requireUser(request).userId, request.ip))),
  );
  app.post(
    '/api/TutorComm/SignContractVerifyCode',
    {
      schema: {
        tags,
        description: 'Signs with a code SMSed to the bound phone (ErrorCode 2 when wrong).',
        body: BindPhoneBody,
        response: envelopeResponses(ContractInfoSchema),
      },
    },
    async (request) => {
      const { countryCode, phone, verificationCode } = request.body;
      return okWithMessage(
        await signByPhone(deps, requireUser(request).userId, { countryCode, phone, code: verificationCode }, request.ip),
        ContractMessages.signed,
      );
    },
  );
  app.post(
    '/api/TutorComm/SignContractVerifyCodeByEmail',
    { schema: { tags, body: SignByEmailBody, response: envelopeResponses(ContractInfoSchema) } },
    async (request) => okWithMessage(await signByEmail(deps, requireUser(request).userId, request.body.EmailCode, request.ip), ContractMessages.signed),
  );
  app.route({
    method: both,
    url: '/api/TutorComm/GetIsShowPopoutByContract',
    schema: { tags, response: envelopeResponses(Type.Boolean()) },
    handler: async (request) => ok(await shouldShowPopout(deps, requireUser(request).userId)),
  });
  app.post('/api/TutorComm/AgreenPopoutByContract', { schema: { tags, querystring: PopoutQuery, response: envelopeResponses(Done) } }, async (request) =>
    ok(await answerPopout(deps, requireUser(request).userId, request.query.isAgreen)),
  );
};

export default contractRoutes;
