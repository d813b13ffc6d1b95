import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import { envelopeResponses, ok } from '../http/envelope';
import {
  TutorClassesPage,
  TutorFilesPage,
  TutorLedgerPage,
  TutorListQuery,
  TutorMessagesPage,
  TutorPaymentsPage,
} from '../../src/domain/api/staff-audits.schemas';
import { classesOfTutor, filesOfTutor, ledgerOfTutor, messagesOfTutor, paymentsOfTutor, type TutorListDeps } from './staff-tutor-lists.service';

const tags = ['staff'];
const staff = { auth: 'staff' as const };

/** Loads a page of a list: the compiler checks that it answers the page's schema. */
type ListLoader<Page extends TSchema> = (deps: TutorListDeps, tuid: number, pageIndex: number, pageSize: number) => Promise<Static<Page>>;

/** A tutor record's paged lists in the staff console (issue 21), newest first. Staff only. */
const staffTutorListsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db };
  // The loader's type is checked against the page here; the route itself sees any schema (a generic one it cannot resolve).
  const list = <Page extends TSchema>(path: string, description: string, page: Page, load: ListLoader<Page>) =>
    app.get(
      `/api/Staff/${path}`,
      { config: staff, schema: { tags, description, querystring: TutorListQuery, response: envelopeResponses<TSchema>(page) } },
      async (request) => ok<unknown>(await load(deps, request.query.tuid, request.query.pageIndex, request.query.pageSize)),
    );

  list('TutorClassHistory', "A tutor's classes, latest start first, with who changed their status and why.", TutorClassesPage, classesOfTutor);
  list('TutorLedger', "A tutor's ledger entries, latest first (amounts in the account's units, PHP for pay).", TutorLedgerPage, ledgerOfTutor);
  list('TutorPayments', "A tutor's recorded payments, latest first.", TutorPaymentsPage, paymentsOfTutor);
  list('TutorFiles', 'The files a tutor uploaded, latest first.', TutorFilesPage, filesOfTutor);
  list('TutorMessages', "A tutor's messages, latest first, read or not and who sent them.", TutorMessagesPage, messagesOfTutor);
};

export default staffTutorListsRoutes;
