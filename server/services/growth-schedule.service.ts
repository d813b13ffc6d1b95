import type { Kysely } from 'kysely';
import { ClassStatus } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  CLASS_PHOTO_MODULE,
  GrowthScheduleMessages,
  PHOTO_CLASSES_OFFERED,
  PHOTO_CLASS_DAYS,
  PHOTO_SHARING_LIMIT,
  type ClassPhotoRequest,
  type GrowthScheduleList,
  type PhotoSharing,
  type ScheduleDay,
} from '../../src/domain/growth-schedule';
import { LEDGER_RULES, fromHundredths } from '../../src/domain/ledger';
import { addLocalDays, localDate, localWeek, weekStartingOn } from '../../src/domain/provider-time';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { findTutorClass } from '../repositories/classes.repository';
import {
  finishedClassesWithoutPhoto,
  findScheduleConfirmation,
  insertClassPhoto,
  insertScheduleConfirmation,
  listClassPhotos,
  plottedSlotStarts,
} from '../repositories/growth-schedule.repository';
import type { UploadContext } from '../uploads/upload-context';
import { findOwnedStoredFile, previewLink } from '../uploads/stored-files';
import type { Clock } from './clock';
import { postLedgerEntriesIn } from './ledger.service';

/**
 * The growth system's schedule confirmation and class photos (src/domain/growth-schedule.ts).
 * Their growth values go through the ledger's entry function, keyed so each counts once: the week
 * (`schedule_week`, tutor and Monday) and the class (`class`).
 */
export interface GrowthScheduleDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: { shell: { providerTimeZone: string } };
  uploads: UploadContext;
}

const refuse = (message: string) => new ApiFailure(ErrorCode.Failed, message);

/** The provider week after the current one. */
function nextWeek(deps: GrowthScheduleDeps) {
  const zone = deps.config.shell.providerTimeZone;
  const thisWeek = localWeek(deps.clock.now().getTime(), zone);
  const week = weekStartingOn(addLocalDays(thisWeek.key, 7), zone);
  return { key: week.key, range: { fromIso: new Date(week.startMs).toISOString(), toIso: new Date(week.endMs).toISOString() } };
}

function byDay(starts: readonly string[], monday: string, zone: string): ScheduleDay[] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = addLocalDays(monday, i);
    return { Date: date, Slots: starts.filter((start) => localDate(Date.parse(start), zone) === date) };
  });
}

/** GetScheduleList: next week's plot, day by day, and whether the tutor confirmed it. */
export async function scheduleList(deps: GrowthScheduleDeps, tutorId: number): Promise<GrowthScheduleList> {
  const week = nextWeek(deps);
  const [starts, confirmation] = await Promise.all([plottedSlotStarts(deps.db, tutorId, week.range), findScheduleConfirmation(deps.db, tutorId, week.key)]);
  return {
    Week: week.key,
    TimeZone: deps.config.shell.providerTimeZone,
    SlotCount: starts.length,
    Days: byDay(starts, week.key, deps.config.shell.providerTimeZone),
    Confirmed: confirmation !== undefined,
    ConfirmedAt: confirmation?.confirmed_at ?? null,
    Reward: fromHundredths(LEDGER_RULES['gv.schedule_confirmed'].amount ?? 0),
  };
}

/** ScheduleSubmit: confirms next week's plot (at least one slot), once a week: +1 growth. */
export async function submitSchedule(deps: GrowthScheduleDeps, tutorId: number): Promise<GrowthScheduleList> {
  const week = nextWeek(deps);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const starts = await plottedSlotStarts(trx, tutorId, week.range);
    if (starts.length === 0) throw refuse(GrowthScheduleMessages.nothingToConfirm);
    const inserted = await insertScheduleConfirmation(trx, { tutor_id: tutorId, week: week.key, slot_count: starts.length, confirmed_at: now.toISOString() });
    if (!inserted) throw refuse(GrowthScheduleMessages.alreadyConfirmed);
    await postLedgerEntriesIn(
      trx,
      [{ tutorId, rule: 'gv.schedule_confirmed', source: { type: 'schedule_week', id: `${tutorId}:${week.key}` }, countsAt: now, note: `Week of ${week.key}` }],
      now,
    );
  });
  return scheduleList(deps, tutorId);
}

/** ClassGroupPhotoSubmit: a group photo (a GroupPhoto upload of the tutor) with the students of a finished class: +0.25 growth, once a class. */
export async function submitClassPhoto(deps: GrowthScheduleDeps, tutorId: number, body: ClassPhotoRequest): Promise<PhotoSharing> {
  const lesson = await findTutorClass(deps.db, tutorId, body.ClassId);
  if (!lesson || lesson.status !== ClassStatus.finished) throw refuse(GrowthScheduleMessages.classNotFinished);
  const file = await findOwnedStoredFile(deps.uploads, tutorId, body.FileRef);
  if (!file || file.module_name !== CLASS_PHOTO_MODULE) throw refuse(GrowthScheduleMessages.photoMissing);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const id = await insertClassPhoto(trx, {
      tutor_id: tutorId,
      class_id: lesson.id,
      file_ref: file.file_ref,
      caption: (body.Caption ?? '').trim(),
      shared_at: now.toISOString(),
    });
    if (id === null) throw refuse(GrowthScheduleMessages.photoExists);
    await postLedgerEntriesIn(
      trx,
      [{ tutorId, rule: 'gv.photo_with_students', source: { type: 'class', id: lesson.id }, countsAt: now, note: `Photo ${id}` }],
      now,
    );
  });
  return photoSharing(deps, tutorId);
}

/** GetPhotoSharing: the tutor's shared class photos, newest first, with links valid for a while, and the recent finished classes still without one. */
export async function photoSharing(deps: GrowthScheduleDeps, tutorId: number): Promise<PhotoSharing> {
  const now = deps.clock.now().getTime();
  const [rows, classes] = await Promise.all([
    listClassPhotos(deps.db, tutorId, PHOTO_SHARING_LIMIT),
    finishedClassesWithoutPhoto(
      deps.db,
      tutorId,
      new Date(now - PHOTO_CLASS_DAYS * 86_400_000).toISOString(),
      new Date(now).toISOString(),
      PHOTO_CLASSES_OFFERED,
    ),
  ]);
  const photos = rows.map((row) => ({
    Id: Number(row.id),
    ClassId: row.class_id,
    StudentName: row.student_name,
    ClassStartAt: row.start_at,
    Caption: row.caption,
    PhotoUrl: previewLink(deps.uploads, row.file_ref).url,
    SharedAt: row.shared_at,
  }));
  return { Photos: photos, Classes: classes.map((c) => ({ ClassId: c.id, StudentName: c.student_name, StartAt: c.start_at })) };
}
