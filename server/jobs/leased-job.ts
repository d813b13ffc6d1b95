import type { FastifyInstance } from 'fastify';
import { takeJobLease } from '../repositories/job-leases.repository';
import { newLeaseHolder } from './job-lease';

export interface LeasedJob {
  /** The lease's name in job_leases. */
  name: string;
  /** How often a round is due; 0 turns the job off. */
  intervalMs: number;
  /** One round; answers a summary to log, or nothing. */
  run(): Promise<Record<string, number> | void>;
}

/**
 * Runs `job` every `intervalMs` while the app is open, in one process only: each round first takes
 * (or renews) the job's lease for one interval in the shared database, and only the holder runs.
 * When the holder stops, another process takes the lease at its next round after it ran out.
 */
export function scheduleLeasedJob(app: FastifyInstance, job: LeasedJob): void {
  if (job.intervalMs <= 0) return;
  const holder = newLeaseHolder();
  let running = false;
  const round = async () => {
    const now = app.clock.now();
    if (!(await takeJobLease(app.db, job.name, holder, now, job.intervalMs))) return;
    // `leasedAt` is the lease's own time: rounds of one job are at least an interval apart in it.
    app.log.debug({ job: job.name, holder, leasedAt: now.getTime() }, 'job round');
    const summary = await job.run();
    if (summary && Object.values(summary).some((count) => count > 0)) app.log.info({ job: job.name, ...summary }, 'job round done');
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    round()
      .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job round failed'))
      .finally(() => {
        running = false;
      });
  }, job.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
