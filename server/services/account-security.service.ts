import { ErrorCode } from '../../src/domain/error-codes';
import {
  CodePurpose,
  PASSWORD_MIN_LENGTH,
  PHONE_REMIND_LATER_HOURS,
  VerificationMessages,
  changeEmailErrors,
  isAreaCode,
  isLooseEmail,
  isPlausiblePhone,
  maskPhone,
  normaliseEmail,
  phoneDigits,
  type PhoneBindingState,
} from '../../src/domain/verification';
import { ApiFailure } from '../http/envelope';
import {
  emailUsedByOther,
  findActiveUserByEmail,
  findActiveUserById,
  revokeAllTokens,
  updateEmail,
  updatePasswordHash,
} from '../repositories/accounts.repository';
import { findPhoneReminder, findTutorPhone, phoneNeeded, savePhoneReminder, saveTutorPhone, setPhoneNeeded } from '../repositories/phones.repository';
import { deliver, type DeliveryDeps } from './delivery.service';
import { hashPassword } from './password';
import { checkCode, issueCode } from './verification-codes.service';
import { CODE_TTL_SECONDS } from '../../src/domain/verification';

export type SecurityDeps = DeliveryDeps;

const minutes = CODE_TTL_SECONDS / 60;
const codeText = (code: string, why: string) =>
  `Your verification code is ${code}. It is valid for ${minutes} minutes and can be used once. ${why}\n\nIf you did not ask for it, ignore this message.`;

/** The phone as codes are addressed: +<area code><digits>. */
export function phoneTarget(countryCode: string, phone: string): string {
  return `+${phoneDigits(countryCode)}${phoneDigits(phone)}`;
}

function requireValid(condition: boolean, message: string): void {
  if (!condition) throw new ApiFailure(ErrorCode.Failed, message);
}

// ---- Forgotten password (public) -------------------------------------------------------------

/** Sends a reset code when an account uses `email`; answers the same either way. */
export async function sendPasswordResetCode(deps: SecurityDeps, email: string, ip: string): Promise<string> {
  requireValid(isLooseEmail(email), VerificationMessages.emailInvalid);
  const target = normaliseEmail(email);
  const user = await findActiveUserByEmail(deps.db, target);
  const code = await issueCode(deps, { purpose: CodePurpose.passwordReset, target, userId: user?.id ?? null, ip });
  if (user) {
    await deliver(deps, {
      channel: 'email',
      to: user.email,
      userId: user.id,
      kind: 'password-reset',
      subject: 'Your password reset code',
      text: codeText(code, 'Enter it on the Forgot password page to choose a new password.'),
    });
  }
  return VerificationMessages.resetCodeSent;
}

/** Checks a reset code without spending it (the page's second step). */
export async function verifyPasswordResetCode(deps: SecurityDeps, email: string, code: string): Promise<void> {
  await checkCode(deps, CodePurpose.passwordReset, normaliseEmail(email), code, { consume: false });
}

/** Spends the code, sets the new password and signs the account out everywhere. */
export async function resetPassword(deps: SecurityDeps, email: string, password: string, code: string): Promise<void> {
  requireValid(password.length >= PASSWORD_MIN_LENGTH, VerificationMessages.passwordTooShort);
  const checked = await checkCode(deps, CodePurpose.passwordReset, normaliseEmail(email), code, { consume: true });
  const userId = checked.userId!;
  const now = deps.clock.now().toISOString();
  const hash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, userId, hash, now);
    await revokeAllTokens(trx, userId, now);
  });
  const user = await findActiveUserById(deps.db, userId);
  if (user) {
    await deliver(deps, {
      channel: 'email',
      to: user.email,
      userId,
      kind: 'password-changed',
      subject: 'Your password was changed',
      text: 'Your tutor portal password was just changed and every device was signed out. If this was not you, contact your tutor manager at once.',
    });
  }
}

/** /retrieveEmail: sends the account's sign-in e-mail by SMS to its bound phone when Tuid and phone match. */
export async function retrieveEmail(deps: SecurityDeps, tuid: number, phone: string, ip: string): Promise<string> {
  requireValid(isPlausiblePhone(phone), VerificationMessages.phoneInvalid);
  const digits = phoneDigits(phone);
  const bound = await findTutorPhone(deps.db, tuid);
  const matches = bound !== undefined && (phoneDigits(bound.phone) === digits || `${phoneDigits(bound.country_code)}${phoneDigits(bound.phone)}` === digits);
  const user = matches ? await findActiveUserById(deps.db, tuid) : undefined;
  // Counted like a code request (limits, 60 s), whether or not anything is sent.
  await issueCode(deps, { purpose: CodePurpose.retrieveEmail, target: `${tuid}:${digits}`, userId: user?.id ?? null, ip });
  if (user && bound) {
    await deliver(deps, {
      channel: 'sms',
      to: phoneTarget(bound.country_code, bound.phone),
      userId: user.id,
      kind: 'retrieve-email',
      text: `Your tutor portal sign-in e-mail is ${user.email}.`,
    });
  }
  return VerificationMessages.retrieveEmailSent;
}

// ---- Change e-mail (signed in) ---------------------------------------------------------------

export async function sendChangeEmailCode(deps: SecurityDeps, userId: number, newEmail: string, ip: string): Promise<string> {
  const user = await findActiveUserById(deps.db, userId);
  if (!user) throw new ApiFailure(ErrorCode.NotFound, VerificationMessages.currentEmailWrong, 404);
  const errors = changeEmailErrors({ newEmail, code: '-' }, user.email);
  if (errors.newEmail) throw new ApiFailure(ErrorCode.Failed, errors.newEmail);
  const target = normaliseEmail(newEmail);
  const code = await issueCode(deps, { purpose: CodePurpose.changeEmail, target, userId, ip });
  await deliver(deps, {
    channel: 'email',
    to: newEmail.trim(),
    userId,
    kind: 'change-email',
    subject: 'Confirm your new e-mail',
    text: codeText(code, 'Enter it in the Change e-mail dialog to use this address for your tutor account.'),
  });
  return VerificationMessages.sendSuccess;
}

export async function changeEmail(deps: SecurityDeps, userId: number, form: { currentEmail: string; code: string; newEmail: string }): Promise<string> {
  const user = await findActiveUserById(deps.db, userId);
  if (!user) throw new ApiFailure(ErrorCode.NotFound, VerificationMessages.currentEmailWrong, 404);
  if (form.currentEmail.trim() && normaliseEmail(form.currentEmail) !== normaliseEmail(user.email)) {
    throw new ApiFailure(ErrorCode.Failed, VerificationMessages.currentEmailWrong);
  }
  const errors = changeEmailErrors({ newEmail: form.newEmail, code: form.code }, user.email);
  const first = errors.newEmail ?? errors.code;
  if (first) throw new ApiFailure(ErrorCode.Failed, first);
  const target = normaliseEmail(form.newEmail);
  await checkCode(deps, CodePurpose.changeEmail, target, form.code, { consume: true, failureCode: ErrorCode.Failed, ownerId: userId });
  if (await emailUsedByOther(deps.db, target, userId)) throw new ApiFailure(ErrorCode.Failed, VerificationMessages.emailTaken);
  await updateEmail(deps.db, userId, form.newEmail.trim());
  await deliver(deps, {
    channel: 'email',
    to: user.email,
    userId,
    kind: 'email-changed',
    subject: 'Your e-mail was changed',
    text: `The e-mail of your tutor account was changed to ${form.newEmail.trim()}. If this was not you, contact your tutor manager at once.`,
  });
  return VerificationMessages.emailChanged;
}

// ---- Phone (signed in) -----------------------------------------------------------------------

function checkPhoneInput(countryCode: string, phone: string): void {
  if (!phone.trim() || !countryCode.trim()) throw new ApiFailure(ErrorCode.Failed, VerificationMessages.required);
  requireValid(isAreaCode(countryCode), VerificationMessages.areaCodeInvalid);
  requireValid(isPlausiblePhone(phone), VerificationMessages.phoneInvalid);
}

/** Sends a code by SMS to a phone the tutor wants to bind or sign with. */
export async function sendPhoneCode(deps: SecurityDeps, userId: number, countryCode: string, phone: string, ip: string): Promise<string> {
  checkPhoneInput(countryCode, phone);
  const target = phoneTarget(countryCode, phone);
  const code = await issueCode(deps, { purpose: CodePurpose.phone, target, userId, ip });
  await deliver(deps, { channel: 'sms', to: target, userId, kind: 'phone-code', text: `Tutor portal verification code: ${code} (valid ${minutes} minutes).` });
  return VerificationMessages.sendSuccess;
}

/** Spends a phone code of this tutor's (ErrorCode 2 when wrong): proof they hold the phone now. */
export async function provePhone(deps: SecurityDeps, userId: number, countryCode: string, phone: string, code: string): Promise<string> {
  checkPhoneInput(countryCode, phone);
  if (!code.trim()) throw new ApiFailure(ErrorCode.Failed, VerificationMessages.required);
  const target = phoneTarget(countryCode, phone);
  await checkCode(deps, CodePurpose.phone, target, code, { consume: true, ownerId: userId });
  return target;
}

export async function bindPhone(deps: SecurityDeps, userId: number, countryCode: string, phone: string, code: string): Promise<string> {
  await provePhone(deps, userId, countryCode, phone, code);
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await saveTutorPhone(trx, { user_id: userId, country_code: phoneDigits(countryCode), phone: phoneDigits(phone), verified_at: now });
    await setPhoneNeeded(trx, userId, false);
    await savePhoneReminder(trx, userId, null);
  });
  return VerificationMessages.bindingSuccess;
}

export async function remindPhoneLater(deps: SecurityDeps, userId: number): Promise<string> {
  const remindAfter = new Date(deps.clock.now().getTime() + PHONE_REMIND_LATER_HOURS * 3600_000).toISOString();
  await savePhoneReminder(deps.db, userId, remindAfter);
  return VerificationMessages.remindLaterSaved;
}

export async function phoneBindingState(deps: SecurityDeps, userId: number): Promise<PhoneBindingState> {
  const [needed, reminder, bound] = await Promise.all([phoneNeeded(deps.db, userId), findPhoneReminder(deps.db, userId), findTutorPhone(deps.db, userId)]);
  const putOff = reminder !== undefined && Date.parse(reminder) > deps.clock.now().getTime();
  return {
    showDialog: needed && !putOff,
    bound: bound !== undefined,
    countryCode: bound?.country_code ?? '',
    maskedPhone: bound ? maskPhone(bound.phone) : '',
    remindAfter: putOff ? reminder : null,
  };
}
