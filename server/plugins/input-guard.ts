import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '../../src/domain/error-codes';
import { ApiFailure } from '../http/envelope';
import { inspectInput } from '../http/input-rules';

/**
 * Before anything else reads a request (signature, auth, schemas, routes), its query, path
 * parameters and parsed body are walked once: texts with a NUL byte or an unpaired surrogate,
 * nesting deeper than the limit or too many values are refused with a clear Msg. This is the first
 * preValidation hook, so the signature check never sees such input.
 */
export default fp(async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const problem =
      inspectInput(request.query, 'query') ?? inspectInput(request.params, 'address') ?? (request.isMultipart() ? null : inspectInput(request.body, 'body'));
    done(problem ? new ApiFailure(ErrorCode.Failed, problem) : undefined);
  });
});
