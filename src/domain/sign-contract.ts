import { Messages } from './messages';

/** Routes the Sign Contract row leads to (shell.md §2, §5). */
export const NEW_PERSONAL_DATA_PATH = '/newPersonalData';
export const SIGN_CONTRACT_PATH = '/signContract';
export const SIGN_CONTRACT_CUSTOM_PATH = '/signContractCustom';

/** The user flags the click rules read (shell.md §3). */
export interface SignContractUser {
  isNeedToImprovePersonalInformation: boolean;
  awaitApproval: boolean;
  isInternationalOrCustom: boolean;
}

/** What a click on Sign Contract does. */
export type SignContractAction =
  /** Ask with a confirm dialog; on confirmation go to `path`. */
  | { kind: 'confirmThenNavigate'; message: string; path: string }
  /** Tell the user in a notice; stay. */
  | { kind: 'notify'; message: string }
  | { kind: 'navigate'; path: string };

/** The four Sign Contract click rules of shell.md §5, in order: the first that applies wins. */
export function signContractAction(user: SignContractUser): SignContractAction {
  if (user.isNeedToImprovePersonalInformation) {
    return { kind: 'confirmThenNavigate', message: Messages.personalInfoAsap, path: NEW_PERSONAL_DATA_PATH };
  }
  if (user.awaitApproval) return { kind: 'notify', message: Messages.personalDataVerifying };
  if (user.isInternationalOrCustom) return { kind: 'navigate', path: SIGN_CONTRACT_CUSTOM_PATH };
  return { kind: 'navigate', path: SIGN_CONTRACT_PATH };
}

/** Contract audit status (shell.md §4). */
export const ContractAuditStatus = {
  notSigned: -1,
  auditing: 0,
  passed: 1,
  failed: 2,
} as const;
export type ContractAuditStatus = (typeof ContractAuditStatus)[keyof typeof ContractAuditStatus];

const AUDIT_STATUS_TEXT: Record<number, string> = {
  [ContractAuditStatus.notSigned]: 'Not signed',
  [ContractAuditStatus.auditing]: 'Auditing',
  [ContractAuditStatus.passed]: 'Audit Passed',
  [ContractAuditStatus.failed]: 'Audit failed',
};

/** The text of an audit status; any status not in the table reads 'Not signed'. */
export function contractAuditStatusText(status: number): string {
  return AUDIT_STATUS_TEXT[status] ?? 'Not signed';
}

/**
 * Whether the person panel offers the Sign Contract row: while there is something to sign, that is
 * the contract is not signed or its audit failed. Auditing and passed contracts need no action.
 */
export function contractRowApplies(status: number): boolean {
  return status !== ContractAuditStatus.auditing && status !== ContractAuditStatus.passed;
}
