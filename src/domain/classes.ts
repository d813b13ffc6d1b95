/**
 * The class model shared by both halves (../shared/design/domain-model.md "Classes"): statuses and
 * their one state machine, class types, who acts, the class tool enumeration, and the spec's
 * display status rule (teaching.md §4 "Class status").
 */

/** Class statuses as the `classes` table stores them. */
export const ClassStatus = {
  booked: 'booked',
  finished: 'finished',
  cancelled: 'cancelled',
  absent: 'absent',
} as const;
export type ClassStatus = (typeof ClassStatus)[keyof typeof ClassStatus];

/** The only status changes there are: a booked class ends one way, and an ended class stays ended. */
const TRANSITIONS: Readonly<Record<ClassStatus, readonly ClassStatus[]>> = {
  booked: [ClassStatus.finished, ClassStatus.cancelled, ClassStatus.absent],
  finished: [],
  cancelled: [],
  absent: [],
};

export function canChangeClassStatus(from: ClassStatus, to: ClassStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isClassStatus(value: string): value is ClassStatus {
  return Object.prototype.hasOwnProperty.call(TRANSITIONS, value);
}

/** Kinds of class (domain-model.md); stored as text. */
export const ClassType = {
  regular: 'regular',
  trial: 'trial',
  test: 'test',
  qa: 'qa',
  small: 'small',
  open: 'open',
  training: 'training',
} as const;
export type ClassType = (typeof ClassType)[keyof typeof ClassType];
export const CLASS_TYPES: readonly ClassType[] = Object.values(ClassType);

/** How a tutor reads a class type. */
export const CLASS_TYPE_LABELS: Readonly<Record<ClassType, string>> = {
  regular: 'Regular class',
  trial: 'Trial class',
  test: 'Test lesson',
  qa: 'QA lesson',
  small: 'Small class',
  open: 'Public class',
  training: 'Training class',
};

/** Who changed a class. */
export const ClassActor = {
  tutor: 'tutor',
  student: 'student',
  system: 'system',
  staff: 'staff',
} as const;
export type ClassActor = (typeof ClassActor)[keyof typeof ClassActor];

/** Which side missed an absent class: the tutor (a penalty) or the student (paid, with the tutor's proof). */
export const AbsentParty = { tutor: 'tutor', student: 'student' } as const;
export type AbsentParty = (typeof AbsentParty)[keyof typeof AbsentParty];

/** What `class_events` records; areas that land later add their kinds here. */
export const ClassEventKind = {
  booked: 'booked',
  finished: 'finished',
  cancelled: 'cancelled',
  absent: 'absent',
  rated: 'rated',
  joined: 'joined',
  materialSet: 'material_set',
  remarkSubmitted: 'remark_submitted',
  handedToStaff: 'handed_to_staff',
  reassigned: 'reassigned',
  /** An autonomous cancellation's penalties, until the ledger records them (issue 12). */
} as const;
export type ClassEventKind = (typeof ClassEventKind)[keyof typeof ClassEventKind];

/** The class tool enumeration, index to name (teaching.md §3). */
export const CLASS_TOOLS: readonly string[] = [
  'EClassroom',
  'QQ',
  'Skype',
  'FastMeeting',
  'OnlineClass',
  'Branded class tool',
  'WeChat',
  'ClassIn',
  'AClassroom',
  'GameClass',
  'AcsPro+',
  'Tencent Classroom',
];

export function classToolName(index: number): string {
  return CLASS_TOOLS[index] ?? 'Unknown tool';
}

/** A regular class lasts this long inside its half-hour slot (domain-model.md "Time"). */
export const CLASS_MINUTES = 25;
/** Teaching time is planned in slots of this length, on the half hour. */
export const SLOT_MINUTES = 30;

/** A temporary classroom opens this long before a class starts, and closes when it ends. */
export const TEMPORARY_CLASSROOM_OPENS_BEFORE_MS = 30 * 60_000;

/** How many classes after today the dashboard lists. */
export const DASHBOARD_UPCOMING_LIMIT = 5;

/** The class table's status of a class (teaching.md §4 "Class status"). */
export type ClassDisplayStatus = 'finished' | 'unfinished' | 'incorrectFinished';

/**
 * finished: the class is over and a SID (the lesson recorded as taught) exists; unfinished: neither
 * holds; incorrectFinished: otherwise (in practice, over without a lesson recorded).
 */
export function classDisplayStatus(isOver: boolean, sid: number | null | undefined): ClassDisplayStatus {
  const hasSid = sid !== null && sid !== undefined && sid > 0;
  if (isOver && hasSid) return 'finished';
  if (!isOver && !hasSid) return 'unfinished';
  return 'incorrectFinished';
}

/** Whole hours from `atMs` until a class starting at `startMs` (negative once it has started). */
export function hoursBeforeStart(startMs: number, atMs: number): number {
  return Math.floor((startMs - atMs) / 3_600_000);
}
