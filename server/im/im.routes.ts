import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IM_CALL_INVITE_TIMEOUT_MS, IM_HUB_EVENTS } from '../../src/domain/im';
import { envelopeResponses, ok } from '../http/envelope';
import { issueAccessToken } from '../services/access-tokens';
import { DEFAULT_HUB_PATH } from '../services/system-settings';
import { requireUser } from '../types';
import { requireChatUser } from './im-access';
import { iceServersOf } from './im-calls.service';
import type { ImDeps } from './im-deps';
import {
  addMember,
  createGroup,
  dissolveGroup,
  groupInfo,
  groupMembers,
  leaveGroup,
  removeMember,
  setAdmin,
  transferOwner,
  updateGroup,
} from './im-groups.service';
import { conversationOf, history, listContacts, listConversations, openDirect, readConversation, retractImMessage, sendImMessage } from './im-messages.service';
import { toPerson } from './im-people';
import { IM_TOKEN_KIND } from './im-token';
import {
  AddMemberBody,
  AimDomain,
  ConversationBody,
  CreateGroupBody,
  GroupInfoSchema,
  GroupMemberSchema,
  HistoryBody,
  ImConversationSchema,
  ImMessageSchema,
  ImPersonSchema,
  ImToken,
  LoginInfo,
  MemberBody,
  MembersBody,
  OpenDirectBody,
  PageBody,
  Paged,
  ReadBody,
  RetractBody,
  SendBody,
  SetAdminBody,
  UpdateGroupBody,
} from '../../src/domain/api/im.schemas';

/**
 * The chat's calls (shell.md §7 "Chat/IM" and ours): for tutors and staff alike ('user'), every
 * one checking that the caller may use IM and belongs to the conversation it names.
 */
const imRoutes: FastifyPluginAsyncTypebox<{ deps: ImDeps }> = async (app, { deps }) => {
  const user = { auth: 'user' as const };
  const tags = ['im'];
  app.post(
    '/api/IM/GetAimDomain',
    { config: user, schema: { tags, description: 'Where the chat connects: our own realtime hub.', response: envelopeResponses(AimDomain) } },
    async (request) => {
      await requireChatUser(deps, requireUser(request).userId);
      const domain = app.config.publicOrigin || `${request.protocol}://${request.host}`;
      return ok({ Domain: domain, HubPath: DEFAULT_HUB_PATH, Transport: 'WebSockets', Protocol: 'json' });
    },
  );

  app.post(
    '/api/IM/LoginInfo',
    {
      config: user,
      schema: { tags, description: 'Who the user is in the chat, the hub and its events, and the STUN/TURN servers.', response: envelopeResponses(LoginInfo) },
    },
    async (request) => {
      const identity = await requireChatUser(deps, requireUser(request).userId);
      const person = toPerson(identity);
      return ok({
        UserId: person.userId,
        Nickname: person.nickname,
        UserType: person.userType,
        Avatar: person.avatar,
        HubUrl: DEFAULT_HUB_PATH,
        Events: [...IM_HUB_EVENTS],
        IceServers: iceServersOf(app.config),
        InviteTimeoutSeconds: IM_CALL_INVITE_TIMEOUT_MS / 1000,
      });
    },
  );

  app.post(
    '/api/IM/GetImToken',
    { config: user, schema: { tags, description: 'A messaging token that opens the chat calls and the hub only.', response: envelopeResponses(ImToken) } },
    async (request) => {
      const { userId } = requireUser(request);
      await requireChatUser(deps, userId);
      const issued = await issueAccessToken(app.db, app.clock, userId, app.config.im.tokenTtlSeconds, IM_TOKEN_KIND);
      return ok({ Token: issued.token, ExpiresIn: issued.expiresIn });
    },
  );

  app.post(
    '/api/IM/Conversations',
    {
      config: user,
      schema: { tags, description: "The user's conversations, most recent first.", body: PageBody, response: envelopeResponses(Paged(ImConversationSchema)) },
    },
    async (request) => ok(await listConversations(deps, requireUser(request).userId, request.body.Page, request.body.Size)),
  );

  app.post(
    '/api/IM/Conversation',
    { config: user, schema: { tags, body: ConversationBody, response: envelopeResponses(ImConversationSchema) } },
    async (request) => ok(await conversationOf(deps, requireUser(request).userId, request.body.ConversationId)),
  );

  app.post(
    '/api/IM/Contacts',
    {
      config: user,
      schema: { tags, description: 'People the user may start a one-to-one chat with.', body: PageBody, response: envelopeResponses(Paged(ImPersonSchema)) },
    },
    async (request) => ok(await listContacts(deps, requireUser(request).userId, request.body.Page, request.body.Size)),
  );

  app.post(
    '/api/IM/OpenDirect',
    {
      config: user,
      schema: {
        tags,
        description: 'The one-to-one chat with a person, created on first use.',
        body: OpenDirectBody,
        response: envelopeResponses(ImConversationSchema),
      },
    },
    async (request) => ok(await openDirect(deps, requireUser(request).userId, request.body.UserId)),
  );

  app.post(
    '/api/IM/History',
    {
      config: user,
      schema: {
        tags,
        description: 'Messages before BeforeId (the newest without it), oldest first.',
        body: HistoryBody,
        response: envelopeResponses(Type.Array(ImMessageSchema)),
      },
    },
    async (request) => ok(await history(deps, requireUser(request).userId, request.body.ConversationId, request.body.BeforeId, request.body.Size)),
  );

  app.post(
    '/api/IM/Send',
    {
      config: user,
      schema: {
        tags,
        description: 'Stores a text, image or file message, then pushes it to the members.',
        body: SendBody,
        response: envelopeResponses(ImMessageSchema),
      },
    },
    async (request) => {
      const { ConversationId, Kind, Text, FileRef } = request.body;
      const input = Kind === 'text' ? { kind: Kind, text: Text ?? '' } : { kind: Kind, fileRef: FileRef ?? '' };
      return ok(await sendImMessage(deps, requireUser(request).userId, ConversationId, input));
    },
  );

  app.post(
    '/api/IM/Retract',
    {
      config: user,
      schema: {
        tags,
        description: 'Withdraws one of your messages within 2 minutes of sending it.',
        body: RetractBody,
        response: envelopeResponses(ImMessageSchema),
      },
    },
    async (request) => ok(await retractImMessage(deps, requireUser(request).userId, request.body.MessageId)),
  );

  app.post(
    '/api/IM/Read',
    {
      config: user,
      schema: { tags, description: 'Marks the conversation read up to MessageId.', body: ReadBody, response: envelopeResponses(Type.Integer()) },
    },
    async (request) => ok(await readConversation(deps, requireUser(request).userId, request.body.ConversationId, request.body.MessageId)),
  );

  app.post(
    '/api/IM/Group/Create',
    {
      config: user,
      schema: { tags, description: 'Creates a group (staff only); the creator owns it.', body: CreateGroupBody, response: envelopeResponses(Type.Integer()) },
    },
    async (request) => {
      const { Name, MemberIds, Announcement, Introduction, Question } = request.body;
      return ok(
        await createGroup(deps, requireUser(request).userId, {
          name: Name,
          memberIds: MemberIds,
          announcement: Announcement,
          introduction: Introduction,
          question: Question,
        }),
      );
    },
  );

  app.post(
    '/api/IM/Group/Info',
    {
      config: user,
      schema: {
        tags,
        description: 'The group, your role, and at most 10 member names with the count of the rest.',
        body: ConversationBody,
        response: envelopeResponses(GroupInfoSchema),
      },
    },
    async (request) => ok(await groupInfo(deps, requireUser(request).userId, request.body.ConversationId)),
  );

  app.post(
    '/api/IM/Group/Members',
    { config: user, schema: { tags, body: MembersBody, response: envelopeResponses(Paged(GroupMemberSchema)) } },
    async (request) => ok(await groupMembers(deps, requireUser(request).userId, request.body.ConversationId, request.body.Page, request.body.Size)),
  );

  app.post(
    '/api/IM/Group/Update',
    {
      config: user,
      schema: {
        tags,
        description: 'Name (30 bytes), announcement (300), introduction (240), question (200).',
        body: UpdateGroupBody,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      const { ConversationId, Name, Announcement, Introduction, Question } = request.body;
      await updateGroup(deps, requireUser(request).userId, ConversationId, {
        name: Name,
        announcement: Announcement,
        introduction: Introduction,
        question: Question,
      });
      return ok(true);
    },
  );

  app.post(
    '/api/IM/Group/AddMember',
    {
      config: user,
      schema: { tags, description: 'Adds a member by UserId or Email (owner and admins).', body: AddMemberBody, response: envelopeResponses(Type.Boolean()) },
    },
    async (request) => {
      const { ConversationId, UserId, Email } = request.body;
      await addMember(deps, requireUser(request).userId, ConversationId, { userId: UserId, email: Email });
      return ok(true);
    },
  );

  app.post('/api/IM/Group/RemoveMember', { config: user, schema: { tags, body: MemberBody, response: envelopeResponses(Type.Boolean()) } }, async (request) => {
    await removeMember(deps, requireUser(request).userId, request.body.ConversationId, request.body.UserId);
    return ok(true);
  });

  app.post('/api/IM/Group/SetAdmin', { config: user, schema: { tags, body: SetAdminBody, response: envelopeResponses(Type.Boolean()) } }, async (request) => {
    await setAdmin(deps, requireUser(request).userId, request.body.ConversationId, request.body.UserId, request.body.IsAdmin);
    return ok(true);
  });

  app.post(
    '/api/IM/Group/TransferOwner',
    { config: user, schema: { tags, body: MemberBody, response: envelopeResponses(Type.Boolean()) } },
    async (request) => {
      await transferOwner(deps, requireUser(request).userId, request.body.ConversationId, request.body.UserId);
      return ok(true);
    },
  );

  app.post('/api/IM/Group/Leave', { config: user, schema: { tags, body: ConversationBody, response: envelopeResponses(Type.Boolean()) } }, async (request) => {
    await leaveGroup(deps, requireUser(request).userId, request.body.ConversationId);
    return ok(true);
  });

  app.post(
    '/api/IM/Group/Dissolve',
    { config: user, schema: { tags, body: ConversationBody, response: envelopeResponses(Type.Boolean()) } },
    async (request) => {
      await dissolveGroup(deps, requireUser(request).userId, request.body.ConversationId);
      return ok(true);
    },
  );
};

export default imRoutes;
