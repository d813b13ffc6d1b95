import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_TYPES, type FeedbackRecord } from '../../src/domain/feedback';
import type { ComplaintRecord } from '../../src/domain/complaints';
import CommentsPage from '../../src/views/pages/comments/comments.page';
import ComplaintsPage from '../../src/views/pages/complaints/complaints.page';
import FeedbackPage from '../../src/views/pages/feedback/feedback.page';
import { renderInShell } from './shell-harness';

const feedback = (ID: number, patch: Partial<FeedbackRecord> = {}): FeedbackRecord => ({
  ID,
  Type: 1,
  TypeName: 'Salary concern',
  Clid: null,
  Respondents: '',
  Remark: `My pay looks short ${ID}`,
  File: 'f',
  FileUrl: '/f.png',
  Status: 0,
  StatusText: 'Pending',
  CreatedAt: '2026-11-01T00:00:00.000Z',
  UpdatedAt: '2026-11-01T00:00:00.000Z',
  HasUnreadReply: false,
  CanEdit: true,
  Penalty: [],
  ...patch,
});

const complaint = (Id: number, patch: Partial<ComplaintRecord> = {}): ComplaintRecord => ({
  Id,
  ClassId: 50_000 + Id,
  ClassTime: '2026-11-01T01:00:00.000Z',
  StudentName: 'Lily Chen',
  CourseName: 'Phonics',
  Complainant: 'Parent of Lily',
  ComplaintType: 'Attitude',
  Reason: 'Seemed distracted.',
  Status: 'standing',
  CreatedAt: '2026-11-01T02:00:00.000Z',
  WithdrawnAt: null,
  ReplyCount: 1,
  TeachingPoints: -10,
  GrowthValue: -5,
  ...patch,
});

describe('voices pages', () => {
  it('/myFeedback lists the feedback with its unread reply, filters by type, and opens an appeal pre-filled from the address', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderInShell(<FeedbackPage />, {
      answers: {
        '/api/FeedBack/List': { Total: 2, Items: [feedback(2, { HasUnreadReply: true, StatusText: 'Replied', CanEdit: false }), feedback(1)] },
        '/api/FeedBack/FeedBackRightRemaining': 5,
        '/api/FeedBack/GetFeeBackType': FEEDBACK_TYPES,
      },
      path: '/myFeedback?appealType=4&classId=50198',
    });
    const table = await screen.findByRole('table', { name: 'Your feedback' });
    await waitFor(() => expect(within(table).getByRole('row', { name: /My pay looks short 2/ })).toBeInTheDocument());
    expect(within(table).queryByRole('button', { name: 'Edit feedback 2' })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit feedback 1' })).toBeInTheDocument();
    // Midnight UTC is 8:00 AM in Manila, the provider's zone the page names (the browser's zone is UTC here).
    expect(within(table).getByRole('row', { name: /My pay looks short 1/ })).toHaveTextContent('Nov 1, 2026, 8:00 AM');
    expect(screen.getByText('Times in Asia/Manila.')).toBeInTheDocument();

    // The appeal from the address: type 4 with the class id.
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    await waitFor(() => expect(within(dialog).getByLabelText('Type')).toHaveValue('4'));
    expect(within(dialog).getByLabelText(/Class ID/)).toHaveValue('50198');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by type' }), 'Suggestion');
    await waitFor(() => expect(callsTo('/api/FeedBack/List').at(-1)?.body).toMatchObject({ Type: 3 }));
  });

  it("/complaintList/recitationClassesReport reads its From and To as the provider's days", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderInShell(<ComplaintsPage />, {
      answers: { '/api/TutorData/GetRecitationClassReport': [] },
      path: '/complaintList/recitationClassesReport',
    });
    const from = await screen.findByLabelText('From');
    await waitFor(() => expect(callsTo('/api/TutorData/GetRecitationClassReport')).toHaveLength(1));
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    await user.click(document.body);
    // Nov 1 in Manila starts at 16:00 UTC the day before.
    await waitFor(() => expect(callsTo('/api/TutorData/GetRecitationClassReport').at(-1)?.body).toMatchObject({ StartTime: '2026-10-31T16:00:00.000Z' }));
    expect(from).toHaveValue('2026-11-01');
  });

  it('/complaintList/receivedComplaint shows what a standing complaint costs with its appeal, and none for a withdrawn one', async () => {
    renderInShell(<ComplaintsPage />, {
      answers: {
        '/api/tutordata/TeachComplaint': { Total: 2, Items: [complaint(1), complaint(2, { Status: 'withdrawn', TeachingPoints: 0, GrowthValue: 0 })] },
        '/api/TutorData/GetCSComplaintsNew': { Total: 0, Items: [] },
      },
      path: '/complaintList/receivedComplaint',
    });
    const table = await screen.findByRole('table', { name: 'Complaints about my classes' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByRole('row', { name: /50001/ })).toHaveTextContent('-10 TP, -5 growth');
    expect(within(table).getByRole('row', { name: /50001/ })).toHaveTextContent('Nov 1, 2026, 9:00 AM · Lily Chen');
    expect(screen.getByText('Times in Asia/Manila.')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Appeal complaint 1' })).toHaveAttribute('href', '/myFeedback?appealType=10&classId=50001');
    expect(within(table).queryByRole('link', { name: 'Appeal complaint 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Received complaints' })).toHaveAttribute('aria-current', 'page');
  });

  it('/comments/labelImpression shows the labels with counts and filters the comments by one', async () => {
    const user = userEvent.setup();
    const comment = {
      Id: 1,
      ClassId: 7,
      ClassTime: '2026-11-01T01:00:00.000Z',
      StudentName: 'Lily Chen',
      Level: 1,
      Stars: 5,
      Content: 'Very patient teacher.',
      Labels: ['Patient'],
      CreatedAt: '2026-11-01T02:00:00.000Z',
    };
    const { callsTo } = renderInShell(<CommentsPage />, {
      answers: {
        '/api/tutorcomm/StuComments': { Disabled: false, Total: 1, Items: [comment] },
        '/api/TutorComm/GetStuCommentViewInfo': { Disabled: false, Total: 1, Good: 1, Average: 0, Poor: 0, Labels: [{ Label: 'Patient', Count: 1 }] },
      },
      path: '/comments/labelImpression',
    });
    const labels = await screen.findByRole('list', { name: 'Labels' });
    await user.click(within(labels).getByRole('button', { name: 'Patient (1)' }));
    await waitFor(() => expect(within(labels).getByRole('button', { name: 'Patient (1)' })).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByRole('table', { name: 'Comments labelled Patient' })).toHaveTextContent('Very patient teacher.');
    expect(screen.getByRole('table', { name: 'Comments labelled Patient' })).toHaveTextContent('Nov 1, 2026, 9:00 AM');
    expect(screen.getByText('Times in Asia/Manila.')).toBeInTheDocument();
    expect(callsTo('/api/tutorcomm/StuComments').length).toBeGreaterThan(1);
  });
});
