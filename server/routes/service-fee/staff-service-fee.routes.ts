import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CLASS_TYPES } from '../../../src/domain/classes';
import { ErrorCode } from '../../../src/domain/error-codes';
import { ServiceFeeMessages } from '../../../src/domain/service-fee';
import { ApiFailure, envelopeResponses, ok } from '../../http/envelope';
import { appendAudit } from '../../repositories/audit-log.repository';
import { upsertRateCardLine } from '../../repositories/service-fee.repository';
import { addPayRemark, recordPayment } from '../../services/pay-records.service';
import { requireServiceFeeTutor } from '../../services/service-fee.service';
import { requireUser } from '../../types';
import { AddPayRemarkBody, HistoryRemarkSchema, PaymentRecordSchema, RecordPaymentBody, SetRateCardBody } from '../../../src/domain/api/service-fee.schemas';

const tags = ['staff'];

/** The staff side of the service fee: record a payment, remark on a pay line, set a rate card line. */
const staffServiceFeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, clock: app.clock, notifier: app.notifier, config: app.config };

  app.post(
    '/api/Staff/RecordPayment',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        description:
          "Marks a tutor's periods PeriodFrom..PeriodTo paid (amount: their statements' total unless given) to the tutor's confirmed account; the tutor gets a message.",
        body: RecordPaymentBody,
        response: envelopeResponses(PaymentRecordSchema),
      },
    },
    async (request) => {
      const body = request.body;
      const record = await recordPayment(deps, requireUser(request).userId, {
        tuid: body.Tuid,
        periodFrom: body.PeriodFrom,
        periodTo: body.PeriodTo,
        amountPhp: body.AmountPhp,
        paidOn: body.PaidOn,
        reference: body.Reference,
      });
      return ok(record, ServiceFeeMessages.paymentRecorded);
    },
  );

  app.post(
    '/api/Staff/AddPayRemark',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        description: "Adds a remark (1-200 characters) to one of a tutor's pay lines (EntryId).",
        body: AddPayRemarkBody,
        response: envelopeResponses(HistoryRemarkSchema),
      },
    },
    async (request) => {
      const body = request.body;
      return ok(
        await addPayRemark(deps, requireUser(request).userId, { tuid: body.Tuid, entryId: body.EntryId, remark: body.Remark }),
        ServiceFeeMessages.remarkAdded,
      );
    },
  );

  app.post(
    '/api/Staff/SetRateCard',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        description: "Sets one line of a tutor's rate card: the fee of a class type and length, for classes finished from now on.",
        body: SetRateCardBody,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      const body = request.body;
      if (!(CLASS_TYPES as readonly string[]).includes(body.ClassType)) throw new ApiFailure(ErrorCode.Failed, 'Unknown class type.');
      await requireServiceFeeTutor(app.db, body.Tuid);
      const at = app.clock.now().toISOString();
      const line = { classType: body.ClassType, minutes: body.Minutes, feeCentavos: Math.round(body.FeePhp * 100) };
      await app.db.transaction().execute(async (trx) => {
        await upsertRateCardLine(trx, body.Tuid, line, at);
        await appendAudit(trx, {
          actorId: requireUser(request).userId,
          action: 'pay.set_rate_card',
          subjectType: 'tutor',
          subjectId: body.Tuid,
          tutorId: body.Tuid,
          before: undefined,
          after: line,
          at,
        });
      });
      return ok(true);
    },
  );
};

export default staffServiceFeeRoutes;
