import type { FastifyInstance } from 'fastify';
import type { ClassDetailDeps } from '../../services/class-detail-access';

export function classDetailDeps(app: FastifyInstance): ClassDetailDeps {
  return { db: app.db, clock: app.clock, providerTimeZone: app.config.shell.providerTimeZone };
}
