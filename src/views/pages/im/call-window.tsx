import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import { isAudioCall } from '../../../domain/im';
import type { CallMedia } from '../../../actors/im-call-media';
import type { callMachine } from '../../../machines/call.machine';

/**
 * The call window (500x500, growth-account.md §4): the incoming call card with Accept and
 * Decline, the ringing of an outgoing call, the live call with both videos, and why it ended.
 */
export function CallWindow({ callRef, media }: { callRef: ActorRefFrom<typeof callMachine>; media: CallMedia }) {
  const idle = useSelector(callRef, (snapshot) => snapshot.matches('idle'));
  const incoming = useSelector(callRef, (snapshot) => snapshot.matches({ incoming: 'ringing' }));
  const live = useSelector(callRef, (snapshot) => snapshot.matches('live'));
  const connected = useSelector(callRef, (snapshot) => snapshot.matches({ live: 'connected' }));
  const ended = useSelector(callRef, (snapshot) => snapshot.matches('ended'));
  const peerName = useSelector(callRef, (snapshot) => snapshot.context.peerName);
  const mediaType = useSelector(callRef, (snapshot) => snapshot.context.mediaType);
  const notice = useSelector(callRef, (snapshot) => snapshot.context.notice);
  const kind = isAudioCall(mediaType) ? 'audio' : 'video';

  if (idle) return null;
  const title = incoming ? `Incoming ${kind} call` : live ? `${kind === 'audio' ? 'Audio' : 'Video'} call` : ended ? 'Call ended' : `Calling ${peerName}…`;
  return (
    <div className="im-call-window" role="dialog" aria-label={title}>
      <h2>{title}</h2>
      <p className="im-call-peer">{peerName}</p>
      {live && <Videos media={media} audioOnly={kind === 'audio'} />}
      {live && <p role="status">{connected ? 'Connected' : 'Connecting…'}</p>}
      {ended && notice && <p role="alert">{notice}</p>}
      <div className="im-call-actions">
        {incoming && (
          <>
            <Button type="button" label="Accept" icon="pi pi-phone" severity="success" onClick={() => callRef.send({ type: 'call.accept' })} />
            <Button type="button" label="Decline" icon="pi pi-times" severity="danger" onClick={() => callRef.send({ type: 'call.decline' })} />
          </>
        )}
        {!incoming && !ended && (
          <Button type="button" label="Hang up" icon="pi pi-phone" severity="danger" onClick={() => callRef.send({ type: 'call.hangup' })} />
        )}
        {ended && <Button type="button" label="Close" onClick={() => callRef.send({ type: 'call.close' })} />}
      </div>
    </div>
  );
}

function Videos({ media, audioOnly }: { media: CallMedia; audioOnly: boolean }) {
  const local = useSyncExternalStore(
    (listener) => media.subscribe(listener),
    () => media.local,
  );
  const remote = useSyncExternalStore(
    (listener) => media.subscribe(listener),
    () => media.remote,
  );
  return (
    <div className="im-videos">
      <Stream stream={remote} label="Remote video" muted={false} hidden={audioOnly} />
      <Stream stream={local} label="Your video" muted hidden={audioOnly} />
    </div>
  );
}

function Stream({ stream, label, muted, hidden }: { stream: MediaStream | null; label: string; muted: boolean; hidden: boolean }) {
  const element = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (element.current) element.current.srcObject = stream;
  }, [stream]);
  return <video ref={element} aria-label={label} autoPlay playsInline muted={muted} hidden={hidden} />;
}
