import { describe, expect, it } from 'vitest';
import { AUDIT_QUEUES, QUEUE_DECISIONS, REPLY_QUEUES, StaffAuditMessages, StaffQueue, decisionError, queueOfPath } from '../../src/domain/staff-audits';
import { decisionCall } from '../../src/actors/staff-audits.actors';

describe('staff audit rules', () => {
  it('asks for a text exactly where a refusal, a failure, a withdrawal or a reply needs one', () => {
    const required = Object.entries(QUEUE_DECISIONS).flatMap(([queue, decisions]) =>
      decisions.actions.filter((action) => action.textRequired !== null).map((action) => `${queue}.${action.action}`),
    );
    expect(required.sort()).toEqual(
      [
        'absentPictures.refuse',
        'assistance.answer',
        'assistance.close',
        'complaintReplies.reply',
        'complaints.withdraw',
        'contracts.fail',
        'feedbackReplies.reply',
        'leaves.refuse',
        'personalData.return',
        'tesol.refuse',
      ].sort(),
    );
    expect(decisionError('leaves', 'refuse', '   ')).toBe('Give the reason the leave is refused.');
    expect(decisionError('leaves', 'refuse', 'Peak season')).toBeNull();
    expect(decisionError('leaves', 'approve', '')).toBeNull();
    expect(decisionError('leaves', 'grant', 'x')).toBe(StaffAuditMessages.unknownAction);
  });

  it('reads the queue from a console path, case-insensitively, falling back to the page’s first queue', () => {
    expect(queueOfPath('/staff/audits/leaves')).toBe(StaffQueue.leaves);
    expect(queueOfPath('/staff/Audits/TESOL')).toBe(StaffQueue.tesol);
    expect(queueOfPath('/staff/audits')).toBe(AUDIT_QUEUES[0].queue);
    expect(queueOfPath('/staff/replies/nothing')).toBe(REPLY_QUEUES[0].queue);
    expect(queueOfPath('/staff/replies/assistance')).toBe(StaffQueue.assistance);
    expect(queueOfPath('/staff/tutors')).toBeNull();
  });

  it('sends each decision to the existing staff call with its body, optional texts left out when empty', () => {
    const leave = { Id: 7, Tuid: 100481, Name: 'Nina Reyes' };
    expect(decisionCall({ queue: 'leaves', item: leave, action: 'approve', text: '' })).toEqual({
      path: '/api/Staff/ReviewLeave',
      body: { Id: 7, Approve: true },
    });
    expect(decisionCall({ queue: 'leaves', item: leave, action: 'refuse', text: 'Peak' })).toEqual({
      path: '/api/Staff/ReviewLeave',
      body: { Id: 7, Approve: false, Reason: 'Peak' },
    });
    const tutor = { Tuid: 100482, Name: 'Paolo Garcia' };
    expect(decisionCall({ queue: 'contracts', item: tutor, action: 'fail', text: 'Cut off' }).body).toEqual({ Tuid: 100482, Status: 2, Reason: 'Cut off' });
    expect(decisionCall({ queue: 'personalData', item: tutor, action: 'verify', text: '' }).body).toEqual({ Tuid: 100482, Approved: true });
    expect(decisionCall({ queue: 'complaints', item: { Id: 3, Tuid: 1 }, action: 'stand', text: '' })).toEqual({
      path: '/api/Staff/ComplaintStands',
      body: { ComplaintId: 3 },
    });
    expect(decisionCall({ queue: 'assistance', item: { Id: 4, Tuid: 1 }, action: 'close', text: 'Reload' }).body).toEqual({
      Id: 4,
      Reply: 'Reload',
      Close: true,
    });
  });
});
