import type { Kysely } from 'kysely';
import { ClassDetailMessages } from '../../src/domain/class-detail';
import { ClassTableMessages } from '../../src/domain/class-table';
import { ErrorCode } from '../../src/domain/error-codes';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { studentHasClassWith } from '../repositories/class-table.repository';
import { findTutorClass, type ClassRow } from '../repositories/classes.repository';
import type { ClassEventContext } from './class-event-hooks';
import type { Clock } from './clock';

/** What the class detail services need from the app. */
export interface ClassDetailDeps {
  db: Kysely<Database>;
  clock: Clock;
  providerTimeZone: string;
}

export const eventContext = (deps: ClassDetailDeps): ClassEventContext => ({ providerTimeZone: deps.providerTimeZone });

/** One of the tutor's classes; another tutor's is answered as missing (ErrorCode 5), like the class table's calls. */
export async function ownClass(db: Kysely<Database>, tutorId: number, classId: number): Promise<ClassRow> {
  const lesson = await findTutorClass(db, tutorId, classId);
  if (!lesson) throw new ApiFailure(ErrorCode.NotFound, ClassDetailMessages.classNotFound, 404);
  return lesson;
}

/** A student the tutor teaches (has any class with); any other is answered as missing. */
export async function ownStudent(db: Kysely<Database>, tutorId: number, studentId: number): Promise<void> {
  if (!(await studentHasClassWith(db, tutorId, studentId))) throw new ApiFailure(ErrorCode.NotFound, ClassTableMessages.notYourStudent, 404);
}

export function failed(message: string): ApiFailure {
  return new ApiFailure(ErrorCode.Failed, message);
}
