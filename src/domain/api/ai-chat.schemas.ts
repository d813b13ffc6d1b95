import { Type } from '@sinclair/typebox';
import { AI_CONVERSATIONS_PAGE_SIZE, AI_MESSAGE_MAX, AI_TITLE_MAX } from '../ai-chat';

const Id = Type.Integer({ minimum: 1 });

export const StatusBody = Type.Object(
  { systemType: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: '0 AI Chat (default), 5 AI Mind.' })) },
  { additionalProperties: false },
);

/** POST /api/AiChat/Status */
export const StatusSchema = Type.Object({
  Configured: Type.Boolean(),
  Enabled: Type.Boolean({ description: 'The variant asked about (systemType) is switched on by staff.' }),
  Model: Type.String(),
  UsedTokens: Type.Integer(),
  MonthlyCap: Type.Integer(),
  SetupHint: Type.String({ description: 'Only for staff when not configured: how to set it up.' }),
});

export const ConversationSchema = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  SystemType: Type.Integer(),
  ClassId: Type.Integer(),
  UpdatedAt: Type.String(),
});

export const MessageSchema = Type.Object({
  Id: Type.Integer(),
  Role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
  Content: Type.String(),
  Tools: Type.Array(Type.String()),
  CreatedAt: Type.String(),
});

export const ListBody = Type.Object({
  systemType: Type.Optional(Type.Integer({ minimum: 0, maximum: 5 })),
  pageIndex: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: AI_CONVERSATIONS_PAGE_SIZE })),
});
export const ConversationPage = Type.Object({ Total: Type.Integer(), List: Type.Array(ConversationSchema) });

export const ConversationBody = Type.Object({ conversationId: Id });
export const MessagesAnswer = Type.Object({ Conversation: ConversationSchema, Messages: Type.Array(MessageSchema) });
// The title's length is checked by the service, so its refusal is the spec-style message.
export const RenameBody = Type.Object({ conversationId: Id, title: Type.String({ maxLength: AI_TITLE_MAX * 4 }) });

export const SendBody = Type.Object({
  conversationId: Type.Optional(Type.Integer({ minimum: 0 })),
  // The length is checked by the service (questionProblem), for the same text on both halves.
  content: Type.String({ maxLength: AI_MESSAGE_MAX * 2 }),
  systemType: Type.Optional(Type.Integer({ minimum: 0, maximum: 5 })),
  classId: Type.Optional(Type.Integer({ minimum: 0 })),
});

/** One class AI Mind can prepare. */
export const MindClassSchema = Type.Object({
  ClassId: Type.Integer(),
  StartTime: Type.String(),
  StudentName: Type.String(),
  CourseName: Type.String(),
  LessonName: Type.String(),
});
export const MindClasses = Type.Object({ TimeZone: Type.String(), Classes: Type.Array(MindClassSchema) });
