import { assign, fromCallback, fromPromise, sendTo, setup, type EventObject } from 'xstate';
import { AiChatMessages, AiSystemType, questionProblem, type AiConversation, type AiConversationMessages, type AiMessage } from '../domain/ai-chat';
import type { AiChatContext, AiChatEvent, AiChatInput, AiChatStart, AiStreamReport, AskInput } from './ai-chat.types';
import { errorMessageOf } from './machine-errors';

const answerOf = (context: AiChatContext, id: number, suffix = ''): AiMessage => ({
  Id: id,
  Role: 'assistant',
  Content: `${context.partial}${suffix}`,
  Tools: context.toolsUsed,
  CreatedAt: '',
});

/**
 * The assistant page (/aiChat, AI Mind at systemType=5): loads whether it is set up and the
 * tutor's conversations, then asks questions whose answers stream in (with tool-call progress),
 * can be stopped, and retried after a failure; conversations are opened, renamed and deleted.
 */
export const aiChatMachine = setup({
  types: { context: {} as AiChatContext, events: {} as AiChatEvent, input: {} as AiChatInput },
  actors: {
    'load start': fromPromise<AiChatStart, { systemType: number }>(async () => {
      throw new Error("'load start' is not provided");
    }),
    'load conversation': fromPromise<AiConversationMessages, { conversationId: number }>(async () => {
      throw new Error("'load conversation' is not provided");
    }),
    'rename conversation': fromPromise<AiConversation, { conversationId: number; title: string }>(async () => {
      throw new Error("'rename conversation' is not provided");
    }),
    /** Answers the deleted conversation's id. */
    'delete conversation': fromPromise<number, { conversationId: number }>(async () => {
      throw new Error("'delete conversation' is not provided");
    }),
    /** Streams one answer, reporting AiStreamReport events; receives { type: 'abort' } to stop. */
    ask: fromCallback<EventObject, AskInput, AiStreamReport>(() => {
      throw new Error("'ask' is not provided");
    }),
  },
  guards: {
    isConfigured: ({ event }) => {
      const { status } = (event as unknown as { output: AiChatStart }).output;
      return status.Configured && status.Enabled;
    },
    canAsk: ({ context }) =>
      questionProblem(context.question) === '' && (context.systemType !== AiSystemType.mind || context.conversationId > 0 || context.classId > 0),
  },
}).createMachine({
  id: 'aiChat',
  context: ({ input }) => ({
    systemType: input.systemType,
    status: null,
    conversations: [],
    total: 0,
    classes: [],
    classId: 0,
    conversationId: 0,
    messages: [],
    question: '',
    asked: '',
    partial: '',
    tool: '',
    toolsUsed: [],
    error: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStart',
        src: 'load start',
        input: ({ context }) => ({ systemType: context.systemType }),
        onDone: [
          {
            guard: 'isConfigured',
            target: 'idle',
            actions: assign({
              status: ({ event }) => event.output.status,
              conversations: ({ event }) => event.output.conversations,
              total: ({ event }) => event.output.total,
              classes: ({ event }) => event.output.classes,
              classId: ({ event }) => event.output.classes[0]?.ClassId ?? 0,
            }),
          },
          { target: 'notConfigured', actions: assign({ status: ({ event }) => event.output.status }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
    failed: { on: { 'chat.retry': { target: 'loading', actions: assign({ error: '' }) } } },
    notConfigured: {
      description: 'No endpoint, or staff switched this variant off: the page says so (staff see how to set it up); nothing else happens.',
    },
    idle: {
      on: {
        'chat.input': { actions: assign({ question: ({ event }) => event.text, error: '' }) },
        'chat.send': [
          { guard: 'canAsk', target: 'answering', actions: assign(({ context }) => ({ asked: context.question.trim(), question: '', error: '' })) },
          {
            actions: assign({
              error: ({ context }) => questionProblem(context.question) || AiChatMessages.mindNeedsClass,
            }),
          },
        ],
        'chat.new': { actions: assign({ conversationId: 0, messages: [], error: '' }) },
        'chat.open': { target: 'opening', actions: assign({ conversationId: ({ event }) => event.conversationId, error: '' }) },
        'chat.rename': { target: 'renaming' },
        'chat.delete': { target: 'deleting' },
        'mind.pick': { actions: assign({ classId: ({ event }) => event.classId, conversationId: 0, messages: [] }) },
      },
    },
    answering: {
      entry: assign(({ context }) => ({
        partial: '',
        tool: '',
        toolsUsed: [],
        messages: [...context.messages, { Id: -(context.messages.length + 1), Role: 'user' as const, Content: context.asked, Tools: [], CreatedAt: '' }],
      })),
      invoke: {
        id: 'ask',
        src: 'ask',
        input: ({ context }) => ({ conversationId: context.conversationId, content: context.asked, systemType: context.systemType, classId: context.classId }),
      },
      on: {
        'stream.conversation': {
          actions: assign(({ context, event }) => ({
            conversationId: event.conversation.Id,
            conversations: context.conversations.some((c) => c.Id === event.conversation.Id)
              ? context.conversations.map((c) => (c.Id === event.conversation.Id ? event.conversation : c))
              : [event.conversation, ...context.conversations],
            total: context.conversations.some((c) => c.Id === event.conversation.Id) ? context.total : context.total + 1,
          })),
        },
        'stream.tool': {
          actions: assign(({ context, event }) => ({
            tool: event.status === 'running' ? event.name : '',
            toolsUsed: context.toolsUsed.includes(event.name) ? context.toolsUsed : [...context.toolsUsed, event.name],
          })),
        },
        'stream.delta': { actions: assign({ partial: ({ context, event }) => context.partial + event.text, tool: '' }) },
        'stream.done': {
          target: 'idle',
          actions: assign(({ context, event }) => ({ messages: [...context.messages, answerOf(context, event.messageId)], partial: '', tool: '' })),
        },
        'stream.error': { target: 'error', actions: assign({ error: ({ event }) => event.message, tool: '' }) },
        'stream.stopped': {
          target: 'idle',
          actions: assign(({ context }) => ({
            messages: [...context.messages, answerOf(context, 0, `\n\n*${AiChatMessages.stopped}*`)],
            partial: '',
            tool: '',
          })),
        },
      },
      initial: 'streaming',
      states: {
        streaming: { on: { 'chat.stop': { target: 'stopping', actions: sendTo('ask', { type: 'abort' }) } } },
        stopping: { description: 'The stop was sent; the stream reports stream.stopped once the request is closed.' },
      },
    },
    error: {
      on: {
        'chat.retry': {
          target: 'answering',
          // The failed question is asked again; the one shown is dropped so it appears once.
          actions: assign(({ context }) => ({ error: '', messages: context.messages.slice(0, -1) })),
        },
        'chat.input': { target: 'idle', actions: assign({ question: ({ event }) => event.text, error: '' }) },
        'chat.new': { target: 'idle', actions: assign({ conversationId: 0, messages: [], error: '' }) },
      },
    },
    opening: {
      invoke: {
        id: 'loadConversation',
        src: 'load conversation',
        input: ({ context }) => ({ conversationId: context.conversationId }),
        onDone: {
          target: 'idle',
          actions: assign({
            messages: ({ event }) => event.output.Messages,
            classId: ({ context, event }) => event.output.Conversation.ClassId || context.classId,
          }),
        },
        onError: { target: 'idle', actions: assign({ conversationId: 0, messages: [], error: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
    renaming: {
      invoke: {
        id: 'renameConversation',
        src: 'rename conversation',
        input: ({ event }) => {
          const rename = event as Extract<AiChatEvent, { type: 'chat.rename' }>;
          return { conversationId: rename.conversationId, title: rename.title };
        },
        onDone: {
          target: 'idle',
          actions: assign({ conversations: ({ context, event }) => context.conversations.map((c) => (c.Id === event.output.Id ? event.output : c)) }),
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteConversation',
        src: 'delete conversation',
        input: ({ event }) => ({ conversationId: (event as Extract<AiChatEvent, { type: 'chat.delete' }>).conversationId }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => {
            const open = context.conversationId === event.output;
            return {
              conversations: context.conversations.filter((c) => c.Id !== event.output),
              total: Math.max(0, context.total - 1),
              conversationId: open ? 0 : context.conversationId,
              messages: open ? [] : context.messages,
            };
          }),
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
  },
});
