import { Type, type TSchema } from '@sinclair/typebox';
import { ConversationKind, GroupRole, IM_CONVERSATION_PAGE_SIZE, IM_HISTORY_PAGE_SIZE, ImMessageKind } from '../im';

const Id = Type.Integer({ minimum: 1 });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A string that is one of `values`, typed as their union; serialized as the plain string it is. */
const oneOf = <T extends string>(values: Record<string, T>) => Type.Unsafe<T>({ type: 'string', enum: Object.values(values) });
const Role = oneOf(GroupRole);

export const ImPersonSchema = Type.Object({
  userId: Type.Integer(),
  nickname: Type.String({ description: 'Masked (first 3 characters plus ***) for user types 3, 99 and 17: the real name never leaves the server.' }),
  userType: Type.Integer(),
  avatar: Type.String(),
});

export const ImMessageSchema = Type.Object({
  id: Type.Integer(),
  conversationId: Type.Integer(),
  sender: Type.Union([ImPersonSchema, Type.Null()]),
  kind: oneOf(ImMessageKind),
  text: Type.String({ description: 'Empty once retracted.' }),
  file: Type.Union([
    Type.Object({
      name: Type.String(),
      size: Type.Integer(),
      contentType: Type.String(),
      url: Type.String(),
      width: Type.Union([Type.Integer(), Type.Null()]),
      height: Type.Union([Type.Integer(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  retracted: Type.Boolean(),
  createdAt: Type.String(),
});

export const ImConversationSchema = Type.Object({
  id: Type.Integer(),
  kind: oneOf(ConversationKind),
  title: Type.String(),
  peer: Type.Union([ImPersonSchema, Type.Null()], { description: 'The other person of a direct chat.' }),
  myRole: Nullable(Role),
  unread: Type.Integer(),
  lastMessage: Type.Union([ImMessageSchema, Type.Null()]),
  peerReadId: Type.Integer({ description: 'The highest message id the other side of a direct chat has read (read receipts).' }),
  updatedAt: Type.String(),
});

export const GroupMemberSchema = Type.Composite([ImPersonSchema, Type.Object({ role: Role })]);

export const GroupInfoSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  announcement: Type.String(),
  introduction: Type.String(),
  question: Type.String(),
  myRole: Role,
  members: Type.Array(GroupMemberSchema, { description: 'At most 10 names (owner first, then admins); moreCount says how many more there are.' }),
  moreCount: Type.Integer(),
  memberCount: Type.Integer(),
});

export const IceServerSchema = Type.Object({
  urls: Type.Array(Type.String()),
  username: Type.Optional(Type.String()),
  credential: Type.Optional(Type.String()),
});

export const AimDomain = Type.Object({ Domain: Type.String(), HubPath: Type.String(), Transport: Type.String(), Protocol: Type.String() });
export const LoginInfo = Type.Object({
  UserId: Type.Integer(),
  Nickname: Type.String(),
  UserType: Type.Integer(),
  Avatar: Type.String(),
  HubUrl: Type.String(),
  Events: Type.Array(Type.String()),
  IceServers: Type.Array(IceServerSchema),
  InviteTimeoutSeconds: Type.Integer(),
});
export const ImToken = Type.Object({ Token: Type.String(), ExpiresIn: Type.Integer() });

const body = <T extends Parameters<typeof Type.Object>[0]>(properties: T) => Type.Object(properties, { additionalProperties: false });
const Paging = (size: number) => ({
  Page: Type.Integer({ minimum: 1, default: 1 }),
  Size: Type.Integer({ minimum: 1, maximum: 100, default: size }),
});

export const PageBody = body(Paging(IM_CONVERSATION_PAGE_SIZE));
export const ConversationBody = body({ ConversationId: Id });
export const OpenDirectBody = body({ UserId: Id });
export const HistoryBody = body({
  ConversationId: Id,
  BeforeId: Type.Optional(Id),
  Size: Type.Integer({ minimum: 1, maximum: 100, default: IM_HISTORY_PAGE_SIZE }),
});
export const SendBody = body({
  ConversationId: Id,
  Kind: Type.Union([Type.Literal('text'), Type.Literal('image'), Type.Literal('file')]),
  // Checked by the service with the spec's texts; the schema only bounds what is parsed.
  Text: Type.Optional(Type.String({ maxLength: 20_000 })),
  FileRef: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export const RetractBody = body({ MessageId: Id });
export const ReadBody = body({ ConversationId: Id, MessageId: Type.Integer({ minimum: 0 }) });
export const MembersBody = body({ ConversationId: Id, ...Paging(50) });

const GroupTexts = {
  Name: Type.Optional(Type.String({ maxLength: 1000 })),
  Announcement: Type.Optional(Type.String({ maxLength: 5000 })),
  Introduction: Type.Optional(Type.String({ maxLength: 5000 })),
  Question: Type.Optional(Type.String({ maxLength: 5000 })),
};
export const CreateGroupBody = body({ ...GroupTexts, Name: Type.String({ maxLength: 1000 }), MemberIds: Type.Array(Id, { maxItems: 500, default: [] }) });
export const UpdateGroupBody = body({ ConversationId: Id, ...GroupTexts });
export const AddMemberBody = body({ ConversationId: Id, UserId: Type.Optional(Id), Email: Type.Optional(Type.String({ maxLength: 320 })) });
export const MemberBody = body({ ConversationId: Id, UserId: Id });
export const SetAdminBody = body({ ConversationId: Id, UserId: Id, IsAdmin: Type.Boolean() });

export const Paged = <T extends ReturnType<typeof Type.Object>>(item: T) => Type.Object({ total: Type.Integer(), items: Type.Array(item) });
