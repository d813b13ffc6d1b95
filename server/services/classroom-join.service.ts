import { randomBytes } from 'node:crypto';
import {
  AGORA_PRELOAD_TOOLS,
  ClassTableMessages,
  JoinCall,
  joinCallOf,
  type ClassroomLink,
  type PreloadUrl,
  type SmallClassInfo,
} from '../../src/domain/class-table';
import { ClassActor, ClassEventKind, ClassStatus, classToolName } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import type { Config } from '../config';
import { ApiFailure } from '../http/envelope';
import {
  createTestClassroomIfMissing,
  findSmallClass,
  insertClassroomJoin,
  testClassroomOf,
  tutorSmallClassSeats,
  type ClassTableRow,
} from '../repositories/class-table.repository';
import { findClasses } from '../repositories/classes.repository';
import { recordClassEventIn } from './class.service';
import { tutorClass, type ClassTableDeps } from './class-table.service';
import { classroomRoom, fillTemplate, linkKeyOfTool, teacherToken, type ClassroomLinkKey } from './classroom-links';

/**
 * Joining the classroom (teaching.md §7 join calls): each call serves the classes of its tools,
 * from the configured time before the start until the end, for the class's own tutor only. Every
 * join is a `classroom_joins` row and a `joined` class event, in one transaction; the answer is the
 * tool's link from its template, the desktop client's template inside the client.
 */
export interface JoinDeps extends ClassTableDeps {
  secret: string;
  classroom: Config['classroom'];
}

export type JoinClient = 'web' | 'tutorclient';

export interface JoinOptions {
  client: JoinClient;
  isMac?: boolean;
}

const MINUTE = 60_000;

/** Joins one class through `call`; refuses another tutor's class, the wrong call, and a closed classroom. */
export async function joinClass(deps: JoinDeps, tutorId: number, classId: number, call: JoinCall, options: JoinOptions): Promise<ClassroomLink> {
  const lesson = await tutorClass(deps, tutorId, classId);
  const expected = joinCallOf(lesson.class_tool, lesson.small_class_id !== null);
  // The desktop client records its own joins of any tool; in the browser each tool has its call.
  const clientRecord = call === JoinCall.clientJoin && options.client === 'tutorclient' && lesson.small_class_id === null;
  if (call !== expected && !clientRecord) {
    const tool = lesson.small_class_id !== null ? 'a small classroom' : classToolName(lesson.class_tool);
    throw new ApiFailure(ErrorCode.Failed, ClassTableMessages.wrongJoinCall(tool, expected || call));
  }
  assertJoinable(deps, lesson);
  await recordJoins(deps, tutorId, [lesson], call, options.client);
  return classLink(deps, tutorId, lesson, options);
}

export function assertJoinable(deps: JoinDeps, lesson: ClassTableRow): void {
  if (lesson.status !== ClassStatus.booked) throw new ApiFailure(ErrorCode.Failed, ClassTableMessages.classNotBooked(lesson.status));
  const now = deps.clock.now().getTime();
  if (now >= Date.parse(lesson.end_at)) throw new ApiFailure(ErrorCode.Failed, ClassTableMessages.classOver);
  if (now < Date.parse(lesson.start_at) - deps.classroom.opensBeforeMinutes * MINUTE) {
    throw new ApiFailure(ErrorCode.Failed, ClassTableMessages.notJoinableYet(deps.classroom.opensBeforeMinutes));
  }
}

export async function recordJoins(deps: JoinDeps, tutorId: number, lessons: readonly ClassTableRow[], via: string, client: JoinClient): Promise<void> {
  const at = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const rows = await findClasses(
      trx,
      lessons.map((l) => l.id),
    );
    for (const lesson of lessons) {
      await insertClassroomJoin(trx, { classId: lesson.id, tutorId, classTool: lesson.class_tool, client, via, at: at.toISOString() });
      const row = rows.get(lesson.id);
      if (row) await recordClassEventIn(trx, row, { kind: ClassEventKind.joined, actor: ClassActor.tutor, actorId: tutorId, details: { via, client } }, at);
    }
  });
}

function link(
  deps: JoinDeps,
  key: ClassroomLinkKey,
  options: JoinOptions,
  values: { room: string; token: string; clid: number | string; tuid: number },
  toolName: string,
): ClassroomLink {
  const forClient = options.client === 'tutorclient';
  const template = (forClient ? deps.classroom.clientTemplates : deps.classroom.webTemplates)[key];
  return {
    Url: fillTemplate(template, { ...values, mac: options.isMac === true }),
    Room: values.room,
    Token: values.token,
    ToolName: toolName,
    ForClient: forClient,
  };
}

export function classLink(deps: JoinDeps, tutorId: number, lesson: ClassTableRow, options: JoinOptions): ClassroomLink {
  if (lesson.small_class_id !== null) return smallClassLink(deps, tutorId, lesson, options);
  const room = classroomRoom(deps.secret, 'class', lesson.id);
  const token = teacherToken(deps.secret, room, tutorId, Date.parse(lesson.end_at));
  return link(deps, linkKeyOfTool(lesson.class_tool), options, { room, token, clid: lesson.id, tuid: tutorId }, classToolName(lesson.class_tool));
}

function smallClassLink(deps: JoinDeps, tutorId: number, seat: ClassTableRow, options: JoinOptions): ClassroomLink {
  // One room per small-class session: the seats sharing a start meet in it.
  const room = classroomRoom(deps.secret, 'small', `${seat.small_class_id}@${seat.start_at}`);
  const token = teacherToken(deps.secret, room, tutorId, Date.parse(seat.end_at));
  return link(deps, 'SMALLCLASS', options, { room, token, clid: seat.id, tuid: tutorId }, 'Small class');
}

/** The courseware page an EClassroom (Agora) class preloads in a hidden 1x1 window, while the class is not over. */
export async function agoraPreloadUrl(deps: JoinDeps, tutorId: number, classId: number, client: JoinClient): Promise<PreloadUrl> {
  const lesson = await tutorClass(deps, tutorId, classId);
  if (!AGORA_PRELOAD_TOOLS.includes(lesson.class_tool)) {
    throw new ApiFailure(ErrorCode.Failed, `This class is taught in ${classToolName(lesson.class_tool)}: it has no courseware to preload.`);
  }
  if (lesson.status !== ClassStatus.booked) throw new ApiFailure(ErrorCode.Failed, ClassTableMessages.classNotBooked(lesson.status));
  if (deps.clock.now().getTime() >= Date.parse(lesson.end_at)) throw new ApiFailure(ErrorCode.Failed, ClassTableMessages.classOver);
  const room = classroomRoom(deps.secret, 'class', lesson.id);
  const { Url } = link(deps, 'AGORAPRELOAD', { client }, { room, token: '', clid: lesson.id, tuid: tutorId }, 'Agora courseware');
  return { Url };
}

/** A small class's session the tutor teaches now or next (else the last), with its seats. */
async function currentSession(deps: JoinDeps, tutorId: number, smallClassId: number) {
  const small = await findSmallClass(deps.db, smallClassId);
  const seats = small ? await tutorSmallClassSeats(deps.db, tutorId, smallClassId) : [];
  if (!small || seats.length === 0) throw new ApiFailure(ErrorCode.NotFound, ClassTableMessages.smallClassNotFound, 404);
  const nowIso = deps.clock.now().toISOString();
  const live = seats.filter((s) => s.status === ClassStatus.booked && s.end_at > nowIso);
  const start = (live[0] ?? seats[seats.length - 1]!).start_at;
  return { small, session: seats.filter((s) => s.start_at === start) };
}

export async function smallClassInfo(deps: JoinDeps, tutorId: number, smallClassId: number): Promise<SmallClassInfo> {
  const { small, session } = await currentSession(deps, tutorId, smallClassId);
  const first = session.find((s) => s.status === ClassStatus.booked) ?? session[0]!;
  const now = deps.clock.now().getTime();
  const opensAt = Date.parse(first.start_at) - deps.classroom.opensBeforeMinutes * MINUTE;
  return {
    SCLID: small.id,
    Title: small.title,
    CourseName: small.course_name ?? '',
    Capacity: small.capacity,
    StartTime: first.start_at,
    EndTime: first.end_at,
    Students: session.map((s) => ({ CLID: s.id, StuUID: s.student_id ?? 0, Name: s.student_name, Status: s.status })),
    CanJoin: first.status === ClassStatus.booked && now >= opensAt && now < Date.parse(first.end_at),
    JoinOpensAt: new Date(opensAt).toISOString(),
  };
}

/** Joins the small class's current session: every booked seat records the join. */
export async function joinSmallClass(deps: JoinDeps, tutorId: number, smallClassId: number, options: JoinOptions): Promise<ClassroomLink> {
  const { session } = await currentSession(deps, tutorId, smallClassId);
  const booked = session.filter((s) => s.status === ClassStatus.booked);
  const first = booked[0] ?? session[0]!;
  assertJoinable(deps, first);
  await recordJoins(deps, tutorId, booked, JoinCall.smallClass, options.client);
  return smallClassLink(deps, tutorId, first, options);
}

/** The tutor's ClassIn test course (to try camera, microphone and tools), created once. */
export async function createTestClassIn(deps: JoinDeps, tutorId: number, tuid: number, options: JoinOptions): Promise<ClassroomLink> {
  if (tuid !== tutorId) throw new ApiFailure(ErrorCode.Forbidden, ClassTableMessages.notYourTestClass, 403);
  await createTestClassroomIfMissing(deps.db, tutorId, randomBytes(12).toString('base64url'), deps.clock.now().toISOString());
  return testClassInfo(deps, tutorId, tuid, options);
}

export async function testClassInfo(deps: JoinDeps, tutorId: number, tuid: number, options: JoinOptions): Promise<ClassroomLink> {
  if (tuid !== tutorId) throw new ApiFailure(ErrorCode.Forbidden, ClassTableMessages.notYourTestClass, 403);
  const test = await testClassroomOf(deps.db, tutorId);
  if (!test) throw new ApiFailure(ErrorCode.Failed, ClassTableMessages.noTestClass);
  // A test course stays open; its token lasts a day from each start.
  const token = teacherToken(deps.secret, test.room, tutorId, deps.clock.now().getTime() + 24 * 3_600_000);
  return link(deps, 'TESTCLASSIN', options, { room: test.room, token, clid: 0, tuid: tutorId }, 'ClassIn test course');
}
