import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ServiceFeeMessages } from '../../../src/domain/service-fee';
import { envelopeResponses, ok } from '../../http/envelope';
import { historyRemarks, paymentRecords } from '../../services/pay-records.service';
import { confirmPaymentAccount, paymentAccount, sendPaymentAccountCode } from '../../services/payment-account.service';
import { payslip } from '../../services/payslip.service';
import { completedClasses, periodChart, requireServiceFeeTutor, statement } from '../../services/service-fee.service';
import { requireUser } from '../../types';
import { codeCall, recordsDepsOf } from '../records/records-deps';
import { Type } from '@sinclair/typebox';
import {
  CompletedClassPage,
  ConfirmAccountBody,
  HistoryRemarkPage,
  PageBody,
  PaymentAccountSchema,
  PaymentRecordPage,
  PayslipSchema,
  PeriodBody,
  PeriodChartSchema,
  PeriodPageBody,
  StatementBody,
  StatementSchema,
} from '../../../src/domain/api/service-fee.schemas';

const tags = ['service fee'];

/**
 * /serviceFee (growth-account.md §2): statements per pay period, the chart, completed classes,
 * payslips, payment records, history remarks and the payment account. Franchisee tutors are
 * refused by every call (they have no Service Fee).
 */
const serviceFeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { ...recordsDepsOf(app), config: app.config };
  app.addHook('preHandler', async (request) => requireServiceFeeTutor(app.db, requireUser(request).userId));

  app.post(
    '/api/ServiceFee/Statement',
    {
      schema: {
        tags,
        description:
          "A pay period's statement: one page of its pay lines (each linked to its class or source), how many there are, and the totals over the whole period.",
        body: StatementBody,
        response: envelopeResponses(StatementSchema),
      },
    },
    async (request) => ok(await statement(deps, requireUser(request).userId, request.body.Period, request.body)),
  );

  app.post(
    '/api/ServiceFee/PeriodTotals',
    { schema: { tags, description: 'The net pay of the last twelve periods, the current one last.', response: envelopeResponses(PeriodChartSchema) } },
    async (request) => ok(await periodChart(deps, requireUser(request).userId)),
  );

  app.post(
    '/api/ServiceFee/CompletedClasses',
    {
      schema: {
        tags,
        description: "A period's classes that earned a fee, with the fee, newest first.",
        body: PeriodPageBody,
        response: envelopeResponses(CompletedClassPage),
      },
    },
    async (request) => ok(await completedClasses(deps, requireUser(request).userId, request.body.Period, request.body)),
  );

  app.post(
    '/api/ServiceFee/Payslip',
    {
      schema: {
        tags,
        description: "The period's payslip PDF (its statement's lines and totals).",
        body: PeriodBody,
        response: envelopeResponses(PayslipSchema),
      },
    },
    async (request) => {
      const slip = await payslip(deps, requireUser(request).userId, request.body.Period);
      return ok({ FileName: slip.fileName, ContentType: 'application/pdf' as const, Base64: Buffer.from(slip.bytes).toString('base64') });
    },
  );

  app.post(
    '/api/ServiceFee/PaymentRecords',
    { schema: { tags, description: 'Payments made to the tutor, newest first.', body: PageBody, response: envelopeResponses(PaymentRecordPage) } },
    async (request) => ok(await paymentRecords(deps, requireUser(request).userId, request.body.pageIndex, request.body.pageSize)),
  );

  app.post(
    '/api/ServiceFee/HistoryRemarks',
    { schema: { tags, description: "Staff remarks on the tutor's pay lines, newest first.", body: PageBody, response: envelopeResponses(HistoryRemarkPage) } },
    async (request) => ok(await historyRemarks(deps, requireUser(request).userId, request.body.pageIndex, request.body.pageSize)),
  );

  app.post(
    '/api/ServiceFee/PaymentAccount',
    { schema: { tags, description: 'The receiving account (masked) and whether it is confirmed.', response: envelopeResponses(PaymentAccountSchema) } },
    async (request) => ok(await paymentAccount(deps, requireUser(request).userId)),
  );

  app.post(
    '/api/ServiceFee/SendPaymentAccountCode',
    {
      schema: {
        tags,
        description: "Sends a code to the tutor's sign-in e-mail to confirm or change the account.",
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request, reply) => codeCall(reply, async () => ok(true, await sendPaymentAccountCode(deps, requireUser(request).userId, request.ip))),
  );

  app.post(
    '/api/ServiceFee/ConfirmPaymentAccount',
    {
      schema: {
        tags,
        description:
          'Confirms the account, or changes and confirms it (Method paypal or bank, Account, HolderName), with the e-mail Code and AcceptTerms. A change fires TeacheIsPaypalModify.',
        body: ConfirmAccountBody,
        response: envelopeResponses(PaymentAccountSchema),
      },
    },
    async (request) => {
      const body = request.body;
      const account = await confirmPaymentAccount(deps, requireUser(request).userId, {
        method: body.Method ?? '',
        account: body.Account ?? '',
        holderName: body.HolderName ?? '',
        code: body.Code ?? '',
        acceptTerms: body.AcceptTerms === true,
      });
      return ok(account, ServiceFeeMessages.accountConfirmed);
    },
  );
};

export default serviceFeeRoutes;
