import type { FastifyInstance, FastifyReply } from 'fastify';
import { createSmtpMailer, type Mailer, type SmsSender } from '../../services/delivery.service';
import type { ContractDeps } from '../../services/contract.service';
import { smsSenderFromConfig } from '../../services/sms-senders';
import { leaveEffects, type LeaveEffects } from '../../services/leave-effects';
import type { LeaveDeps } from '../../services/leave.service';
import { CodeRateLimited } from '../../services/verification-codes.service';
import { uploadContextOf } from '../../uploads/uploads.plugin';
import type { NotificationDeliveryDeps } from '../../services/notifications.service';

export type RecordsDeps = ContractDeps & LeaveDeps;

export interface RecordsOptions {
  /** Tests and other deployments may hand in their own transports. */
  mailer?: Mailer | null;
  sms?: SmsSender | null;
  leaveEffects?: LeaveEffects;
}

/** What the records services need, built once from the app. */
export function recordsDepsOf(app: FastifyInstance, options: RecordsOptions = {}): RecordsDeps {
  const { smtpUrl, mailFrom } = app.config.records;
  return {
    db: app.db,
    clock: app.clock,
    notifier: app.notifier,
    mailer: options.mailer !== undefined ? options.mailer : smtpUrl ? createSmtpMailer(smtpUrl, mailFrom) : null,
    sms: options.sms !== undefined ? options.sms : smsSenderFromConfig(app.config.records),
    uploads: uploadContextOf(app),
    leaveEffects: options.leaveEffects ?? leaveEffects,
  };
}

/** What notification delivery needs: the records transports, the app secret, the origin mails link to. */
export function notificationDeliveryDeps(app: FastifyInstance, deps: RecordsDeps): NotificationDeliveryDeps {
  const origin = app.config.publicOrigin || `http://localhost:${app.config.port}`;
  return { db: deps.db, clock: deps.clock, mailer: deps.mailer, sms: deps.sms, appSecret: app.config.appSecret, publicOrigin: origin };
}

/** Runs a code-sending call; too many codes is answered like the global rate limit (HTTP 229, plain text). */
export async function codeCall<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CodeRateLimited) return reply.code(229).type('text/plain; charset=utf-8').send(error.message);
    throw error;
  }
}
