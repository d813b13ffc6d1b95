import { useState } from 'react';
import { Link } from 'wouter';
import '../../styles/records.css';

type DeviceCheck = 'idle' | 'checking' | 'ready' | 'failed';

const CHECK_TEXT: Record<DeviceCheck, string> = {
  idle: 'Not checked yet.',
  checking: 'Asking the browser for your camera and microphone…',
  ready: 'Your camera and microphone work: you are ready for class.',
  failed: 'The camera or microphone could not be opened. Allow them in the browser and check they are plugged in.',
};

/** /test (agora-test, an extra static route): checks the camera and microphone the classroom uses. */
export default function AgoraTestPage() {
  const [check, setCheck] = useState<DeviceCheck>('idle');

  async function runCheck() {
    setCheck('checking');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
      // Only whether they open matters: release them at once so the classroom can take them.
      stream.getTracks().forEach((track) => track.stop());
      setCheck('ready');
    } catch {
      setCheck('failed');
    }
  }

  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="agora-test-title">
        <h1 id="agora-test-title">Classroom Device Test</h1>
        <p>Checks that the classroom can use your camera and microphone.</p>
        <button type="button" className="p-button" onClick={() => void runCheck()} disabled={check === 'checking'}>
          Test camera and microphone
        </button>
        <p role="status">{CHECK_TEXT[check]}</p>
        <p className="records-links">
          <Link href="/home">Back to the dashboard</Link>
        </p>
      </section>
    </main>
  );
}
