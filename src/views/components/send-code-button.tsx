import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { codeButtonText, type CodeRequest } from '../../machines/code-sender.machine';
import { useAreaLogic } from '../page-logic-context';
import { createRecordsLogic } from '../../actors/records.actors';
import { useForwardNotices } from './use-forward-notices';

/**
 * A verification-code send button with its 60 s countdown. Mounted inside a dialog, it stops with
 * it, and so does the countdown. `request` returns null when the form is not ready (the parent
 * shows why).
 */
export function SendCodeButton({
  request,
  resendLabel = false,
  label = 'Send verification code',
}: {
  request: () => CodeRequest | null;
  resendLabel?: boolean;
  label?: string;
}) {
  const actor = useActorRef(useAreaLogic(createRecordsLogic).codeSender);
  useForwardNotices(actor);
  const waiting = useSelector(actor, (snapshot) => snapshot.matches('waiting'));
  const sending = useSelector(actor, (snapshot) => snapshot.matches('sending'));
  const secondsLeft = useSelector(actor, (snapshot) => snapshot.context.secondsLeft);
  const sentOnce = useSelector(actor, (snapshot) => snapshot.context.sentOnce);
  const text = codeButtonText({ waiting, secondsLeft, sentOnce }, resendLabel);
  return (
    <Button
      type="button"
      label={text}
      aria-label={waiting ? `${label}: wait ${secondsLeft} seconds` : label}
      disabled={waiting || sending}
      loading={sending}
      outlined
      onClick={() => {
        const next = request();
        if (next) actor.send({ type: 'code.send', request: next });
      }}
    />
  );
}
