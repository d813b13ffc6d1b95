import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createMachine, emit, type EventObject } from 'xstate';
import { createMessageDialogLogic } from '../../src/actors/message-dialogs.actors';
import { sessionPageDeps } from '../../src/actors/page-logic';
import { MessageCategory, MessageKind, NoticeStatus, ReminderType } from '../../src/domain/message-kinds';
import type { MessageRecord } from '../../src/domain/message-records';
import { Messages } from '../../src/domain/messages';
import { messageDialogsMachine } from '../../src/machines/message-dialogs.machine';
import { sessionMachine } from '../../src/machines/session.machine';
import { ApiError } from '../../src/services/api-errors';
import { MessageDialogs } from '../../src/views/dialogs/message-dialogs';
import MessagePage from '../../src/views/pages/message/message.page';
import MessageViewPage from '../../src/views/pages/message/message-view.page';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { SessionContext } from '../../src/views/session-context';
import { silentCallback, signedInParts, loadedRealtime } from '../machines/path-testing';
import { demoSetting, fakeApi, tutor, type Answers } from './shell-harness';

const record = (mid: number, patch: Partial<MessageRecord> = {}): MessageRecord => ({
  mid,
  kind: MessageKind.system,
  type: MessageCategory.notice,
  title: `Message ${mid}`,
  content: `Content of message ${mid}.`,
  isRead: false,
  readTime: null,
  createTime: '2025-03-10T08:00:00.000Z',
  remind: false,
  noticeStatus: NoticeStatus.pending,
  refuseReason: '',
  reminderType: null,
  reminder: null,
  ...patch,
});
const page = (items: MessageRecord[], total = items.length) => ({ total, page: 1, size: 10, items });
const totals = { Total: 14, Notice: 3, Warning: 1, Remind: 10 };

const notices = [
  record(1, { kind: MessageKind.classNotice, title: 'Student requests a focus on pronunciation' }),
  record(2, {
    kind: MessageKind.classNotice,
    title: 'Swap to an evening slot',
    isRead: true,
    noticeStatus: NoticeStatus.refused,
    refuseReason: 'I teach another student then.',
  }),
  record(3, { title: 'Platform maintenance on Sunday', remind: true }),
];
const reminder = record(20, {
  kind: MessageKind.reminder,
  type: MessageCategory.remind,
  title: 'Complaint received',
  content: '',
  reminderType: ReminderType.complaint,
  reminder: {
    classid: '50198',
    classtype: 'Regular',
    complainant: 'Parent of Hana Kim',
    complainttype: 'Late arrival',
    complaintreason: 'The tutor joined 4 minutes late.',
  },
});

/**
 * The message center in a signed-in session over a fake API. The session's realtime child is a
 * fake that records what it is told and can announce a change; the dialogs are the real host with
 * real dialog actors over the same fake API.
 */
function renderMessages(path: string, answers: Answers) {
  const { api, calls, callsTo } = fakeApi(answers);
  const toldRealtime: EventObject[] = [];
  const realtime = createMachine({
    on: {
      'test.announce': { actions: emit({ type: 'messages.changed', category: null }) },
      '*': { actions: ({ event }) => void toldRealtime.push(event) },
    },
  });
  const dialogs = createMessageDialogLogic({ api: api as never, newFileCode: () => 'code', openWindow: () => {}, playSound: () => {} });
  const logic = sessionMachine.provide({
    actors: {
      routeGuard: silentCallback() as never,
      singleSignOn: silentCallback() as never,
      followUpLoads: silentCallback(),
      signedInParts: signedInParts(realtime, messageDialogsMachine.provide({ actors: dialogs })),
    },
    actions: { navigate: () => {}, persistToken: () => {}, clearToken: () => {} },
  });
  const reported: ApiError[] = [];
  // The app's page dependencies over the session rendered below, with failed calls collected here.
  const pageDeps = {
    ...sessionPageDeps(api as never, { send: (event) => session!.send(event) }),
    reportError: (error: ApiError) => void reported.push(error),
    startUpload: () => {},
  };
  const location = memoryLocation({ path, record: true });
  const input = { token: 'tok', retryTimes: 0, isDesktopClient: false, currentOrigin: 'http://localhost', routes: [] };
  let session: ReturnType<typeof SessionContext.useActorRef> | null = null;
  function Capture() {
    session = SessionContext.useActorRef();
    return null;
  }
  const Page = path.startsWith('/messageView') ? MessageViewPage : MessagePage;
  render(
    <SessionContext.Provider logic={logic} options={{ input }}>
      <Capture />
      <TestPageLogicProvider deps={pageDeps}>
        <Router hook={location.hook}>
          <Page />
          <MessageDialogs />
        </Router>
      </TestPageLogicProvider>
    </SessionContext.Provider>,
  );
  act(() => {
    session!.send({ type: 'session.settingLoaded', setting: demoSetting });
    session!.send({ type: 'session.userLoaded', user: tutor() });
    session!.send({ type: 'session.started' });
  });
  const announce = () => act(() => loadedRealtime(session!).send({ type: 'test.announce' }));
  return { calls, callsTo, toldRealtime, announce, reported, location };
}

const listAnswers = (overrides: Answers = {}): Answers => ({
  '/api/Message/GetTutorMessageList': (query: { key?: string }) =>
    page(query.key ? notices.filter((n) => n.title.includes(query.key!)) : notices, query.key ? undefined : 23),
  '/api/Message/GetTutorMsgMessageList': page([reminder]),
  '/api/message/GetTotalUnreadMessageCount': totals,
  '/api/Message/BatchSetReadedByMIds': 1,
  '/api/Message/BatchSetReadedByType': 3,
  ...overrides,
});

describe('message center', () => {
  it('lists the notice tab (the default) with read state, the tabs with their unread totals, and a notice waiting for an answer', async () => {
    const run = renderMessages('/message', listAnswers());
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(notices.map((n) => n.title));
    expect(items[0]).toHaveTextContent('Unread');
    expect(items[0]).toHaveTextContent('Waiting for your answer');
    expect(items[1]).not.toHaveTextContent('Unread');
    expect(items[1]).toHaveTextContent('Your reason: I teach another student then.');
    // 08:00 UTC is 4:00 PM in Manila, the provider's zone the list names (the browser's zone is UTC here).
    expect(items[0]).toHaveTextContent('Mar 10, 2025, 4:00 PM');
    expect(screen.getByText('Times in Asia/Manila.')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Message tabs' });
    expect(within(tabs).getByRole('link', { name: 'Notice 3 unread' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Remind 10 unread' })).toHaveAttribute('href', '/message/remind');
    expect(within(tabs).getByRole('link', { name: 'Level up' })).toBeInTheDocument();
    expect(run.callsTo('/api/Message/GetTutorMessageList')[0]?.query).toEqual({ page: 1, size: 10, type: 1 });
    // 23 messages: a paginator for the next pages.
    expect(screen.getByRole('button', { name: /page 3/i })).toBeInTheDocument();
  });

  it('searches, marks the ticked messages read by ids and the whole tab by type, and tells realtime (counters, other tabs)', async () => {
    const run = renderMessages('/message/notice', listAnswers());
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Messages' });
    await user.type(screen.getByLabelText('Search messages'), 'maintenance');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(run.callsTo('/api/Message/GetTutorMessageList').at(-1)?.query).toEqual({ key: 'maintenance', page: 1, size: 10, type: 1 });

    await user.click(screen.getByLabelText('Select Platform maintenance on Sunday'));
    await user.click(screen.getByRole('button', { name: 'Mark 1 as read' }));
    await waitFor(() => expect(run.callsTo('/api/Message/BatchSetReadedByMIds')).toHaveLength(1));
    expect(run.callsTo('/api/Message/BatchSetReadedByMIds')[0]?.body).toEqual({ Mids: [3] });
    await waitFor(() => expect(run.toldRealtime).toContainEqual({ type: 'messages.changed', from: 'page' }));

    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(run.callsTo('/api/Message/BatchSetReadedByType')[0]?.query).toEqual({ type: 1 }));
  });

  it('loads the list again when realtime announces a change', async () => {
    const run = renderMessages('/message/notice', listAnswers());
    await screen.findByRole('list', { name: 'Messages' });
    const before = run.callsTo('/api/Message/GetTutorMessageList').length;
    run.announce();
    await waitFor(() => expect(run.callsTo('/api/Message/GetTutorMessageList').length).toBe(before + 1));
  });

  it('Answer opens the class notice dialog; Read and Accept answers it, and the change goes to realtime', async () => {
    const run = renderMessages('/message/notice', listAnswers({ '/api/tutorcomm/NoticeSendAccept': true }));
    const user = userEvent.setup();
    const item = await screen.findByRole('listitem', { name: 'Student requests a focus on pronunciation' });
    await user.click(within(item).getByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Student requests a focus on pronunciation' });
    await user.click(within(dialog).getByRole('button', { name: Messages.readAndAccept }));
    await waitFor(() => expect(run.toldRealtime).toContainEqual({ type: 'messages.changed', from: 'dialog', dialogId: 'classNotice:1' }));
    expect(run.callsTo('/api/tutorcomm/NoticeSendAccept')[0]?.body).toEqual({ mid: 1 });
  });

  it('renders a reminder with its type and fields on the remind tab', async () => {
    const run = renderMessages('/message/remind', listAnswers());
    const item = await screen.findByRole('listitem', { name: 'Complaint received' });
    const fields = within(item).getByLabelText('Complaint reminder details');
    expect(item).toHaveTextContent('Complaint reminder');
    expect(
      within(fields)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Class ID', 'Class type', 'Complainant', 'Complaint type', 'Complaint reason']);
    expect(fields).toHaveTextContent('The tutor joined 4 minutes late.');
    expect(within(item).getByRole('link', { name: 'Complaint received' })).toHaveAttribute('href', '/messageView/20/remind');
    expect(run.callsTo('/api/Message/GetTutorMsgMessageList')[0]?.query).toEqual({ page: 1, size: 10, type: 2 });
  });

  it('a failed list shows Msg and tries again', async () => {
    let fail = true;
    const run = renderMessages(
      '/message/notice',
      listAnswers({
        '/api/Message/GetTutorMessageList': () => {
          if (fail) throw new ApiError('business', 'Something went wrong on our side, please try again later.', 1);
          return page(notices);
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(run.reported).toHaveLength(1);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
  });
});

describe('message view', () => {
  it('opens a reminder through GetMessageRemindById, which marks it read, and tells realtime', async () => {
    const withClassTime = { ...reminder, isRead: true, reminder: { ...reminder.reminder, classtime: '2025-03-10T01:00:00.000Z' } };
    const run = renderMessages('/messageView/20/remind', { '/api/Message/GetMessageRemindById': withClassTime });
    expect(await screen.findByRole('heading', { name: 'Complaint received' })).toBeInTheDocument();
    expect(screen.getByText('Parent of Hana Kim')).toBeInTheDocument();
    // The message's and its class's times in Manila, the zone the page names (the browser's zone is UTC here).
    expect(screen.getByText(/Mar 10, 2025, 4:00 PM/)).toBeInTheDocument();
    expect(screen.getByText('Mar 10, 2025, 9:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Times in Asia/Manila.')).toBeInTheDocument();
    expect(run.callsTo('/api/Message/GetMessageRemindById')[0]?.query).toEqual({ id: 20 });
    await waitFor(() => expect(run.toldRealtime).toContainEqual({ type: 'messages.changed', from: 'page' }));
  });
});
