import type { Static } from '@sinclair/typebox';
import type { PhoneBindingStateSchema } from './api/records.schemas';

/**
 * Verification codes and the account-security forms (growth-account.md §4, §5, §8, §9): constants,
 * the spec's texts and the checks both halves run. Pure: no Node, browser or XState APIs.
 */

/** A code can be requested again this long after the last one (the send button's countdown). */
export const CODE_RESEND_WAIT_SECONDS = 60;
/** A code is valid this long (our choice). */
export const CODE_TTL_SECONDS = 10 * 60;
/** Wrong entries after which a code is spent (our choice). */
export const CODE_MAX_ATTEMPTS = 5;
/** Codes one address may request per hour, and one e-mail or phone per hour (our choice). */
export const CODES_PER_ADDRESS_PER_HOUR = 20;
export const CODES_PER_TARGET_PER_HOUR = 5;
export const CODE_LENGTH = 6;
/** Phone binding (§9). */
export const DEFAULT_AREA_CODE = '63';
export const PHONE_REMIND_LATER_HOURS = 6;
/** After a successful e-mail change, /newPersonalData reloads after this (§8). */
export const CHANGE_EMAIL_RELOAD_MS = 2_000;
export const PASSWORD_MIN_LENGTH = 8;

/** What each code proves; a code works only for its purpose. */
export const CodePurpose = {
  passwordReset: 'password-reset',
  changeEmail: 'change-email',
  phone: 'phone',
  contractEmail: 'contract-email',
  /** Confirming or changing the service fee's receiving account (issue 15). */
  paymentAccount: 'payment-account',
  /** A request to have the sign-in e-mail sent by SMS: recorded for the limits, its code never used. */
  retrieveEmail: 'retrieve-email',
} as const;
export type CodePurpose = (typeof CodePurpose)[keyof typeof CodePurpose];

export const VerificationMessages = {
  required: 'Required.',
  emailInvalid: 'E-mail must be valid',
  sameEmail: 'The new email is same with the old one.',
  codeInputError: 'Verification code input error',
  bindingSuccess: 'Binding success',
  sendSuccess: 'send success',
  send: 'Send',
  reSend: 'reSend',
  remindLater: 'Remind in 6 hours',
  // Ours, where the spec is silent.
  codeInvalid: 'The verification code is wrong, has expired or has already been used.',
  waitBeforeResend: 'Please wait 60 seconds before asking for another code.',
  tooManyCodes: 'Too many verification codes were requested. Please try again later.',
  resetCodeSent: 'If an account uses this e-mail, a verification code has been sent to it.',
  codeVerified: 'The code is correct. Please choose a new password.',
  passwordReset: 'Your password has been changed. Please sign in with the new password.',
  passwordTooShort: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordsDiffer: 'The two passwords are not the same.',
  retrieveEmailSent: 'If the tutor ID and phone match an account, its sign-in e-mail has been sent to that phone by SMS.',
  emailChanged: 'Your e-mail has been changed.',
  currentEmailWrong: 'The current e-mail does not match your account.',
  emailTaken: 'This e-mail is used by another account.',
  phoneInvalid: 'Please enter a valid phone number.',
  areaCodeInvalid: 'Please enter a valid area code.',
  remindLaterSaved: 'We will remind you again in 6 hours.',
  noVerifiedPhone: 'Please bind your phone first, or sign with your e-mail.',
  phoneNotBound: 'This is not the phone bound to your account.',
} as const;

/** The spec's loose e-mail pattern: something, an at-sign, something (§5). */
export function isLooseEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value.trim());
}

/** What a phone input keeps: digits and hyphens only (§5). */
export function keepPhoneCharacters(value: string): string {
  return value.replace(/[^\d-]/g, '');
}

/** The digits of a phone, as stored and compared. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function isPlausiblePhone(value: string): boolean {
  const digits = phoneDigits(value);
  return digits.length >= 6 && digits.length <= 15;
}

export function isAreaCode(value: string): boolean {
  return /^\+?\d{1,4}$/.test(value.trim());
}

/** An e-mail as codes and accounts compare it. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The e-mail change form's errors (§5), field by field; empty when it may be sent. */
export function changeEmailErrors(form: { newEmail: string; code: string }, currentEmail: string): { newEmail?: string; code?: string } {
  const errors: { newEmail?: string; code?: string } = {};
  if (!form.newEmail.trim()) errors.newEmail = VerificationMessages.required;
  else if (!isLooseEmail(form.newEmail)) errors.newEmail = VerificationMessages.emailInvalid;
  else if (normaliseEmail(form.newEmail) === normaliseEmail(currentEmail)) errors.newEmail = VerificationMessages.sameEmail;
  if (!form.code.trim()) errors.code = VerificationMessages.required;
  return errors;
}

/** A phone shown without giving it away: the last four digits only. */
export function maskPhone(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length <= 4 ? digits : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

/** PhoneBindingState's answer (api/records.schemas.ts). */
export type PhoneBindingState = Static<typeof PhoneBindingStateSchema>;
