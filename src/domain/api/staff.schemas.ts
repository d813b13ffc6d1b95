import { Type } from '@sinclair/typebox';

export const StaffMessageType = { notice: 'notice', system: 'system' } as const;

export const SendMessageBody = Type.Object(
  {
    Tuid: Type.Optional(Type.Integer({ minimum: 1, description: 'The tutor to send to; leave it out to send to every tutor.' })),
    Type: Type.Union([Type.Literal(StaffMessageType.notice), Type.Literal(StaffMessageType.system)], {
      description: 'notice: a class notice the tutor accepts or refuses; system: a system message shown until Noted.',
    }),
    Title: Type.String({ minLength: 1, maxLength: 200 }),
    Content: Type.String({ minLength: 1, maxLength: 5000 }),
    AskSkypeId: Type.Optional(
      Type.Boolean({ description: "Also ask for the tutor's Skype ID: the layout opens the Skype dialog (dialog list Type 1) until it is given." }),
    ),
  },
  { additionalProperties: false },
);

export const SendMessageResult = Type.Object({ Sent: Type.Integer({ description: 'How many tutors it was sent to.' }) });
