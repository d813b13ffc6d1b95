import { Type } from '@sinclair/typebox';

/** Schemas of the staff side of a tutor's records that records.schemas.ts does not hold: verifying personal data, reviewing TESOL. */

export const VerifyPersonalDataBody = Type.Object(
  { Tuid: Type.Integer({ minimum: 1 }), Approved: Type.Boolean(), Message: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
/** The tutor's personal data after the decision. */
export const PersonalDataVerifiedSchema = Type.Object({ awaitApproval: Type.Boolean(), complete: Type.Boolean(), reviewMessage: Type.String() });

export const ReviewTesolBody = Type.Object(
  { Tuid: Type.Integer({ minimum: 1 }), Accepted: Type.Boolean(), Reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export const TesolReviewedSchema = Type.Object({ reviewStatus: Type.Integer({ description: '1 accepted, 2 refused.' }) });
