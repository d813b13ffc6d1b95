import { ErrorCode } from '../../src/domain/error-codes';
import { MessageKind } from '../../src/domain/message-kinds';
import { Messages } from '../../src/domain/messages';
import { PaymentMethod, ServiceFeeMessages, maskAccount, paymentAccountError, type PaymentAccount } from '../../src/domain/service-fee';
import { CodePurpose, VerificationMessages, maskEmail, normaliseEmail } from '../../src/domain/verification';
import { ApiFailure } from '../http/envelope';
import { findActiveUserById } from '../repositories/accounts.repository';
import { findPaymentAccount, savePaymentAccount } from '../repositories/service-fee.repository';
import { deliver, type DeliveryDeps } from './delivery.service';
import { sendMessage, type MessageDeps } from './messages.service';
import type { ServiceFeeDeps } from './service-fee.service';
import { checkCode, issueCode } from './verification-codes.service';

/**
 * The receiving account: the tutor confirms it or changes it with a code sent to their sign-in
 * e-mail (the account area's verification codes) and accepts the terms. A change is told to the
 * tutor as a payment message, which pushes `TeacheIsPaypalModify` to their open pages.
 */
export type PaymentAccountDeps = ServiceFeeDeps & MessageDeps & DeliveryDeps;

async function tutorEmail(deps: ServiceFeeDeps, tutorId: number): Promise<{ email: string; name: string }> {
  const user = await findActiveUserById(deps.db, tutorId);
  if (!user) throw new ApiFailure(ErrorCode.NotFound, Messages.notFound, 404);
  return { email: user.email, name: `${user.firstName} ${user.lastName}`.trim() };
}

export async function paymentAccount(deps: ServiceFeeDeps, tutorId: number): Promise<PaymentAccount> {
  const [row, user] = await Promise.all([findPaymentAccount(deps.db, tutorId), tutorEmail(deps, tutorId)]);
  return {
    Method: row ? (row.method as PaymentMethod) : null,
    Account: row ? maskAccount(row.account) : '',
    HolderName: row?.holder_name ?? '',
    Confirmed: row?.confirmed_at != null,
    ConfirmedAt: row?.confirmed_at ?? null,
    Email: maskEmail(user.email),
  };
}

/** The account as payment records and the payslip name it (masked). */
export async function paidToLabel(deps: ServiceFeeDeps, tutorId: number): Promise<string> {
  const row = await findPaymentAccount(deps.db, tutorId);
  if (!row) return '';
  return `${row.method === PaymentMethod.paypal ? 'PayPal' : 'Bank'} ${maskAccount(row.account)}`;
}

export async function sendPaymentAccountCode(deps: PaymentAccountDeps, tutorId: number, ip: string): Promise<string> {
  const user = await tutorEmail(deps, tutorId);
  const code = await issueCode(deps, { purpose: CodePurpose.paymentAccount, target: normaliseEmail(user.email), userId: tutorId, ip });
  await deliver(deps, {
    channel: 'email',
    to: user.email,
    userId: tutorId,
    kind: 'payment-account-code',
    subject: 'Your payment account code',
    text: `Your code to confirm your service fee payment account is ${code}. It is valid for 10 minutes and can be used once.`,
  });
  return VerificationMessages.sendSuccess;
}

export interface ConfirmAccountForm {
  method: string;
  /** Empty keeps the saved account (confirming it as it is). */
  account: string;
  holderName: string;
  code: string;
  acceptTerms: boolean;
}

/** Confirms (or changes and confirms) the account after checking the e-mail code; answers the account. */
export async function confirmPaymentAccount(deps: PaymentAccountDeps, tutorId: number, form: ConfirmAccountForm): Promise<PaymentAccount> {
  const saved = await findPaymentAccount(deps.db, tutorId);
  const method = form.method || saved?.method || '';
  const account = form.account.trim() || saved?.account || '';
  const holderName = form.holderName.trim() || saved?.holder_name || '';
  const problem = paymentAccountError(method, account);
  if (problem) throw new ApiFailure(ErrorCode.Failed, saved || form.account ? problem : ServiceFeeMessages.noAccount);
  if (holderName.length === 0 || holderName.length > 100)
    throw new ApiFailure(ErrorCode.Failed, 'Please enter the account holder name (at most 100 characters).');
  if (!form.acceptTerms) throw new ApiFailure(ErrorCode.Failed, ServiceFeeMessages.termsRequired);
  if (form.code.trim() === '') throw new ApiFailure(ErrorCode.Failed, VerificationMessages.required);
  const user = await tutorEmail(deps, tutorId);
  await checkCode(deps, CodePurpose.paymentAccount, normaliseEmail(user.email), form.code, { consume: true, ownerId: tutorId });
  const now = deps.clock.now().toISOString();
  const changed = !saved || saved.method !== method || saved.account !== account || saved.holder_name !== holderName;
  await savePaymentAccount(deps.db, {
    tutor_id: tutorId,
    method,
    account,
    holder_name: holderName,
    confirmed_at: now,
    terms_accepted_at: now,
    updated_at: now,
  });
  if (changed) {
    await sendMessage(deps, {
      tutorId,
      kind: MessageKind.paymentProvider,
      title: 'Payment account changed',
      content: `Your service fee will be paid to ${method === PaymentMethod.paypal ? 'PayPal' : 'bank account'} ${maskAccount(account)} from now on. If you did not make this change, contact us at once.`,
    });
  }
  return paymentAccount(deps, tutorId);
}
