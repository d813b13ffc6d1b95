/**
 * Referrals (growth-account.md §3 "Tutor application", §7 GetReferralLink, TutorApply, Referrals/*):
 * the application's rules and messages, the track steps, shared by both halves. Pure.
 */
export const TUTOR_SOURCE_REFERRAL = 12;
export const REFERRAL_PAGE_SIZE = 10;

/** The steps an application's track shows, in order (our design; the spec shows none). */
export const ApplicationStep = { applied: 'Applied', accountOpened: 'Account opened', firstClass: 'First class' } as const;
export type ApplicationStep = (typeof ApplicationStep)[keyof typeof ApplicationStep];

export const ReferralMessages = {
  required: 'Required.',
  emailInvalid: 'E-mail must be valid',
  sourceInvalid: 'A referral application has TutorSource 12.',
  duplicate: 'This e-mail has already been referred.',
  added: 'Your referral has been submitted.',
  notFound: 'This application does not exist.',
  stepInvalid: 'This step cannot be recorded now.',
} as const;

export interface TutorApplicationForm {
  FirstName: string;
  LastName: string;
  Email: string;
  SkyID: string;
  MobileNumber: string;
  Country: string;
}

export type ApplicationField = keyof TutorApplicationForm;

/** The application's problems by field; empty: it may be sent. */
export function applicationErrors(form: TutorApplicationForm): Partial<Record<ApplicationField, string>> {
  const errors: Partial<Record<ApplicationField, string>> = {};
  for (const field of ['FirstName', 'LastName', 'Email', 'MobileNumber', 'Country'] as const) if (!form[field].trim()) errors[field] = ReferralMessages.required;
  if (!errors.Email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.Email.trim())) errors.Email = ReferralMessages.emailInvalid;
  for (const field of Object.keys(form) as ApplicationField[]) if (form[field].length > 100) errors[field] = 'Max 100 characters';
  return errors;
}

export interface ReferralRecord {
  ApplyId: number;
  Name: string;
  Email: string;
  Country: string;
  Step: string;
  AppliedAt: string;
}

export interface ReferralPage {
  Total: number;
  Items: ReferralRecord[];
}

export interface TrackStep {
  Step: string;
  At: string;
}
