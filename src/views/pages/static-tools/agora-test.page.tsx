import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Link } from 'wouter';
import { createDeviceCheckLogic, mediaSupported } from '../../../actors/device-check.actors';
import { DeviceCheckTexts, DeviceStatus } from '../../../domain/device-check';
import { useForwardNotices } from '../../components/use-forward-notices';
import { useAreaLogic } from '../../page-logic-context';
import '../../styles/records.css';
import '../../styles/network-check.css';

const statusText = (status: DeviceStatus, ok: string, error: string | null) =>
  status === DeviceStatus.ok
    ? ok
    : status === DeviceStatus.failed
      ? (error ?? '')
      : status === DeviceStatus.unsupported
        ? DeviceCheckTexts.unsupportedBrowser
        : 'Not checked yet.';

/** /test (agora-test, an extra static route): checks the camera, microphone and speakers the classroom uses. */
export default function AgoraTestPage() {
  const actor = useActorRef(useAreaLogic(createDeviceCheckLogic).deviceCheck, { input: { supported: mediaSupported() } });
  useForwardNotices(actor);
  const camera = useSelector(actor, (s) => s.context.camera);
  const microphone = useSelector(actor, (s) => s.context.microphone);
  const speakers = useSelector(actor, (s) => s.context.speakers);
  const cameraError = useSelector(actor, (s) => s.context.cameraError);
  const microphoneError = useSelector(actor, (s) => s.context.microphoneError);
  const onSpeakers = useSelector(actor, (s) => s.matches('speakers'));
  const finished = useSelector(actor, (s) => s.matches('done'));
  const idle = useSelector(actor, (s) => s.matches('idle') || s.matches('done'));
  const allOk = camera === DeviceStatus.ok && microphone === DeviceStatus.ok && speakers === DeviceStatus.ok;

  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="agora-test-title">
        <h1 id="agora-test-title">Classroom Device Test</h1>
        <p>{DeviceCheckTexts.intro}</p>
        <ul className="device-list" aria-label="Devices">
          <li>
            <strong>Camera:</strong> {statusText(camera, DeviceCheckTexts.cameraOk, cameraError)}
          </li>
          <li>
            <strong>Microphone:</strong> {statusText(microphone, DeviceCheckTexts.microphoneOk, microphoneError)}
          </li>
          <li>
            <strong>Speakers:</strong> {statusText(speakers, DeviceCheckTexts.speakersOk, DeviceCheckTexts.speakersFailed)}
          </li>
        </ul>
        {onSpeakers && (
          <div role="group" aria-label="Speakers">
            <p>{DeviceCheckTexts.speakersQuestion}</p>
            <div className="records-actions">
              <Button label="Play sound" severity="secondary" onClick={() => actor.send({ type: 'device.playTone' })} />
              <Button label="Yes, I heard it" onClick={() => actor.send({ type: 'device.heard', heard: true })} />
              <Button label="No sound" severity="danger" text onClick={() => actor.send({ type: 'device.heard', heard: false })} />
            </div>
          </div>
        )}
        {finished && <p role="status">{allOk ? DeviceCheckTexts.ready : DeviceCheckTexts.notReady}</p>}
        {idle && camera !== DeviceStatus.unsupported && (
          <Button label={finished ? 'Test again' : 'Test my devices'} onClick={() => actor.send({ type: 'device.start' })} />
        )}
        <p className="records-links">
          <Link href="/speed/speed.html">Test my connection</Link> · <Link href="/home">Back to the dashboard</Link>
        </p>
      </section>
    </main>
  );
}
