import { describe, expect, it } from 'vitest';
import { Messages } from '../../src/domain/messages';
import { contractAuditStatusText, contractRowApplies, signContractAction, type SignContractUser } from '../../src/domain/sign-contract';

const plain: SignContractUser = { isNeedToImprovePersonalInformation: false, awaitApproval: false, isInternationalOrCustom: false };

describe('Sign Contract click rules, in order', () => {
  it('1. asks for personal information first, whatever else holds', () => {
    const action = signContractAction({ isNeedToImprovePersonalInformation: true, awaitApproval: true, isInternationalOrCustom: true });
    expect(action).toEqual({
      kind: 'confirmThenNavigate',
      message: 'Please kindly upload your personal information ASAP.',
      path: '/newPersonalData',
    });
  });

  it('2. tells a tutor awaiting approval to wait, before the custom route', () => {
    expect(signContractAction({ ...plain, awaitApproval: true, isInternationalOrCustom: true })).toEqual({
      kind: 'notify',
      message: Messages.personalDataVerifying,
    });
    expect(Messages.personalDataVerifying).toBe(
      "You Personal Data is being verified, please confirm with your TM and sign the digital contract once it's done. Thanks",
    );
  });

  it('3. sends international or custom tutors to /signContractCustom', () => {
    expect(signContractAction({ ...plain, isInternationalOrCustom: true })).toEqual({ kind: 'navigate', path: '/signContractCustom' });
  });

  it('4. sends everyone else to /signContract', () => {
    expect(signContractAction(plain)).toEqual({ kind: 'navigate', path: '/signContract' });
  });
});

describe('contract audit status', () => {
  it.each([
    [-1, 'Not signed', true],
    [0, 'Auditing', false],
    [1, 'Audit Passed', false],
    [2, 'Audit failed', true],
    [9, 'Not signed', true],
  ])('%i reads %s; the row applies: %s', (status, text, applies) => {
    expect(contractAuditStatusText(status)).toBe(text);
    expect(contractRowApplies(status)).toBe(applies);
  });
});
