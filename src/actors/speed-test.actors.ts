import { fromPromise } from 'xstate';
import {
  mbps,
  pingAndJitter,
  SPEED_EMPTY_PATH,
  SPEED_GARBAGE_PATH,
  SPEED_PHASE_MS,
  SPEED_PINGS,
  SPEED_STREAMS,
  type SpeedResult,
  type SpeedThresholds,
} from '../domain/speed-test';
import { speedTestMachine } from '../machines/speed-test.machine';
import type { PageDeps } from './page-logic';

const UPLOAD_CHUNK_BYTES = 1024 * 1024;
const GARBAGE_MB = 25;

const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}r=${Math.random().toString(36).slice(2)}`;

/** Runs `streams` loops in parallel until the phase time is up or `signal` aborts; answers bytes moved and time taken. */
async function parallelPhase(streams: number, signal: AbortSignal, once: (stop: AbortSignal, count: (bytes: number) => void) => Promise<void>) {
  const stop = new AbortController();
  const abort = () => stop.abort();
  signal.addEventListener('abort', abort);
  const timer = setTimeout(abort, SPEED_PHASE_MS);
  let bytes = 0;
  const started = performance.now();
  const loop = async () => {
    while (!stop.signal.aborted) {
      try {
        await once(stop.signal, (n) => (bytes += n));
      } catch (error) {
        if (!stop.signal.aborted) throw error;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: streams }, loop));
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
  if (signal.aborted) throw new DOMException('aborted', 'AbortError');
  return { bytes, ms: performance.now() - started };
}

/** The network test's machine with its measuring actors: fetch against the portal's own garbage and empty endpoints. */
export function createSpeedTestLogic(deps: PageDeps) {
  return {
    speedTest: speedTestMachine.provide({
      actors: {
        'load thresholds': fromPromise(({ signal }) => deps.api.get<SpeedThresholds>('/api/NetworkTest/Thresholds', undefined, { signal })),
        'measure ping': fromPromise(async ({ signal }) => {
          const trips: number[] = [];
          for (let i = 0; i < SPEED_PINGS; i += 1) {
            const started = performance.now();
            const answer = await fetch(fresh(SPEED_EMPTY_PATH), { cache: 'no-store', signal });
            await answer.arrayBuffer();
            // The first round trip opens the connection: LibreSpeed leaves it out too.
            if (i > 0) trips.push(performance.now() - started);
          }
          return pingAndJitter(trips);
        }),
        'measure download': fromPromise(async ({ signal }) => {
          const { bytes, ms } = await parallelPhase(SPEED_STREAMS, signal, async (stop, count) => {
            const answer = await fetch(fresh(`${SPEED_GARBAGE_PATH}?ckSize=${GARBAGE_MB}`), { cache: 'no-store', signal: stop });
            const reader = answer.body!.getReader();
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              count(value.byteLength);
            }
          });
          return mbps(bytes, ms);
        }),
        'measure upload': fromPromise(async ({ signal }) => {
          const payload = new Uint8Array(UPLOAD_CHUNK_BYTES);
          crypto.getRandomValues(payload.subarray(0, 65536));
          const blob = new Blob([payload], { type: 'application/octet-stream' });
          const { bytes, ms } = await parallelPhase(SPEED_STREAMS, signal, async (stop, count) => {
            await fetch(fresh(SPEED_EMPTY_PATH), { method: 'POST', body: blob, cache: 'no-store', signal: stop });
            count(UPLOAD_CHUNK_BYTES);
          });
          return mbps(bytes, ms);
        }),
        'save result': fromPromise(({ input, signal }: { input: SpeedResult; signal: AbortSignal }) =>
          deps.api.postWithMessage(
            '/api/NetworkTest/SaveResult',
            { PingMs: input.pingMs, JitterMs: input.jitterMs, DownloadMbps: input.downloadMbps, UploadMbps: input.uploadMbps },
            undefined,
            { signal },
          ),
        ),
      },
    }),
  };
}
