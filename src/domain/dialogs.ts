/** Shared dialogs and notices (shell.md §2, §4, §9). */
export const CONFIRM_DIALOG_WIDTH = 400;
/** Success dialogs close by themselves after this long. */
export const SUCCESS_DIALOG_AUTO_CLOSE_MS = 400_000;
export const SNACKBAR_MS = 4_000;
/** The default toast, at top-center. */
export const TOAST_MS = 5_000;
export const WATERMARK_OPACITY = 0.12;
/** The LimitFlow notice keeps its button disabled for this many seconds. */
export const NOTICE_COUNTDOWN_SECONDS = 3;

export const NoticeType = {
  default: 'default',
  limitFlow: 'LimitFlow',
  lotterySuccess: 'lotterySuccess',
  lotteryFailed: 'lotteryFailed',
  lotteryWarning: 'lotteryWarning',
  accentTest: 'accentTest',
} as const;
export type NoticeType = (typeof NoticeType)[keyof typeof NoticeType];

export const NOTICE_TYPES: readonly NoticeType[] = Object.values(NoticeType);

export function isNoticeType(value: string): value is NoticeType {
  return (NOTICE_TYPES as readonly string[]).includes(value);
}

/** Kinds of confirm dialog: a question, or a success message that closes by itself. */
export type ConfirmKind = 'confirm' | 'success';
