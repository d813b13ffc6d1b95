/** Class statuses as the `classes` table stores them. */
export const ClassStatus = {
  booked: 'booked',
  finished: 'finished',
  cancelled: 'cancelled',
} as const;
export type ClassStatus = (typeof ClassStatus)[keyof typeof ClassStatus];

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

/** A temporary classroom opens this long before a class starts, and closes when it ends. */
export const TEMPORARY_CLASSROOM_OPENS_BEFORE_MS = 30 * 60_000;

/** How many classes after today the dashboard lists. */
export const DASHBOARD_UPCOMING_LIMIT = 5;
