import type { ClassRequestPointType } from '../domain/class-request';
import type { ClassRequestRecord } from '../domain/message-records';

export interface ClassRequestPopupInput {
  request: ClassRequestRecord;
  /** Ring: this tab holds the realtime connection. */
  sound: boolean;
}

export interface ClassRequestPopupContext extends ClassRequestPopupInput {
  /** The read report was sent (the request is read): lists and counters refresh on close. */
  changed: boolean;
}

export type ClassRequestPopupEvent = { type: 'request.close' } | { type: 'request.grab' };

export interface ReadReportInput {
  id: number;
  classId: number;
  pointType: ClassRequestPointType;
}

/** readTeacheDidiMessage's answer: the signed grab-orders URL for point type 3. */
export interface ReadReportOutput {
  grabOrdersUrl: string | null;
}

export const ClassRequestPopupTag = { busy: 'status:busy' } as const;
export type ClassRequestPopupTag = (typeof ClassRequestPopupTag)[keyof typeof ClassRequestPopupTag];
