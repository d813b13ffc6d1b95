import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { createMessageDialogLogic } from '../../src/actors/message-dialogs.actors';
import type { ConfirmationRecord } from '../../src/domain/message-records';
import { Messages } from '../../src/domain/messages';
import { AttendanceDialog } from '../../src/views/dialogs/attendance-dialog';
import { ClassNoticeDialog } from '../../src/views/dialogs/class-notice-dialog';
import { ClassRequestPopup } from '../../src/views/dialogs/class-request-popup';
import { SystemMessageDialog } from '../../src/views/dialogs/system-message-dialog';
import { fakeApi, pending, type Answers } from './shell-harness';

const message = { mid: 41, title: 'Schedule change', content: 'Your Thursday class moves to 20:30.' };
const classIn30Hours = new Date(Date.now() + 30 * 3_600_000).toISOString();
const item: ConfirmationRecord = {
  Id: 3,
  ClassTimeStr: classIn30Hours,
  Count: 1,
  ClassId: 50260,
  StudentName: 'Min-jun Park',
  LessonFeePhp: 180,
  DeadlineStr: new Date(Date.parse(classIn30Hours) - 30 * 60_000).toISOString(),
};

/**
 * The dialogs' real actors over a fake API; what they would tell the session (closed, failed, an
 * upload to run) is recorded instead, as each runs here without its parent.
 */
function dialogLogic(answers: Answers) {
  const { api, calls, callsTo } = fakeApi(answers);
  const told: Array<{ type: string; params?: unknown }> = [];
  const opened: string[] = [];
  const withMessage = {
    ...api,
    postWithMessage: async (path: string, body?: unknown) => {
      const answer = (await api.post(path, body)) as { body: number; message: string };
      return answer;
    },
  };
  const logic = createMessageDialogLogic({
    api: withMessage as never,
    newFileCode: () => 'code-1',
    openWindow: (url) => opened.push(url),
    playSound: () => told.push({ type: 'sound' }),
  });
  const record = {
    reportClosed: ({ context }: { context: { changed: boolean } }) => void told.push({ type: 'closed', params: context.changed }),
    reportError: (_: unknown, error: unknown) => void told.push({ type: 'error', params: (error as Error).message }),
  };
  return { logic, record, calls, callsTo, told, opened };
}

function start<T extends AnyActorRef>(create: () => T): T {
  const actor = create();
  actor.start();
  return actor;
}

describe('class notice dialog', () => {
  it('Read and Accept answers the notice and closes', async () => {
    const run = dialogLogic({ '/api/tutorcomm/NoticeSendAccept': true });
    const ref = start(() => createActor(run.logic.classNoticeDialog.provide({ actions: run.record }), { input: { message } }));
    render(<ClassNoticeDialog dialogRef={ref} />);
    const dialog = screen.getByRole('dialog', { name: 'Schedule change' });
    expect(dialog).toHaveTextContent('Your Thursday class moves to 20:30.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Read and Accept' }));
    await waitFor(() => expect(run.told).toEqual([{ type: 'closed', params: true }]));
    expect(run.callsTo('/api/tutorcomm/NoticeSendAccept')).toEqual([{ method: 'POST', path: '/api/tutorcomm/NoticeSendAccept', body: { mid: 41 } }]);
  });

  it("Refuse opens the reason dialog: empty says 'pls give the reason why u Refuse', Cancel reopens the notice, Submit sends the trimmed reason", async () => {
    const run = dialogLogic({ '/api/tutorcomm/NoticeSendRefuse': true });
    const ref = start(() => createActor(run.logic.classNoticeDialog.provide({ actions: run.record }), { input: { message } }));
    render(<ClassNoticeDialog dialogRef={ref} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    const reason = screen.getByRole('dialog', { name: 'Why do you refuse?' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule change' })).not.toBeInTheDocument());
    await user.click(within(reason).getByRole('button', { name: 'Submit' }));
    expect(within(reason).getByRole('alert')).toHaveTextContent(Messages.refuseReasonRequired);

    await user.click(within(reason).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Why do you refuse?' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Schedule change' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule change' })).not.toBeInTheDocument());
    const again = screen.getByRole('dialog', { name: 'Why do you refuse?' });
    await user.type(within(again).getByLabelText('Reason'), '  I teach another student then.  ');
    await user.click(within(again).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(run.told).toEqual([{ type: 'closed', params: true }]));
    expect(run.callsTo('/api/tutorcomm/NoticeSendRefuse')[0]?.body).toEqual({ mid: 41, reason: 'I teach another student then.' });
  });
});

describe('system message dialog', () => {
  it('Noted marks the message read and closes', async () => {
    const run = dialogLogic({ '/api/tutorcomm/ReadSysMsg': true });
    const ref = start(() => createActor(run.logic.systemMessageDialog.provide({ actions: run.record }), { input: { message } }));
    render(<SystemMessageDialog dialogRef={ref} />);
    await userEvent.click(screen.getByRole('button', { name: 'Noted' }));
    await waitFor(() => expect(run.told).toEqual([{ type: 'closed', params: true }]));
    expect(run.callsTo('/api/tutorcomm/ReadSysMsg')[0]?.body).toEqual({ Mid: 41 });
  });
});

describe('attendance confirmation dialog', () => {
  function openAttendance(reply: unknown) {
    const run = dialogLogic({ '/api/Message/GetAttendanceConfirmList': [item], '/api/Message/ReplyAttendanceConfirm': reply });
    const uploads: unknown[] = [];
    const ref = start(() =>
      createActor(
        run.logic.attendanceDialog.provide({
          actions: { ...run.record, startUpload: ({ context }) => void uploads.push({ fileCode: context.fileCode, file: context.form.file?.name }) },
        }),
      ),
    );
    render(<AttendanceDialog dialogRef={ref} />);
    return { ...run, ref, uploads };
  }

  it("shows the class, the penalty table with the row that applies now and the 30-minute rule; 'Yes, I can' submits at once and closes", async () => {
    const run = openAttendance({ body: 1, message: '' });
    const dialog = await screen.findByRole('dialog', { name: Messages.attendanceConfirmTitle });
    expect(dialog).toHaveTextContent('Min-jun Park');
    // The class time is written in Manila, the provider's zone, which the dialog names (the browser's zone is UTC here).
    const inManila = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' });
    expect(dialog).toHaveTextContent(`Class${inManila.format(new Date(classIn30Hours))}`);
    expect(within(dialog).getByText('Times in Asia/Manila.')).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Time before classPenalty',
      'under 3 h3 times the lesson fee',
      '3 to 24 h100%',
      '24 to 48 h50% (now: ₱90.00)',
      '48 to 72 h25%',
    ]);
    expect(dialog).toHaveTextContent(Messages.attendanceRuleDeadline);
    await userEvent.click(within(dialog).getByRole('button', { name: Messages.yesICan }));
    await waitFor(() => expect(run.told).toEqual([{ type: 'closed', params: true }]));
    expect(run.callsTo('/api/Message/ReplyAttendanceConfirm')[0]?.body).toEqual({ Id: 3, IsICan: true });
  });

  it('shows Msg with an icon when Body is not 1, and stays open', async () => {
    const run = openAttendance({ body: 0, message: Messages.attendanceClosed });
    await userEvent.click(await screen.findByRole('button', { name: Messages.yesICan }));
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.attendanceClosed);
    expect(screen.getByRole('alert').querySelector('.pi-exclamation-circle')).not.toBeNull();
    expect(run.told).toEqual([]);
  });

  it("\"No, I can't\" asks reason, note and a .jpg/.png proof (each 'Required.'), uploads it and declines with its reference", async () => {
    const run = openAttendance({ body: 1, message: '' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: Messages.noICant }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([Messages.required, Messages.required, Messages.required]);

    await user.click(screen.getByRole('button', { name: 'Choose a reason' }));
    // jsdom lays nothing out, so PrimeReact keeps its overlay panel display:none: the option is clicked directly.
    fireEvent.click(await screen.findByRole('option', { name: 'Family Reason', hidden: true }));
    await user.type(screen.getByLabelText('Note'), 'My father is in hospital.');
    await user.upload(screen.getByLabelText('Attachment (.jpg or .png)'), new File([new Uint8Array([137, 80, 78, 71])], 'note.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(run.uploads).toEqual([{ fileCode: 'code-1', file: 'note.png' }]);

    const stored = { fileRef: 'stored/abc.png', url: '/files/abc', previewUrl: '', fileName: 'note.png', contentType: 'image/png', size: 4 };
    act(() => run.ref.send({ type: 'upload.finished', fileCode: 'code-1', output: { status: 'done', file: stored } }));
    await waitFor(() => expect(run.told).toEqual([{ type: 'closed', params: true }]));
    expect(run.callsTo('/api/Message/ReplyAttendanceConfirm')[0]?.body).toEqual({
      Id: 3,
      IsICan: false,
      Attachment: 'stored/abc.png',
      CancelReason: 4,
      CancelRemark: 'My father is in hospital.',
    });
  });
});

describe('class request pop-up', () => {
  const request = { id: 7, classID: 880001, dialog: 'A trial class for a new student starts in 2 hours.', isPopUpPoint: true };
  const grabUrl = 'https://orders.partner.example/grab?tuid=100231&token=abc';

  it("rings, records point type 2, and 'Grab it now' sends type 3 then opens the grab-orders page", async () => {
    const run = dialogLogic({ '/api/Message/AddTeacheDidiPoint': true, '/api/Message/readTeacheDidiMessage': { GrabOrdersUrl: grabUrl } });
    const ref = start(() => createActor(run.logic.classRequestPopup.provide({ actions: run.record }), { input: { request, sound: true } }));
    render(<ClassRequestPopup dialogRef={ref} />);
    expect(screen.getByRole('dialog', { name: Messages.classRequestTitle })).toHaveTextContent(request.dialog);
    expect(run.told).toEqual([{ type: 'sound' }]);
    expect(run.callsTo('/api/Message/AddTeacheDidiPoint')[0]?.body).toEqual({ ClassID: 880001, PointType: 2 });
    await userEvent.click(screen.getByRole('button', { name: Messages.grabItNow }));
    await waitFor(() => expect(run.opened).toEqual([grabUrl]));
    expect(run.callsTo('/api/Message/readTeacheDidiMessage')[0]?.body).toEqual({ ID: 7, ClassID: 880001, PointType: 3 });
  });

  it('Close sends point type 4 and opens nothing', async () => {
    const run = dialogLogic({ '/api/Message/readTeacheDidiMessage': { GrabOrdersUrl: null }, '/api/Message/AddTeacheDidiPoint': pending });
    const ref = start(() =>
      createActor(run.logic.classRequestPopup.provide({ actions: run.record }), { input: { request: { ...request, isPopUpPoint: false }, sound: false } }),
    );
    render(<ClassRequestPopup dialogRef={ref} />);
    const footer = screen.getByRole('dialog', { name: Messages.classRequestTitle }).querySelector('.p-dialog-footer') as HTMLElement;
    await userEvent.click(within(footer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(run.told).toEqual([{ type: 'closed', params: true }]));
    expect(run.callsTo('/api/Message/readTeacheDidiMessage')[0]?.body).toEqual({ ID: 7, ClassID: 880001, PointType: 4 });
    expect(run.callsTo('/api/Message/AddTeacheDidiPoint')).toEqual([]);
    expect(run.opened).toEqual([]);
  });
});
