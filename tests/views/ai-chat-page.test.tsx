import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { createAiChatLogic } from '../../src/actors/ai-chat.actors';
import type { PageDeps } from '../../src/actors/page-logic';
import { AiChatMessages, type AiConversation, type AiMessage, type AiStatus } from '../../src/domain/ai-chat';
import { StaffAssistantMessages } from '../../src/domain/staff-assistant';
import { aiChatMachine } from '../../src/machines/ai-chat.machine';
import type { AiChatStart, AiStreamReport, AskInput } from '../../src/machines/ai-chat.types';
import AiChatPage from '../../src/views/pages/ai-chat/ai-chat.page';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';

const status: AiStatus = { Configured: true, Enabled: true, Model: 'stand-in', UsedTokens: 120, MonthlyCap: 200000, SetupHint: '' };
const earlier: AiConversation = { Id: 3, Title: 'My pay', SystemType: 0, ClassId: 0, UpdatedAt: '2026-11-20T00:00:00Z' };

/** The page over fakes: `answer` plays the stream of one question (it may keep going until stopped). */
function renderChat(pageStatus: AiStatus, answer: (input: AskInput, sendBack: (event: AiStreamReport) => void, onAbort: (stop: () => void) => void) => void) {
  const logic = aiChatMachine.provide({
    actors: {
      'load start': fromPromise<AiChatStart, { systemType: number }>(async () => ({ status: pageStatus, conversations: [earlier], total: 1, classes: [] })),
      'load conversation': fromPromise<{ Conversation: AiConversation; Messages: AiMessage[] }, { conversationId: number }>(async () => ({
        Conversation: earlier,
        Messages: [],
      })),
      'rename conversation': fromPromise(async ({ input }: { input: { conversationId: number; title: string } }) => ({ ...earlier, Title: input.title })),
      'delete conversation': fromPromise(async ({ input }: { input: { conversationId: number } }) => input.conversationId),
      ask: fromCallback<EventObject, AskInput, AiStreamReport>(({ input, sendBack, receive }) => {
        answer(input, sendBack, (stop) => receive((event) => event.type === 'abort' && stop()));
      }),
    },
  });
  const deps = {
    api: {},
    reportError: () => {},
    startUpload: () => {},
    notify: () => {},
    menuLoaded: () => {},
    messagesChanged: () => {},
  } as unknown as PageDeps;
  render(
    <TestPageLogicProvider deps={deps} overrides={[[createAiChatLogic, logic]]}>
      <Router hook={memoryLocation({ path: '/aiChat' }).hook}>
        <AiChatPage />
      </Router>
    </TestPageLogicProvider>,
  );
}

describe('the assistant page', () => {
  it('streams the answer with tool progress and renders its Markdown as text', async () => {
    let push: (event: AiStreamReport) => void = () => {};
    renderChat(status, (_input, sendBack) => {
      push = sendBack;
    });
    await userEvent.type(await screen.findByLabelText('Your question'), 'Which classes do I have next week?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    push({ type: 'stream.tool', name: 'next_classes', status: 'running' });
    expect(await screen.findByRole('status')).toHaveTextContent('Reading your next classes…');
    push({ type: 'stream.delta', text: '- **Kenji Sato** <img src=x onerror=alert(1)>' });
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Kenji Sato')).toContainHTML('<strong>Kenji Sato</strong>');
    expect(log.querySelector('img')).toBeNull();
    expect(within(log).getByText(/<img src=x/)).toBeInTheDocument();
    push({ type: 'stream.done', messageId: 5 });
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(within(log).getAllByRole('article', { name: 'Assistant' })).toHaveLength(1);
  });

  it('stops a streaming answer with the Stop button', async () => {
    renderChat(status, (_input, sendBack, onAbort) => {
      sendBack({ type: 'stream.delta', text: 'Once upon' });
      onAbort(() => sendBack({ type: 'stream.stopped' }));
    });
    await userEvent.type(await screen.findByLabelText('Your question'), 'Tell me a story');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(await screen.findByText(AiChatMessages.stopped)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('renames and deletes a conversation from the list', async () => {
    renderChat(status, () => {});
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    await userEvent.click(within(list).getByRole('button', { name: 'Rename My pay' }));
    const title = within(list).getByLabelText('New title');
    await userEvent.clear(title);
    await userEvent.type(title, 'November pay');
    await userEvent.click(within(list).getByRole('button', { name: 'Save title' }));
    expect(await within(list).findByRole('button', { name: 'November pay' })).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Delete November pay' }));
    expect(await within(list).findByText('0 conversations')).toBeInTheDocument();
  });

  it('says the assistant is not set up, with the set-up hint for staff', async () => {
    renderChat({ ...status, Configured: false, SetupHint: AiChatMessages.staffSetup }, () => {});
    expect(await screen.findByRole('status')).toHaveTextContent(AiChatMessages.notConfigured);
    expect(screen.getByText(AiChatMessages.staffSetup)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your question')).toBeNull();
  });

  it('says the provider switched AI Chat off, and asks nothing', async () => {
    renderChat({ ...status, Enabled: false }, () => {});
    expect(await screen.findByRole('status')).toHaveTextContent(StaffAssistantMessages.chatOff);
    expect(screen.queryByLabelText('Your question')).toBeNull();
  });
});
