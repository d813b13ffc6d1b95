import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ClassRequestPointType } from '../../src/domain/class-request';
import { ErrorCode } from '../../src/domain/error-codes';
import { MessageKind } from '../../src/domain/message-kinds';
import { Messages } from '../../src/domain/messages';
import { HubEvent } from '../../src/domain/realtime';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import {
  findGrabOrdersUser,
  findTutorClassRequest,
  insertClassRequest,
  insertClassRequestPoint,
  listUnreadClassRequests,
  markClassRequestRead,
} from '../repositories/class-requests.repository';
import { insertMessage, markMessagesRead } from '../repositories/messages.repository';
import { announce, pushUnreadCounters, type MessageDeps } from './messages.service';
import type { ClassRequestRecord } from '../../src/domain/message-records';

/** Offers a class to a tutor: stores the request and its message, then pushes the pop-up event. */
export async function createClassRequest(
  deps: MessageDeps,
  input: { tutorId: number; classId: number; dialog: string; isPopUpPoint: boolean },
): Promise<ClassRequestRecord> {
  const now = deps.clock.now().toISOString();
  const item = await deps.db.transaction().execute(async (trx) => {
    const message = await insertMessage(
      trx,
      { tutorId: input.tutorId, kind: MessageKind.classRequest, title: Messages.classRequestTitle, content: input.dialog },
      now,
    );
    const id = await insertClassRequest(trx, {
      tutor_id: input.tutorId,
      message_id: message.id,
      class_id: input.classId,
      dialog: input.dialog,
      is_pop_up_point: input.isPopUpPoint ? 1 : 0,
      read_at: null,
      created_at: now,
    });
    return { id, classID: input.classId, dialog: input.dialog, isPopUpPoint: input.isPopUpPoint };
  });
  await announce(deps, input.tutorId, HubEvent.classRequest, item);
  return item;
}

/** The tutor's unread class requests, newest first (the pop-up's fallback when realtime is off). */
export async function unreadClassRequests(db: Kysely<Database>, tutorId: number): Promise<ClassRequestRecord[]> {
  const rows = await listUnreadClassRequests(db, tutorId);
  return rows.map((row) => ({ id: row.id, classID: row.class_id, dialog: row.dialog, isPopUpPoint: row.is_pop_up_point === 1 }));
}

/** Records a pop-up point (2 shown, 3 grab, 4 closed) for a class the tutor was offered. */
export async function addClassRequestPoint(
  deps: MessageDeps,
  tutorId: number,
  point: { classId: number; pointType: ClassRequestPointType; requestId?: number },
): Promise<void> {
  const request = await findTutorClassRequest(deps.db, tutorId, point.classId, point.requestId);
  if (!request) throw new ApiFailure(ErrorCode.NotFound, Messages.messageNotFound, 404);
  await insertClassRequestPoint(deps.db, {
    tutor_id: tutorId,
    request_id: request.id,
    class_id: point.classId,
    point_type: point.pointType,
    created_at: deps.clock.now().toISOString(),
  });
}

/**
 * The read report: marks the request (and its message) read and records the point. For 'Grab it
 * now' (type 3) it answers the grab-orders URL the pop-up opens next; otherwise null.
 */
export async function readClassRequest(
  deps: MessageDeps & { grabOrders: GrabOrdersSigner },
  tutorId: number,
  report: { id: number; classId: number; pointType: ClassRequestPointType },
): Promise<string | null> {
  const request = await findTutorClassRequest(deps.db, tutorId, report.classId, report.id);
  if (!request) throw new ApiFailure(ErrorCode.NotFound, Messages.messageNotFound, 404);
  const now = deps.clock.now().toISOString();
  await markClassRequestRead(deps.db, request.id, now);
  const changed = request.message_id === null ? 0 : await markMessagesRead(deps.db, tutorId, [request.message_id], now);
  await addClassRequestPoint(deps, tutorId, { classId: report.classId, pointType: report.pointType, requestId: request.id });
  if (changed > 0) await pushUnreadCounters(deps, tutorId);
  return report.pointType === ClassRequestPointType.grab ? grabOrdersUrl(deps, tutorId) : null;
}

/** The fields the grab-orders page is opened with, and the server's signature over them. */
export interface GrabOrdersTicket {
  email: string;
  nick_name: string;
  tuid: number;
  timestamp: number;
  token: string;
}

/**
 * Signs grab-orders tickets with HMAC-SHA256 under the app secret, over
 * `email={email}&nick_name={nick_name}&tuid={tuid}&timestamp={timestamp}`; the partner site holds
 * the same secret and checks the token and the timestamp's age.
 */
export function createGrabOrdersSigner(secret: string, pageUrl: string) {
  const sign = (ticket: Omit<GrabOrdersTicket, 'token'>) =>
    createHmac('sha256', secret).update(`email=${ticket.email}&nick_name=${ticket.nick_name}&tuid=${ticket.tuid}&timestamp=${ticket.timestamp}`).digest('hex');
  return {
    pageUrl,
    ticket(fields: Omit<GrabOrdersTicket, 'token'>): GrabOrdersTicket {
      return { ...fields, token: sign(fields) };
    },
    verify(ticket: GrabOrdersTicket): boolean {
      const expected = Buffer.from(sign(ticket));
      const given = Buffer.from(ticket.token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    url(ticket: GrabOrdersTicket): string {
      const url = new URL(pageUrl);
      for (const [key, value] of Object.entries(ticket)) url.searchParams.set(key, String(value));
      return url.toString();
    },
  };
}
export type GrabOrdersSigner = ReturnType<typeof createGrabOrdersSigner>;

/** The signed grab-orders URL for a tutor, stamped now. */
export async function grabOrdersUrl(deps: Pick<MessageDeps, 'db' | 'clock'> & { grabOrders: GrabOrdersSigner }, tutorId: number): Promise<string> {
  const user = await findGrabOrdersUser(deps.db, tutorId);
  const ticket = deps.grabOrders.ticket({ email: user.email, nick_name: user.first_name, tuid: user.id, timestamp: deps.clock.now().getTime() });
  return deps.grabOrders.url(ticket);
}
