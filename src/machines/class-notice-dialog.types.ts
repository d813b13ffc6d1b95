import type { DialogMessage } from './message-dialogs.types';

export interface ClassNoticeDialogInput {
  message: DialogMessage;
}

export interface ClassNoticeDialogContext {
  message: DialogMessage;
  /** The refusal reason as typed. */
  reason: string;
  /** 'pls give the reason why u Refuse' after an empty submit; '' otherwise. */
  reasonError: string;
  /** The notice was answered: lists and counters refresh when the dialog closes. */
  changed: boolean;
}

export type ClassNoticeDialogEvent =
  /** Read and Accept. */
  | { type: 'notice.accept' }
  /** Refuse: the notice closes and the reason dialog opens. */
  | { type: 'notice.refuse' }
  /** Closed without answering: the notice stays pending in the list. */
  | { type: 'notice.dismiss' }
  | { type: 'reason.change'; reason: string }
  /** Cancel in the reason dialog reopens the notice. */
  | { type: 'reason.cancel' }
  | { type: 'reason.submit' };

export const ClassNoticeDialogTag = { busy: 'status:busy' } as const;
export type ClassNoticeDialogTag = (typeof ClassNoticeDialogTag)[keyof typeof ClassNoticeDialogTag];
