import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CookieKey, DESKTOP_CLIENT } from '../../../src/domain/session-constants';
import type { ClassTableDeps } from '../../services/class-table.service';
import type { JoinClient, JoinDeps } from '../../services/classroom-join.service';

/** What the class table's services need, from the app's configuration. */
export function classTableDeps(app: FastifyInstance): ClassTableDeps {
  return { db: app.db, clock: app.clock, providerTimeZone: app.config.shell.providerTimeZone, opensBeforeMinutes: app.config.classroom.opensBeforeMinutes };
}

export function joinDeps(app: FastifyInstance): JoinDeps {
  return { ...classTableDeps(app), secret: app.config.appSecret, classroom: app.config.classroom };
}

/** The desktop client sets the cookie client=tutorclient (shell.md §9); it gets the client's links. */
export function joinClientOf(request: FastifyRequest): JoinClient {
  const cookies = (request.headers.cookie ?? '').split(';').map((pair) => pair.trim().split('='));
  return cookies.some(([name, value]) => name === CookieKey.client && decodeURIComponent(value ?? '') === DESKTOP_CLIENT) ? 'tutorclient' : 'web';
}

/** The portal's address as the browser sees it (PUBLIC_ORIGIN behind a proxy). */
export function originOf(app: FastifyInstance, request: FastifyRequest): string {
  return (app.config.publicOrigin || `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
