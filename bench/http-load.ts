/**
 * The load generator of bench/http.ts, run as its own process so it does not share an event loop
 * with the server it measures. Reads one JSON job from argv, prints one JSON line of results.
 */
import autocannon from 'autocannon';

interface LoadJob {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
const result = await autocannon({
  url: job.url,
  method: job.method,
  headers: job.headers,
  connections: job.connections,
  duration: job.seconds,
});
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  })}\n`,
);
