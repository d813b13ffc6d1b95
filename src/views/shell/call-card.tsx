import '../styles/call-card.css';
import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { createCallCardLogic } from '../../actors/call-card.actors';
import { CallCardTexts } from '../../domain/call-card';
import { isAudioCall } from '../../domain/im';
import type { callCardMachine } from '../../machines/call-card.machine';
import { useAreaLogic } from '../page-logic-context';
import { SessionContext } from '../session-context';
import { useRealtime } from '../use-signed-in-parts';

/** The incoming call card, run by the layout on every page but the chat, which shows its own. */
export function CallCard() {
  // Inside the desktop client a window opens in the system browser, which holds no session (the guard keeps the flag).
  const guard = SessionContext.useSelector((snapshot) => snapshot.children.routeGuard);
  const isDesktopClient = useSelector(guard, (snapshot) => snapshot?.context.isDesktopClient ?? false);
  const actor = useActorRef(useAreaLogic(createCallCardLogic), { input: { signedInToMessaging: !isDesktopClient } });
  const realtime = useRealtime();
  const [path] = useLocation();
  const onChat = path === '/im' || path.startsWith('/im/');
  useEffect(() => {
    if (!realtime || onChat) return undefined;
    const incoming = realtime.on('call.incoming', (event) => actor.send(event));
    const ended = realtime.on('call.ended', (event) => actor.send(event));
    return () => {
      incoming.unsubscribe();
      ended.unsubscribe();
    };
  }, [realtime, actor, onChat]);
  return onChat ? null : <CallCardView actor={actor} />;
}

export function CallCardView({ actor }: { actor: ActorRefFrom<typeof callCardMachine> }) {
  const invite = useSelector(actor, (snapshot) => snapshot.context.invite);
  const busy = useSelector(actor, (snapshot) => !snapshot.matches('ringing'));
  if (!invite) return null;
  const audio = isAudioCall(invite.mediaType);
  return (
    <section className="call-card" role="alertdialog" aria-labelledby="call-card-title" aria-describedby="call-card-kind">
      <i className={`call-card-icon pi ${audio ? 'pi-phone' : 'pi-video'}`} aria-hidden="true" />
      <div className="call-card-who">
        <h2 id="call-card-title">{CallCardTexts.calling(invite.from.nickname)}</h2>
        <p id="call-card-kind">{audio ? CallCardTexts.audio : CallCardTexts.video}</p>
      </div>
      <div className="call-card-actions">
        <Button
          type="button"
          label={CallCardTexts.decline}
          icon="pi pi-times"
          severity="danger"
          disabled={busy}
          onClick={() => actor.send({ type: 'card.decline' })}
        />
        <Button
          type="button"
          label={CallCardTexts.accept}
          icon="pi pi-phone"
          severity="success"
          loading={busy}
          disabled={busy}
          onClick={() => actor.send({ type: 'card.accept' })}
          autoFocus
        />
      </div>
    </section>
  );
}
