import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LeaveRecord } from '../../src/domain/leave';
import LeavePage from '../../src/views/pages/leave/leave.page';
import { renderInShell, type Answers } from './shell-harness';

const renderAt = (path: string, answers: Answers) => renderInShell(<LeavePage />, { path, answers });

/** A pending leave from 09:00 on 1 December 2099 to 18:00 the next day, Manila time. */
const leave: LeaveRecord = {
  id: 7,
  startAt: '2099-12-01T01:00:00.000Z',
  endAt: '2099-12-02T10:00:00.000Z',
  leaveType: 1,
  reason: 'Dental surgery',
  proofFileRef: null,
  status: 0,
  statusText: 'Pending',
  reviewReason: '',
  createdAt: '2099-11-01T00:00:00.000Z',
  canEdit: true,
  canUndo: true,
};

// The browser runs in UTC here: each assertion below fails if a time is read or written in the browser's zone.
describe('the leave pages', () => {
  it("write the record's periods in the provider's zone and name it", async () => {
    renderAt('/leave/leaveRecord', { '/api/TutorComm/GetTutorLeaveList': { items: [leave], total: 1, pageIndex: 1, pageSize: 10 } });
    const table = await screen.findByRole('table', { name: 'Leave record' });
    await waitFor(() => expect(within(table).getByRole('row', { name: /Dental surgery/ })).toHaveTextContent('Dec 1, 2099, 9:00 AM – Dec 2, 2099, 6:00 PM'));
    expect(screen.getByText('Times in Asia/Manila.')).toBeInTheDocument();
  });

  it("read the form's wall clock in the provider's zone, both ways, and send the instant it means", async () => {
    const { callsTo } = renderAt('/leave/leaveRecord', {
      '/api/TutorComm/GetTutorLeaveList': { items: [leave], total: 1, pageIndex: 1, pageSize: 10 },
      '/api/TutorComm/EditTutorLeave': (_q: unknown, body: { StartTime: string; EndTime: string }) => ({
        ...leave,
        startAt: body.StartTime,
        endAt: body.EndTime,
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit leave 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit leave' });
    expect(within(dialog).getByLabelText('Start')).toHaveValue('2099-12-01T09:00');
    expect(within(dialog).getByLabelText('End')).toHaveValue('2099-12-02T18:00');
    expect(within(dialog).getByText('Times in Asia/Manila.')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Start'), { target: { value: '2099-12-01T10:30' } });
    expect(within(dialog).getByLabelText('Start')).toHaveValue('2099-12-01T10:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsTo('/api/TutorComm/EditTutorLeave')).toHaveLength(1));
    expect(callsTo('/api/TutorComm/EditTutorLeave')[0]?.body).toMatchObject({
      Id: 7,
      StartTime: '2099-12-01T02:30:00.000Z',
      EndTime: '2099-12-02T10:00:00.000Z',
    });
  });
});
