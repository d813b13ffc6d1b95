import type { Generated } from 'kysely';

/** A tutor's time: plotted slots, busy links, submitted weeks, self-cancellations, what a leave did. */

/** A tutor's plotted half-hour slot. */
export interface ScheduleSlotsTable {
  id: Generated<number>;
  tutor_id: number;
  start_at: string;
  end_at: string;
  /** waited, confirmed, canceled. */
  status: Generated<string>;
  disabled: Generated<number>;
  is_busy: Generated<number>;
  class_id: number | null;
  created_at: string;
  updated_at: string;
}

/** A busy-time slot and an ordinary slot it is linked to (issue 12). */
export interface ScheduleBusyLinksTable {
  id: Generated<number>;
  tutor_id: number;
  busy_start_at: string;
  linked_start_at: string;
  created_at: string;
}

/** A week the tutor has submitted (its Monday), and how many changes were made to it since. */
export interface ScheduleWeekPlotsTable {
  id: Generated<number>;
  tutor_id: number;
  week_start: string;
  first_plotted_at: string;
  modify_count: Generated<number>;
  updated_at: string;
}

/** An autonomous cancellation of one class, with the allowance week it used and its proof. */
export interface SelfCancellationsTable {
  id: Generated<number>;
  tutor_id: number;
  class_id: number;
  /** Monday of the week whose allowance it used; empty when none. */
  allowance_week: Generated<string>;
  reason: string;
  proof_file_ref: string;
  hours_before: number;
  created_at: string;
}

/** What an approved leave did to a tutor's time: a slot it closed or a class it handed to staff. */
export interface LeaveTimeEffectsTable {
  id: Generated<number>;
  leave_id: number;
  tutor_id: number;
  /** slot_closed or class_handed. */
  kind: string;
  start_at: string;
  class_id: number | null;
  created_at: string;
  reopened_at: string | null;
}

export interface ScheduleTables {
  schedule_slots: ScheduleSlotsTable;
  schedule_busy_links: ScheduleBusyLinksTable;
  schedule_week_plots: ScheduleWeekPlotsTable;
  self_cancellations: SelfCancellationsTable;
  leave_time_effects: LeaveTimeEffectsTable;
}
