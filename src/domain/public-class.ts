/**
 * Public (open) classes (teaching.md §2 "/publicClass: shown only if the server says public classes
 * are available", §4 "Public class entry", §7 GetIsOpenClassTeacher, GetOpenClassTable,
 * GetOpenClassWebLink?classId). A public class is a class of type open in the tutor's class table;
 * only tutors the provider lets teach them see the page and its layout entry.
 */
import type { Static } from '@sinclair/typebox';
import type { OpenClassSchema, OpenClassTableSchema, OpenClassTeacherSchema } from './api/public-class.schemas';

export const PUBLIC_CLASS_PATH = '/publicClass';
/** How far back and ahead the public class table looks, in days. */
export const OPEN_CLASS_DAYS_BACK = 30;
export const OPEN_CLASS_DAYS_AHEAD = 28;

export type OpenClassTeacher = Static<typeof OpenClassTeacherSchema>;

export type OpenClassRow = Static<typeof OpenClassSchema>;

export type OpenClassTable = Static<typeof OpenClassTableSchema>;

export const PublicClassMessages = {
  notOpenClassTeacher: 'Public classes are not open to you.',
  notPublicClass: 'This class is not a public class.',
} as const;
