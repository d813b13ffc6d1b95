import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertOutboxMessage, type OutboxRow } from '../repositories/outbox.repository';
import type { Clock } from './clock';

/** Sends an e-mail for real (SMTP). */
export interface Mailer {
  send(message: { to: string; subject: string; text: string; headers?: Record<string, string> }): Promise<void>;
}

/** Sends a text message through an SMS provider. A provider's adapter implements this. */
export interface SmsSender {
  send(message: { to: string; text: string }): Promise<void>;
}

/** nodemailer over `smtpUrl` (e.g. smtp://user:pass@mail.example.com:587). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, headers: message.headers });
    },
  };
}

export interface DeliveryDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Null: no SMTP configured, e-mail is kept in the outbox only (development). */
  mailer: Mailer | null;
  /** Null: no SMS provider configured, texts are kept in the outbox only (development). */
  sms: SmsSender | null;
}

export interface Outgoing {
  channel: 'email' | 'sms';
  to: string;
  userId: number | null;
  kind: string;
  subject?: string;
  text: string;
  headers?: Record<string, string>;
}

/**
 * Sends an e-mail or SMS and records it in the outbox: `sent`, `failed` (with the error), or
 * `held` when no transport is configured, which is how development and the dev outbox page work.
 * A failed send is recorded, not thrown: the caller's answer must not reveal delivery problems.
 */
export async function deliver(deps: DeliveryDeps, message: Outgoing): Promise<OutboxRow> {
  let status: 'held' | 'sent' | 'failed' = 'held';
  let error: string | null = null;
  try {
    if (message.channel === 'email' && deps.mailer) {
      await deps.mailer.send({ to: message.to, subject: message.subject ?? '', text: message.text, ...(message.headers ? { headers: message.headers } : {}) });
      status = 'sent';
    } else if (message.channel === 'sms' && deps.sms) {
      await deps.sms.send({ to: message.to, text: message.text });
      status = 'sent';
    }
  } catch (cause) {
    status = 'failed';
    error = cause instanceof Error ? cause.message : String(cause);
  }
  return insertOutboxMessage(deps.db, {
    channel: message.channel,
    recipient: message.to,
    userId: message.userId,
    kind: message.kind,
    subject: message.subject ?? '',
    body: message.text,
    status,
    error,
    createdAt: deps.clock.now().toISOString(),
  });
}
