/**
 * The network test (issue 20, shell.md §1): latency, jitter, download and upload measured against
 * the portal's own server with parallel streams, as LibreSpeed does, and a verdict in plain words.
 *
 * Decided where the spec is silent: the line is good when every figure meets its threshold
 * (configuration, see the README); poor when download or upload is under half its minimum or
 * latency or jitter over twice its maximum; fair in between.
 */

export interface SpeedThresholds {
  minDownloadMbps: number;
  minUploadMbps: number;
  maxPingMs: number;
  maxJitterMs: number;
}

export interface SpeedResult {
  pingMs: number;
  jitterMs: number;
  downloadMbps: number;
  uploadMbps: number;
}

export const SpeedVerdict = { good: 'good', fair: 'fair', poor: 'poor' } as const;
export type SpeedVerdict = (typeof SpeedVerdict)[keyof typeof SpeedVerdict];

export const SPEED_VERDICT_TEXT: Record<SpeedVerdict, string> = {
  good: 'Your connection is good enough for class.',
  fair: 'Your connection may struggle in class: close other apps and downloads, or move closer to your router.',
  poor: 'Your connection is not good enough for class: use a wired connection or another network before teaching.',
};

export const SpeedMessages = {
  saved: 'Your internet speed has been saved to your profile.',
  failed: 'The network test could not reach the server. Check your connection and try again.',
  badResult: 'The test result is not valid.',
} as const;

/** The server's paths the test measures against (outside /api: no rate limit, bounded in size). */
/** The test's own page (shell.md §2). */
export const SPEED_PAGE_PATH = '/speed/speed.html';
export const SPEED_GARBAGE_PATH = '/speed/garbage';
export const SPEED_EMPTY_PATH = '/speed/empty';
/** Parallel streams for download and upload, and how long each phase runs. */
export const SPEED_STREAMS = 4;
export const SPEED_PHASE_MS = 6000;
export const SPEED_PINGS = 10;

export function speedVerdict(result: SpeedResult, t: SpeedThresholds): SpeedVerdict {
  const meets =
    result.downloadMbps >= t.minDownloadMbps && result.uploadMbps >= t.minUploadMbps && result.pingMs <= t.maxPingMs && result.jitterMs <= t.maxJitterMs;
  if (meets) return SpeedVerdict.good;
  const poor =
    result.downloadMbps < t.minDownloadMbps / 2 ||
    result.uploadMbps < t.minUploadMbps / 2 ||
    result.pingMs > t.maxPingMs * 2 ||
    result.jitterMs > t.maxJitterMs * 2;
  return poor ? SpeedVerdict.poor : SpeedVerdict.fair;
}

/** Latency is the lowest round trip; jitter the mean difference between successive round trips (LibreSpeed's way). */
export function pingAndJitter(roundTripsMs: readonly number[]): { pingMs: number; jitterMs: number } {
  if (roundTripsMs.length === 0) return { pingMs: 0, jitterMs: 0 };
  const pingMs = Math.min(...roundTripsMs);
  let sum = 0;
  for (let i = 1; i < roundTripsMs.length; i += 1) sum += Math.abs(roundTripsMs[i]! - roundTripsMs[i - 1]!);
  const jitterMs = roundTripsMs.length > 1 ? sum / (roundTripsMs.length - 1) : 0;
  return { pingMs: round1(pingMs), jitterMs: round1(jitterMs) };
}

/** Megabits per second from bytes moved in milliseconds. */
export function mbps(bytes: number, ms: number): number {
  return ms <= 0 ? 0 : round1((bytes * 8) / (ms / 1000) / 1_000_000);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** What the profile's internetSpeed keeps. */
export const internetSpeedText = (r: SpeedResult) => `${r.downloadMbps} Mbps down / ${r.uploadMbps} Mbps up`;
