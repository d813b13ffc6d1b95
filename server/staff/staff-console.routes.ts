import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StaffMessages } from '../../src/domain/staff-console';
import { ApiFailure, envelopeResponses, ok } from '../http/envelope';
import { StatementSchema } from '../../src/domain/api/service-fee.schemas';
import { requireServiceFeeTutor, statement } from '../services/service-fee.service';
import { findTutorRecord } from '../repositories/staff-console.repository';
import { ErrorCode } from '../../src/domain/error-codes';
import { requireUser } from '../types';
import { auditLog, findTutors, tutorSummary } from './staff-console.service';
import { closePayPeriod, payPeriodCsvExport, payPeriodOverview } from './staff-pay.service';
import {
  AuditLogPage,
  AuditLogQuery,
  ClosePayPeriodBody,
  ClosedPeriodSchema,
  PayPeriodCsvQuery,
  PayPeriodQuery,
  PayPeriodSchema,
  TuidQuery,
  TutorSearchPage,
  TutorSearchQuery,
  TutorStatementQuery,
  TutorSummarySchema,
} from '../../src/domain/api/staff-console.schemas';

const tags = ['staff'];
const staff = { auth: 'staff' as const };

/** The staff console's calls (issue 21): the audit log, tutors, and Pay. Staff only; a tutor gets ErrorCode 4. */
const staffConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, clock: app.clock, config: app.config };

  app.get(
    '/api/Staff/AuditLog',
    {
      config: staff,
      schema: {
        tags,
        description: 'Staff changes, newest first: who, what, when, before and after; tutorId keeps those concerning one tutor.',
        querystring: AuditLogQuery,
        response: envelopeResponses(AuditLogPage),
      },
    },
    async (request) => ok(await auditLog(deps, { tutorId: request.query.tutorId }, request.query.pageIndex, request.query.pageSize)),
  );

  app.get(
    '/api/Staff/Tutors',
    {
      config: staff,
      schema: {
        tags,
        description: 'Tutors whose id is the query or whose account, name or e-mail contains it, by id.',
        querystring: TutorSearchQuery,
        response: envelopeResponses(TutorSearchPage),
      },
    },
    async (request) => ok(await findTutors(deps, request.query.query ?? '', request.query.pageIndex, request.query.pageSize)),
  );

  app.get(
    '/api/Staff/TutorSummary',
    {
      config: staff,
      schema: {
        tags,
        description: "A tutor's record at a glance: profile, classes, ledger, pay and messages.",
        querystring: TuidQuery,
        response: envelopeResponses(TutorSummarySchema),
      },
    },
    async (request) => ok(await tutorSummary(deps, request.query.tuid)),
  );

  app.get(
    '/api/Staff/TutorStatement',
    {
      config: staff,
      schema: {
        tags,
        description: "A tutor's statement of a period as the tutor sees it (a page of lines, the whole period's totals).",
        querystring: TutorStatementQuery,
        response: envelopeResponses(StatementSchema),
      },
    },
    async (request) => {
      await tutorSummaryExists(request.query.tuid);
      return ok(await statement(deps, request.query.tuid, request.query.period, request.query));
    },
  );

  app.get(
    '/api/Staff/PayPeriod',
    {
      config: staff,
      schema: {
        tags,
        description: 'A past or the current period: closed or not, and a page of the tutors with pay lines in it with their totals and payments.',
        querystring: PayPeriodQuery,
        response: envelopeResponses(PayPeriodSchema),
      },
    },
    async (request) => ok(await payPeriodOverview(deps, request.query.period, request.query.pageIndex, request.query.pageSize)),
  );

  app.post(
    '/api/Staff/ClosePayPeriod',
    {
      config: staff,
      schema: {
        tags,
        description: 'Closes a past pay period (once): its statements are final and ready to pay.',
        body: ClosePayPeriodBody,
        response: envelopeResponses(ClosedPeriodSchema),
      },
    },
    async (request) => ok(await closePayPeriod(deps, requireUser(request).userId, request.body.Period), StaffMessages.periodClosedNow(request.body.Period)),
  );

  app.get(
    '/api/Staff/PayPeriodCsv',
    {
      config: staff,
      schema: {
        tags,
        description:
          "The period's pay as a CSV file (text/csv, an attachment): one line per tutor with the totals by kind and the payment. A refusal answers the JSON envelope.",
        querystring: PayPeriodCsvQuery,
        produces: ['text/csv', 'application/json'],
      },
    },
    async (request, reply) => {
      const file = await payPeriodCsvExport(deps, requireUser(request).userId, request.query.period);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.csv);
    },
  );

  /** Staff ids and unknown ids answer ErrorCode 5; franchisee tutors, who have no Service Fee, ErrorCode 4. */
  async function tutorSummaryExists(tuid: number): Promise<void> {
    if (!(await findTutorRecord(app.db, tuid))) throw new ApiFailure(ErrorCode.NotFound, StaffMessages.tutorNotFound, 404);
    await requireServiceFeeTutor(app.db, tuid);
  }
};

export default staffConsoleRoutes;
