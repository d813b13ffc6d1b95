/** Class request ("didi") pop-up point types (growth-account.md §4, §9; teaching.md §4). */
export const ClassRequestPointType = {
  /** The pop-up was shown for a request flagged isPopUpPoint. */
  poppedUp: 2,
  /** 'Grab it now': the read report that opens the grab-orders page. */
  grab: 3,
  /** The pop-up was closed. */
  closed: 4,
} as const;
export type ClassRequestPointType = (typeof ClassRequestPointType)[keyof typeof ClassRequestPointType];
export const CLASS_REQUEST_POINT_TYPES: readonly ClassRequestPointType[] = Object.values(ClassRequestPointType);
