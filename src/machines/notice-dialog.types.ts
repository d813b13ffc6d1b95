import type { NoticeType } from '../domain/dialogs';

// ---- Context --------------------------------------------------------------------------------

export interface Notice {
  type: NoticeType;
  title: string;
  message: string;
}

export interface NoticeDialogContext {
  notice: Notice | null;
  /** LimitFlow: seconds left before the button works again; 0 otherwise. */
  secondsLeft: number;
  /** LimitFlow: 'You can have a try again now.' once the countdown is over; '' otherwise. */
  retryMessage: string;
}

// ---- Events ---------------------------------------------------------------------------------

export type NoticeDialogEvent =
  /** Shows a notice; a notice already shown is replaced. */
  | { type: 'notice.open'; noticeType?: NoticeType; title?: string; message: string }
  /** The dialog's button; it does nothing while a LimitFlow countdown runs. */
  | { type: 'notice.close' };

export type NoticeDialogEmitted = { type: 'notice.closed'; noticeType: NoticeType };
