import { fromCallback, fromPromise } from 'xstate';
import {
  IM_CONVERSATION_PAGE_SIZE,
  IM_HISTORY_PAGE_SIZE,
  ImHubEvent,
  ImHubMethod,
  type ImCallInvite,
  type ImConversation,
  type ImGroupInfo,
  type ImMessage,
  type ImPerson,
} from '../domain/im';
import { REALTIME_RETRY_DELAY_MS } from '../domain/realtime';
import { callMachine, type CallEvent, type PeerInput } from '../machines/call.machine';
import { imChatMachine, type ChatEvent, type ChatLists } from '../machines/im-chat.machine';
import { imComposerMachine, type SendInput } from '../machines/im-composer.machine';
import { imConversationMachine, type LoadHistoryInput } from '../machines/im-conversation.machine';
import { imGroupAdminMachine, type GroupCommand } from '../machines/im-group-admin.machine';
import { isApiError } from '../services/api-errors';
import { createRealtimeConnection, type RealtimeConnectionFactory } from '../services/realtime-connection';
import { newFileCode } from '../services/file-code';
import { CallMedia } from './im-call-media';
import { ImHubLink } from './im-hub-link';
import type { PageDeps } from './page-logic';

export interface ImLogicOptions {
  connect?: RealtimeConnectionFactory;
  origin?: string;
}

/** The body of a group command's call. */
function groupCall(conversationId: number, command: GroupCommand): { path: string; body: Record<string, string | number | boolean> } {
  const ConversationId = conversationId;
  switch (command.kind) {
    case 'update': {
      const field = { name: 'Name', announcement: 'Announcement', introduction: 'Introduction', question: 'Question' }[command.field];
      return { path: '/api/IM/Group/Update', body: { ConversationId, [field]: command.value } };
    }
    case 'add':
      return { path: '/api/IM/Group/AddMember', body: { ConversationId, Email: command.email.trim() } };
    case 'remove':
      return { path: '/api/IM/Group/RemoveMember', body: { ConversationId, UserId: command.userId } };
    case 'setAdmin':
      return { path: '/api/IM/Group/SetAdmin', body: { ConversationId, UserId: command.userId, IsAdmin: command.isAdmin } };
    case 'transfer':
      return { path: '/api/IM/Group/TransferOwner', body: { ConversationId, UserId: command.userId } };
    case 'leave':
      return { path: '/api/IM/Group/Leave', body: { ConversationId } };
    case 'dissolve':
      return { path: '/api/IM/Group/Dissolve', body: { ConversationId } };
  }
}

/**
 * The chat page's machines with their real actors: the chat calls, the chat's own hub connection
 * (reconnecting after 5 s), uploads through the session, and WebRTC for calls.
 */
export function createImLogic(deps: PageDeps, options: ImLogicOptions = {}) {
  const link = new ImHubLink(deps.api, options.connect ?? createRealtimeConnection, options.origin ?? globalThis.location?.origin ?? '');
  const media = new CallMedia();
  const report = (error: unknown) => {
    if (isApiError(error) && error.kind !== 'business') deps.reportError(error);
  };

  const conversation = imConversationMachine.provide({
    actors: {
      'load history': fromPromise<ImMessage[], LoadHistoryInput>(({ input, signal }) =>
        deps.api.post<ImMessage[]>(
          '/api/IM/History',
          { ConversationId: input.conversationId, Size: IM_HISTORY_PAGE_SIZE, ...(input.beforeId ? { BeforeId: input.beforeId } : {}) },
          undefined,
          { signal },
        ),
      ),
    },
    actions: {
      markRead: (_, params) => {
        if (params.messageId > 0) deps.api.post('/api/IM/Read', { ConversationId: params.conversationId, MessageId: params.messageId }).catch(report);
      },
    },
  });

  const composer = imComposerMachine.provide({
    actors: {
      'send message': fromPromise<ImMessage, SendInput>(({ input, signal }) => {
        const body =
          input.kind === 'text'
            ? { ConversationId: input.conversationId, Kind: 'text', Text: input.text }
            : { ConversationId: input.conversationId, Kind: input.kind, FileRef: input.fileRef };
        return deps.api.post<ImMessage>('/api/IM/Send', body, undefined, { signal });
      }),
      'retract message': fromPromise<ImMessage, { id: number }>(({ input, signal }) =>
        deps.api.post<ImMessage>('/api/IM/Retract', { MessageId: input.id }, undefined, { signal }),
      ),
    },
    actions: {
      startUpload: ({ self }, params) => {
        const fileCode = newFileCode();
        self.send({ type: 'composer.uploadStarted', fileCode });
        deps.startUpload({ fileCode, moduleName: params.moduleName, file: params.file, replyTo: self });
      },
    },
  });

  const group = imGroupAdminMachine.provide({
    actors: {
      'load group': fromPromise<ImGroupInfo, { conversationId: number }>(({ input, signal }) =>
        deps.api.post<ImGroupInfo>('/api/IM/Group/Info', { ConversationId: input.conversationId }, undefined, { signal }),
      ),
      'run group command': fromPromise<unknown, { conversationId: number; command: GroupCommand }>(({ input, signal }) => {
        const { path, body } = groupCall(input.conversationId, input.command);
        return deps.api.post(path, body, undefined, { signal });
      }),
    },
  });

  const call = callMachine.provide({
    actors: {
      'open media': fromPromise<void, { mediaType: number }>(({ input }) => media.open(input.mediaType)),
      invite: fromPromise<{ callId: number }, { conversationId: number; mediaType: number }>(({ input }) =>
        link.invoke<{ callId: number }>(ImHubMethod.callInvite, input.conversationId, input.mediaType),
      ),
      accept: fromPromise<void, { callId: number }>(({ input }) => link.invoke<void>(ImHubMethod.callAccept, input.callId)),
      peer: fromCallback<CallEvent, PeerInput>(({ input, sendBack, receive }) => runPeer(link, media, input, sendBack, receive)),
    },
    actions: {
      decline: (_, params) => void link.invoke(ImHubMethod.callDecline, params.callId, '').catch(() => undefined),
      hangUp: (_, params) => void link.invoke(ImHubMethod.callHangup, params.callId, params.timedOut).catch(() => undefined),
      releaseMedia: () => media.release(),
    },
  });

  const chat = imChatMachine.provide({
    actors: {
      'im hub': fromCallback<ChatEvent>(({ sendBack }) => {
        let stopped = false;
        let retry: ReturnType<typeof setTimeout> | undefined;
        const start = () => {
          link
            .open({
              onEvent: (name, payload) => !stopped && sendBack({ type: 'hub.event', name, payload }),
              onClose: () => {
                if (stopped) return;
                sendBack({ type: 'hub.down' });
                retry = setTimeout(start, REALTIME_RETRY_DELAY_MS);
              },
            })
            .then(async (me) => {
              if (stopped) return;
              sendBack({ type: 'hub.ready', me });
              // A call placed before this connection opened still rings here.
              const ringing = await link.invoke<ImCallInvite | null>(ImHubMethod.callRinging);
              if (ringing && !stopped) sendBack({ type: 'hub.event', name: ImHubEvent.callIncoming, payload: [ringing] });
            })
            .catch((error: unknown) => {
              report(error);
              if (!stopped) retry = setTimeout(start, REALTIME_RETRY_DELAY_MS);
            });
        };
        start();
        return () => {
          stopped = true;
          clearTimeout(retry);
          void link.close();
          media.release();
        };
      }),
      'load lists': fromPromise<ChatLists>(async ({ signal }) => {
        const [conversations, contacts] = await Promise.all([
          deps.api.post<{ items: ImConversation[] }>('/api/IM/Conversations', { Page: 1, Size: IM_CONVERSATION_PAGE_SIZE }, undefined, { signal }),
          deps.api.post<{ items: ImPerson[] }>('/api/IM/Contacts', { Page: 1, Size: 100 }, undefined, { signal }),
        ]);
        return { conversations: conversations.items, contacts: contacts.items };
      }),
      'open direct': fromPromise<ImConversation, { userId: number }>(({ input, signal }) =>
        deps.api.post<ImConversation>('/api/IM/OpenDirect', { UserId: input.userId }, undefined, { signal }),
      ),
      conversation,
      composer,
      group,
      call,
    },
  });

  return { chat, media };
}

/**
 * One WebRTC connection: the callee offers, the caller answers; descriptions and candidates go
 * over the hub (ImCallSignal). Candidates that arrive before the remote description wait.
 */
function runPeer(
  link: ImHubLink,
  media: CallMedia,
  input: PeerInput,
  sendBack: (event: CallEvent) => void,
  receive: (listener: (event: CallEvent) => void) => void,
): () => void {
  const peer = new RTCPeerConnection({ iceServers: link.iceServers });
  const waiting: RTCIceCandidateInit[] = [];
  let closed = false;
  const signal = (payload: unknown) => void link.invoke(ImHubMethod.callSignal, input.callId, payload).catch(() => sendBack({ type: 'peer.failed' }));
  for (const track of media.local?.getTracks() ?? []) if (media.local) peer.addTrack(track, media.local);
  peer.onicecandidate = (event) => {
    if (event.candidate) signal({ candidate: event.candidate.toJSON() });
  };
  peer.ontrack = (event) => media.setRemote(event.streams[0] ?? new MediaStream([event.track]));
  peer.onconnectionstatechange = () => {
    if (closed) return;
    if (peer.connectionState === 'connected') sendBack({ type: 'peer.connected' });
    if (peer.connectionState === 'failed') sendBack({ type: 'peer.failed' });
  };
  const flush = async () => {
    for (const candidate of waiting.splice(0)) await peer.addIceCandidate(candidate);
  };
  receive((event) => {
    if (event.type !== 'hub.callSignal') return;
    const payload = event.payload as { description?: RTCSessionDescriptionInit; candidate?: RTCIceCandidateInit };
    void (async () => {
      if (payload.description) {
        await peer.setRemoteDescription(payload.description);
        if (payload.description.type === 'offer') {
          await peer.setLocalDescription(await peer.createAnswer());
          signal({ description: peer.localDescription?.toJSON() });
        }
        await flush();
      } else if (payload.candidate) {
        if (peer.remoteDescription) await peer.addIceCandidate(payload.candidate);
        else waiting.push(payload.candidate);
      }
    })().catch(() => sendBack({ type: 'peer.failed' }));
  });
  // The callee offers: it goes live once its answer completed, after the caller heard
  // ImCallAccepted on its own socket, so the caller's side is listening when the offer comes.
  if (input.role === 'callee') {
    void (async () => {
      await peer.setLocalDescription(await peer.createOffer());
      signal({ description: peer.localDescription?.toJSON() });
    })().catch(() => sendBack({ type: 'peer.failed' }));
  }
  return () => {
    closed = true;
    peer.close();
  };
}
