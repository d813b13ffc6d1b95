import type { Kysely } from 'kysely';
import type { ProtocolAgreement } from '../../src/domain/layout-widgets';
import type { Database } from '../db/schema';
import { findProtocolAgreement, insertProtocolAgreement } from '../repositories/protocol.repository';
import { agreeMonitoringWarnings } from '../repositories/widgets.repository';
import type { Clock } from './clock';

/** What the protocol reminder asks (growth-account.md §4): has the tutor agreed, and when. */
export async function protocolAgreement(db: Kysely<Database>, userId: number): Promise<ProtocolAgreement> {
  const agreedAt = await findProtocolAgreement(db, userId);
  return { IsAgree: agreedAt !== undefined, AgreedAt: agreedAt ?? null };
}

export async function agreeProtocol(deps: { db: Kysely<Database>; clock: Clock }, userId: number): Promise<ProtocolAgreement> {
  const now = deps.clock.now().toISOString();
  // The monitoring warning's I Agree is this same agreement: it answers the open warnings too.
  await deps.db.transaction().execute(async (trx) => {
    await insertProtocolAgreement(trx, userId, now);
    await agreeMonitoringWarnings(trx, userId, now);
  });
  return protocolAgreement(deps.db, userId);
}
