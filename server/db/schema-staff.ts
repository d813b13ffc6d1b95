/** Staff console tables (0027-staff-console). */

/** One row per paid period of a tutor: the primary key lets exactly one payment cover a period. */
export interface PayRecordPeriodsTable {
  tutor_id: number;
  period: string;
  pay_record_id: number;
}

/** A pay period staff closed: its statements are final and ready to pay. */
export interface PayPeriodClosuresTable {
  period: string;
  closed_by: number;
  closed_at: string;
}

export interface StaffTables {
  pay_record_periods: PayRecordPeriodsTable;
  pay_period_closures: PayPeriodClosuresTable;
}
