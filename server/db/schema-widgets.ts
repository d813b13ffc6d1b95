/** The layout widgets' tables (0024-widgets). */
export interface WidgetsTables {
  protocol_agreements: ProtocolAgreementsTable;
}

/** When a tutor agreed to the protocol; the first agreement is kept. */
export interface ProtocolAgreementsTable {
  user_id: number;
  agreed_at: string;
}
