import { Type } from '@sinclair/typebox';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A provider day, YYYY-MM-DD.' });

export const PeriodBody = Type.Object({
  startDate: Day,
  endDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'The day after the last one shown (exclusive), YYYY-MM-DD.' }),
});

/** getTutorLessonDurationCancle and GetTutorLessonDurationTest take {startTime, endTime} (provider days). */
export const DurationBody = Type.Object({ startTime: Day, endTime: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Exclusive.' }) });

const Status = Type.Union([Type.Literal('Waited'), Type.Literal('Confirmed'), Type.Literal('Canceled')]);

export const ScheduleEventSchema = Type.Object({
  StartTime: Type.String(),
  EndTime: Type.String(),
  Status: Status,
  Type: Type.Union([Type.Literal(0), Type.Literal(1)]),
  Disabled: Type.Boolean(),
  BusyTimeCheck: Type.Boolean(),
  BusyTimeCheckFlag: Type.Boolean(),
  Links: Type.Array(Type.String()),
});

/** A provider peak period: local minutes [from, to) on the given ISO weekdays (1 Monday ... 7 Sunday). */
export const PeakPeriodSchema = Type.Object({ weekdays: Type.Array(Type.Integer()), fromMinutes: Type.Integer(), toMinutes: Type.Integer() });

export const AllowedScheduleSchema = Type.Object({
  Events: Type.Array(ScheduleEventSchema),
  TimeZone: Type.String(),
  PeakHours: Type.Array(PeakPeriodSchema),
  WindowStart: Type.String(),
  WindowEnd: Type.String(),
});

export const SlotChangeSchema = Type.Object({
  StartTime: Type.String({ maxLength: 40 }),
  Status: Type.Union([Type.Literal('Waited'), Type.Literal('Canceled')]),
  BusyTimeCheck: Type.Boolean({ default: false }),
  Links: Type.Array(Type.String({ maxLength: 40 }), {
    maxItems: 2,
    default: [],
    description: 'Ignored: the server links a busy-time slot to its plotted neighbours.',
  }),
});

export const InsertScheduleBody = Type.Object({ Items: Type.Array(SlotChangeSchema, { maxItems: 672 }) });

export const WeekLimitSchema = Type.Object({ WeekStart: Type.String(), Plotted: Type.Boolean(), Used: Type.Integer(), Remaining: Type.Integer() });

export const LimitCheckSchema = Type.Object({
  OpenSelfSchedule: Type.Boolean(),
  SelfSchedulesEnable: Type.Boolean(),
  Reason: Type.String(),
  ModifyLimit: Type.Integer(),
  Weeks: Type.Array(WeekLimitSchema),
});

export const InsertResultSchema = Type.Object({ Saved: Type.Integer(), Weeks: Type.Array(WeekLimitSchema) });

export const ReleaseSlotSchema = Type.Object({
  StartTime: Type.String(),
  Status: Type.Union([Type.Literal(0), Type.Literal(1)]),
  Booked: Type.Boolean(),
  BusyTimeCheck: Type.Boolean(),
  IsMarker: Type.Boolean(),
});

export const ReleaseSubmitBody = Type.Object({
  Items: Type.Array(Type.Object({ StartTime: Type.String({ maxLength: 40 }), Status: Type.Union([Type.Literal(0), Type.Literal(1)]) }), { maxItems: 672 }),
});

export const CancellableClassSchema = Type.Object({
  ClassId: Type.Integer(),
  StartTime: Type.String(),
  EndTime: Type.String(),
  StudentName: Type.String(),
  CourseName: Type.String(),
  ClassType: Type.String(),
  Cancellable: Type.Boolean(),
  IsNextWeek: Type.Boolean(),
  Status: Type.String(),
});

export const RemainingSchema = Type.Object({
  WeekStart: Type.String(),
  /** The zone of WeekStart, in which the cancellation view shows its classes' times (the provider's). */
  TimeZone: Type.String(),
  Tier: Type.String(),
  Allowance: Type.Integer(),
  Used: Type.Integer(),
  Remaining: Type.Integer(),
});

export const SelfCancelOptionSchema = Type.Object({ OpenSelfCancel: Type.Boolean(), Reason: Type.String() });

export const CancelRightsSchema = Type.Object({
  ...SelfCancelOptionSchema.properties,
  ...RemainingSchema.properties,
  Tiers: Type.Array(Type.Object({ Tier: Type.String(), Allowance: Type.Integer() })),
  ClosesMinutesBefore: Type.Integer(),
  Penalties: Type.Array(Type.Object({ When: Type.String(), TeachingPoints: Type.Number(), Growth: Type.Number() })),
});

export const ClassIdsBody = Type.Object({ ClassIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 50 }) });

export const CancelPlanItemSchema = Type.Object({
  ClassId: Type.Integer(),
  StartTime: Type.String(),
  UsesAllowance: Type.Boolean(),
  TeachingPoints: Type.Number(),
  Growth: Type.Number(),
});

export const CancelPreviewSchema = Type.Object({ Items: Type.Array(CancelPlanItemSchema), RemainingAfter: Type.Integer() });

export const CancelResultSchema = Type.Object({
  Cancelled: Type.Array(Type.Object({ ...CancelPlanItemSchema.properties, Status: Type.String() })),
  Remaining: Type.Integer(),
  ProofFileRef: Type.String(),
});

export const ReminderSchema = Type.Object({ IsShow: Type.Boolean(), Tips: Type.String() });
