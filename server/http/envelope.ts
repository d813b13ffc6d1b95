import { Type, type TSchema } from '@sinclair/typebox';
import { ErrorCode } from '../../src/domain/error-codes';

/** The response envelope schema around a Body schema. */
export function Envelope<T extends TSchema>(body: T) {
  return Type.Object({ ErrorCode: Type.Integer(), Msg: Type.String(), Body: body });
}

/** The envelope schema of a failure (Body null), used for every error status. */
export const FailureEnvelope = Type.Object({
  ErrorCode: Type.Integer(),
  Msg: Type.String(),
  Body: Type.Null(),
});

/** Response schemas for a route whose success Body is `body`. */
export function envelopeResponses<T extends TSchema>(body: T) {
  return {
    200: Envelope(body),
    400: FailureEnvelope,
    401: FailureEnvelope,
    403: FailureEnvelope,
    404: FailureEnvelope,
  };
}

/**
 * A success answer. `message` is for the successes the spec shows a text with (clocked in late,
 * no temporary classroom, a reply past its deadline); every answer is built here, never by hand.
 */
export function ok<T>(body: T, message = ''): { ErrorCode: 0; Msg: string; Body: T } {
  return { ErrorCode: ErrorCode.Success, Msg: message, Body: body };
}

/**
 * A failure a route or service reports to the user: becomes the envelope with `code` and `message`
 * at `httpStatus`. Anything else thrown is a 500 whose details stay in the log.
 */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}
