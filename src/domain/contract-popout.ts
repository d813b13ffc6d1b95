/**
 * The contract pop-out (growth-account.md §4, §7 `GetIsShowPopoutByContract`,
 * `AgreenPopoutByContract?isAgreen`): the layout asks a tutor with a contract to sign whether to
 * sign it now. The spec names the calls only; the texts are ours.
 */
export const ContractPopoutTexts = {
  title: 'Your digital contract',
  message: 'Your tutor contract is ready to sign online. Signing takes about five minutes and keeps your classes and pay running without a break.',
  /** isAgreen=true: the answer is kept and the Sign Contract rules take the tutor on (shell.md §5). */
  agree: 'Sign now',
  /** isAgreen=false: the answer is kept too; the Sign Contract row of the person panel stays. */
  later: 'Not now',
  laterHint: 'You can sign it any time from Sign Contract in your panel.',
} as const;
