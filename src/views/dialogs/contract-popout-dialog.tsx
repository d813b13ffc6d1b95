import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { createContractPopoutLogic } from '../../actors/contract-popout.actors';
import { ContractPopoutTexts } from '../../domain/contract-popout';
import { signContractAction } from '../../domain/sign-contract';
import type { contractPopoutMachine } from '../../machines/contract-popout.machine';
import { useAreaLogic } from '../page-logic-context';
import { SessionContext } from '../session-context';
import { useHostedDialog } from './dialog-host';
import { useSharedDialogs } from './use-shared-dialogs';

/** The contract pop-out, run by the layout (growth-account.md §4); signing follows the Sign Contract rules (shell.md §5). */
export function ContractPopout() {
  const actor = useActorRef(useAreaLogic(createContractPopoutLogic));
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  const dialogs = useSharedDialogs();
  const [, navigate] = useLocation();
  useEffect(() => {
    const subscription = actor.on('contract.sign', () => {
      if (!user) return;
      const action = signContractAction(user);
      if (action.kind === 'notify') dialogs.notice({ message: action.message });
      // The tutor has just chosen to sign: the personal data step needs no second question.
      else navigate(action.path);
    });
    return () => subscription.unsubscribe();
  }, [actor, user, dialogs, navigate]);
  return <ContractPopoutView actor={actor} />;
}

export function ContractPopoutView({ actor }: { actor: ActorRefFrom<typeof contractPopoutMachine> }) {
  const open = useHostedDialog(
    'contractPopout',
    useSelector(actor, (snapshot) => snapshot.matches('open')),
  );
  const agreeing = useSelector(actor, (snapshot) => snapshot.matches({ open: 'agreeing' }));
  const declining = useSelector(actor, (snapshot) => snapshot.matches({ open: 'declining' }));
  const later = () => actor.send({ type: 'popout.later' });
  const footer = (
    <>
      <Button label={ContractPopoutTexts.later} text onClick={later} loading={declining} disabled={agreeing || declining} />
      <Button
        label={ContractPopoutTexts.agree}
        onClick={() => actor.send({ type: 'popout.agree' })}
        loading={agreeing}
        disabled={agreeing || declining}
        autoFocus
      />
    </>
  );
  return (
    <Dialog header={ContractPopoutTexts.title} visible={open} onHide={later} footer={footer} style={{ width: '400px', maxWidth: '95vw' }}>
      <p style={{ marginTop: 0, lineHeight: 1.5 }}>{ContractPopoutTexts.message}</p>
      <p style={{ marginBottom: 0, color: 'var(--text-color-secondary)' }}>{ContractPopoutTexts.laterHint}</p>
    </Dialog>
  );
}
