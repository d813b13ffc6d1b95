import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Link } from 'wouter';
import { createSpeedTestLogic } from '../../../actors/speed-test.actors';
import { SPEED_VERDICT_TEXT } from '../../../domain/speed-test';
import { useForwardNotices } from '../../components/use-forward-notices';
import { useAreaLogic } from '../../page-logic-context';
import '../../styles/records.css';
import '../../styles/network-check.css';

const PHASE_TEXT: Record<string, string> = {
  loading: 'Getting ready…',
  idle: 'Press Start to test your connection to the portal.',
  ping: 'Measuring latency…',
  download: 'Measuring download speed…',
  upload: 'Measuring upload speed…',
  done: 'Test finished.',
  saving: 'Saving…',
  failed: '',
};

const figure = (value: number | null, unit: string) => (value === null ? '—' : `${value} ${unit}`);

/** /speed/speed.html: the network test with its four figures and a verdict in plain words. */
export default function SpeedTestPage() {
  const actor = useActorRef(useAreaLogic(createSpeedTestLogic).speedTest);
  useForwardNotices(actor);
  const phase = useSelector(actor, (s) => String(s.value));
  const busy = useSelector(actor, (s) => s.hasTag('status:busy') || s.matches('loading') || s.matches('saving'));
  const pingMs = useSelector(actor, (s) => s.context.pingMs);
  const jitterMs = useSelector(actor, (s) => s.context.jitterMs);
  const downloadMbps = useSelector(actor, (s) => s.context.downloadMbps);
  const uploadMbps = useSelector(actor, (s) => s.context.uploadMbps);
  const verdict = useSelector(actor, (s) => s.context.verdict);
  const saved = useSelector(actor, (s) => s.context.saved);
  const error = useSelector(actor, (s) => s.context.error);
  const thresholds = useSelector(actor, (s) => s.context.thresholds);

  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="speed-test-title">
        <h1 id="speed-test-title">Network Test</h1>
        <p role="status">{phase === 'failed' ? error : PHASE_TEXT[phase]}</p>
        <dl className="speed-figures" aria-label="Results">
          <div>
            <dt>Latency</dt>
            <dd>{figure(pingMs, 'ms')}</dd>
          </div>
          <div>
            <dt>Jitter</dt>
            <dd>{figure(jitterMs, 'ms')}</dd>
          </div>
          <div>
            <dt>Download</dt>
            <dd>{figure(downloadMbps, 'Mbps')}</dd>
          </div>
          <div>
            <dt>Upload</dt>
            <dd>{figure(uploadMbps, 'Mbps')}</dd>
          </div>
        </dl>
        {verdict && <p className={`speed-verdict speed-verdict-${verdict}`}>{SPEED_VERDICT_TEXT[verdict]}</p>}
        {thresholds && (
          <p>
            <small>
              A class needs at least {thresholds.minDownloadMbps} Mbps down and {thresholds.minUploadMbps} Mbps up, latency under {thresholds.maxPingMs} ms and
              jitter under {thresholds.maxJitterMs} ms.
            </small>
          </p>
        )}
        <div className="records-actions">
          <Button label={verdict ? 'Test again' : 'Start'} onClick={() => actor.send({ type: 'speed.start' })} disabled={busy} />
          {verdict && (
            <Button
              label={saved ? 'Saved to my profile' : 'Save to my profile'}
              severity="secondary"
              onClick={() => actor.send({ type: 'speed.save' })}
              disabled={busy || saved}
            />
          )}
        </div>
        <p className="records-links">
          <Link href="/test">Check camera and microphone</Link> · <Link href="/home">Back to the dashboard</Link>
        </p>
      </section>
    </main>
  );
}
