import type { Generated } from 'kysely';

/** Service fee tables (0020-service-fee). */
export interface RateCardsTable {
  id: Generated<number>;
  tutor_id: number;
  class_type: string;
  minutes: number;
  fee_centavos: number;
  updated_at: string;
}

export interface PayRecordsTable {
  id: Generated<number>;
  tutor_id: number;
  period_from: string;
  period_to: string;
  amount: number;
  paid_on: string;
  account: string;
  reference: Generated<string>;
  created_by: number;
  created_at: string;
}

export interface PayRemarksTable {
  id: Generated<number>;
  tutor_id: number;
  entry_id: number;
  remark: string;
  created_by: number;
  created_at: string;
}

export interface PaymentAccountsTable {
  tutor_id: number;
  method: string;
  account: string;
  holder_name: string;
  confirmed_at: string | null;
  terms_accepted_at: string | null;
  updated_at: string;
}

export interface MoneyTables {
  rate_cards: RateCardsTable;
  pay_records: PayRecordsTable;
  pay_remarks: PayRemarksTable;
  payment_accounts: PaymentAccountsTable;
}
