import type { Static } from '@sinclair/typebox';
import type {
  ConversationPage,
  ConversationSchema,
  MessageSchema,
  MessagesAnswer,
  MindClasses,
  MindClassSchema,
  SendBody,
  StatusSchema,
} from './api/ai-chat.schemas';

/**
 * The assistant (issue 20): the chat at /aiChat and AI Mind at /aiChat?systemType=5. Texts,
 * limits and the stream's event names, shared by the server and the page.
 */

/** The page's systemType: 0 the chat, 5 AI Mind (shell.md §2). */
export const AiSystemType = { chat: 0, mind: 5 } as const;
export type AiSystemType = (typeof AiSystemType)[keyof typeof AiSystemType];

export const AI_MESSAGE_MAX = 4000;
export const AI_TITLE_MAX = 80;
export const AI_CONVERSATIONS_PAGE_SIZE = 20;
/** How many earlier messages of a conversation go to the model with a new question. */
export const AI_HISTORY_MESSAGES = 20;
/** Tool rounds one answer may take before the server stops asking the model. */
export const AI_MAX_TOOL_ROUNDS = 4;

export const AiChatMessages = {
  notConfigured: 'The assistant is not set up yet.',
  staffSetup:
    'To set it up, give the server AI_BASE_URL (an OpenAI-compatible endpoint, e.g. http://127.0.0.1:11434/v1 for Ollama), AI_MODEL and, for a hosted provider, AI_API_KEY, then restart it.',
  capReached: 'You have used this month’s assistant allowance. It renews on the first day of next month.',
  emptyMessage: 'Write a question first.',
  messageTooLong: `A question can be at most ${AI_MESSAGE_MAX} characters.`,
  titleInvalid: `A title needs 1 to ${AI_TITLE_MAX} characters.`,
  conversationNotFound: 'This conversation does not exist.',
  classNotFound: 'This class does not exist.',
  mindNeedsClass: 'Choose one of your classes first.',
  upstreamFailed: 'The assistant did not answer. Try again.',
  stopped: 'Stopped.',
  draftSent: 'Draft from AI Mind: review it, then save.',
} as const;

/** Server-sent events of POST /api/AiChat/Send, in order: conversation, (tool | delta)*, done or error. */
export const AiStreamEvent = { conversation: 'conversation', tool: 'tool', delta: 'delta', done: 'done', error: 'error' } as const;

/** The tools the model may call, each about the signed-in tutor only (none takes a tutor id). */
export const AiToolName = {
  nextClasses: 'next_classes',
  classMaterials: 'class_materials',
  studentProfile: 'student_profile',
  plotAndCancellations: 'plot_and_cancellations',
  pointsLedger: 'points_ledger',
  payStatement: 'pay_statement',
  trainingProgress: 'training_progress',
} as const;
export type AiToolName = (typeof AiToolName)[keyof typeof AiToolName];

/** What the page says while a tool runs. */
export const AI_TOOL_LABELS: Record<AiToolName, string> = {
  next_classes: 'Reading your next classes…',
  class_materials: 'Reading the class’s materials…',
  student_profile: 'Reading the student’s profile…',
  plot_and_cancellations: 'Reading your plot and cancellations…',
  points_ledger: 'Reading your points…',
  pay_statement: 'Reading your pay statement…',
  training_progress: 'Reading your training progress…',
};

// Answer shapes, declared once by the schemas in ./api and used by both halves.
export type AiConversation = Static<typeof ConversationSchema>;
export type AiMessage = Static<typeof MessageSchema>;
/** POST /api/AiChat/Status; Enabled: the variant asked about is switched on by the provider's staff (issue 21). */
export type AiStatus = Static<typeof StatusSchema>;
/** POST /api/AiChat/Conversations */
export type AiConversationPage = Static<typeof ConversationPage>;
/** POST /api/AiChat/Messages */
export type AiConversationMessages = Static<typeof MessagesAnswer>;
/** One class AI Mind can prepare (POST /api/AiChat/MindClasses). */
export type AiMindClass = Static<typeof MindClassSchema>;
/** POST /api/AiChat/MindClasses */
export type AiMindClasses = Static<typeof MindClasses>;
/** POST /api/AiChat/Send: conversationId 0 (or absent) starts a new conversation. */
export type AiAskRequest = Static<typeof SendBody>;

/** A title from the first question: its first line, cut to the limit. */
export function conversationTitleOf(question: string): string {
  const line = question.trim().split('\n')[0]?.trim() ?? '';
  return line.length > AI_TITLE_MAX ? `${line.slice(0, AI_TITLE_MAX - 1)}…` : line || 'New conversation';
}

/** The refusal of a question, or '' when it can be sent. */
export function questionProblem(question: string): string {
  if (question.trim().length === 0) return AiChatMessages.emptyMessage;
  if (question.length > AI_MESSAGE_MAX) return AiChatMessages.messageTooLong;
  return '';
}

export interface LessonDraft {
  lessonPlan: string;
  remark: string;
}

/**
 * AI Mind's answer split into its two parts: the text under a "Lesson plan" heading and under a
 * "Remark" heading (any Markdown heading level); without headings, the whole answer is the plan.
 */
export function splitLessonDraft(answer: string): LessonDraft {
  const parts: Record<'plan' | 'remark', string[]> = { plan: [], remark: [] };
  let current: 'plan' | 'remark' | null = null;
  let sawHeading = false;
  for (const line of answer.split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line.trim());
    if (heading) {
      const name = (heading[1] ?? '').toLowerCase();
      if (name.startsWith('lesson plan')) {
        current = 'plan';
        sawHeading = true;
        continue;
      }
      if (name.startsWith('remark')) {
        current = 'remark';
        sawHeading = true;
        continue;
      }
    }
    if (current) parts[current].push(line);
  }
  if (!sawHeading) return { lessonPlan: answer.trim(), remark: '' };
  return { lessonPlan: parts.plan.join('\n').trim(), remark: parts.remark.join('\n').trim() };
}

/** The history state AI Mind navigates to a class's detail page with. */
export interface AiDraftState {
  aiDraft: { lessonPlan?: string; remark?: string };
}

/** The AI Mind draft in a page's history state, when there is one (anything else: empty). */
export function aiDraftOf(state: unknown): { lessonPlan: string; remark: string } {
  const draft = (state as Partial<AiDraftState> | null)?.aiDraft;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { lessonPlan: text(draft?.lessonPlan), remark: text(draft?.remark) };
}
