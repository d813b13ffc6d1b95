import type { Static } from '@sinclair/typebox';
import type { ContractInfoSchema, ContractInfoWithTextSchema, ContractSignatureSchema, ContractTextSchema, SignPhoneInfoSchema } from './api/records.schemas';

/**
 * Contract signing (growth-account.md §3, §4; shell.md §5). The audit status texts are in
 * sign-contract.ts; these are the signing flow's own. Pure.
 */

/** The contract text's version; a new version asks every tutor again (pop-out, signing). */
export const CONTRACT_VERSION = '2026-01';

export const SignChannel = { phone: 'phone', email: 'email' } as const;
export type SignChannel = (typeof SignChannel)[keyof typeof SignChannel];

/** Steps of signing, as the audit page lists them. */
export const ContractStep = {
  viewed: 'Contract viewed',
  saved: 'Contract details saved',
  codeSent: 'Verification code sent',
  codeFailed: 'Verification code rejected',
  verified: 'Identity verified',
  signed: 'Contract signed',
} as const;

export const ContractMessages = {
  typedNameRequired: 'Please type your full name as your signature.',
  typedNameMismatch: 'The typed name must be your full name as registered.',
  mustAgree: 'Please read the contract and agree to its terms.',
  saveFirst: 'Please fill in and save the contract first.',
  alreadySigned: 'Your contract is already signed.',
  signed: 'Your contract is signed and is being audited.',
  noSignature: 'You have not signed a contract yet.',
  statusInvalid: 'The audit result must be 1 (passed) or 2 (failed).',
  reasonRequired: 'Please give the reason the audit failed.',
  notAuditing: 'This contract is not waiting for an audit.',
} as const;

/** Whether the typed signature is the tutor's name: case and spacing aside. */
export function typedNameMatches(typed: string, fullName: string): boolean {
  const norm = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(typed) !== '' && norm(typed) === norm(fullName);
}

// ---- Answers (declared once, by the schemas in api/records.schemas.ts) ----

/** The contract's audit status, saved form and latest signature (SaveContractInfo and the signing calls answer it). */
export type ContractInfo = Static<typeof ContractInfoSchema>;
export type ContractSignature = Static<typeof ContractSignatureSchema>;
/** The contract as shown: its text, version, the tutor's name and the variant. */
export type ShownContract = Static<typeof ContractTextSchema>;
/** GetContractInfo's answer: the info and the contract's text. */
export type ContractInfoWithText = Static<typeof ContractInfoWithTextSchema>;
/** SignPhoneInfo's answer: the bound phone, masked. */
export type SignPhoneInfo = Static<typeof SignPhoneInfoSchema>;
