import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { callMachine } from '../../../machines/call.machine';

/**
 * `/im?answer=<callId>`: the call window the layout's call card opens (src/domain/call-card.ts).
 * The tutor accepted on the card, so when that call rings here the chat answers it, once.
 */
export function useAnswerFromLink(callRef: ActorRefFrom<typeof callMachine> | undefined): void {
  const answer = Number(new URLSearchParams(useSearch()).get('answer') ?? NaN);
  const ringing = useSelector(callRef, (snapshot) => (snapshot?.matches({ incoming: 'ringing' }) ? snapshot.context.callId : null));
  const answered = useRef(false);
  useEffect(() => {
    if (answered.current || !callRef || ringing === null || ringing !== answer) return;
    answered.current = true;
    callRef.send({ type: 'call.accept' });
  }, [callRef, ringing, answer]);
}
