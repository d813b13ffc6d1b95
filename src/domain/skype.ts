/** The Skype dialog (growth-account.md §4, §5, §9): when it opens, and its one field. */
import type { Static } from '@sinclair/typebox';
import type { DialogListItemSchema } from './api/widgets.schemas';

/** A dialog-list item of this Type asks the tutor for the Skype id. */
export const SKYPE_DIALOG_TYPE = 1;
export const SKYPE_ID_MAX_LENGTH = 100;

/** An item of ShowDialogList. */
export type DialogListItem = Static<typeof DialogListItemSchema>;

export function asksForSkype(items: readonly DialogListItem[]): boolean {
  return items.some((item) => item.Type === SKYPE_DIALOG_TYPE);
}

/** Sky is required and trimmed: the trimmed id, or the message to show under the field. */
export function checkSkypeId(sky: string): { ok: true; sky: string } | { ok: false; message: string } {
  const trimmed = sky.trim();
  if (!trimmed) return { ok: false, message: 'Required' };
  if (trimmed.length > SKYPE_ID_MAX_LENGTH) return { ok: false, message: `At most ${SKYPE_ID_MAX_LENGTH} characters` };
  return { ok: true, sky: trimmed };
}

export const SkypeTexts = {
  title: 'Your Skype ID',
  message: 'Our staff need your Skype ID to reach you about your classes.',
  label: 'Skype ID',
  submit: 'Submit',
  later: 'Later',
  saved: 'Your Skype ID has been saved.',
} as const;
