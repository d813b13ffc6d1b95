import { describe, expect, it } from 'vitest';
import {
  TaskState,
  TeacherTaskMessages,
  canSubmitTask,
  parseTutorIds,
  staffTaskDraftError,
  taskAnswerError,
  visibleTaskState,
  type StaffTaskDraft,
} from '../../src/domain/teacher-tasks';

const now = new Date('2026-11-24T00:00:00Z');
const draft: StaffTaskDraft = {
  Title: 'Record a warm-up',
  Description: '',
  DueAt: '2026-12-01T00:00:00Z',
  FileAnswer: false,
  Attachments: [],
  Tuids: [100231],
};

describe('teacher task rules', () => {
  it('shows an open task past its due date as overdue, and lets it be submitted still', () => {
    expect(visibleTaskState('assigned', '2026-11-23T00:00:00Z', now)).toBe(TaskState.overdue);
    expect(visibleTaskState('assigned', '2026-11-25T00:00:00Z', now)).toBe(TaskState.assigned);
    expect(visibleTaskState('submitted', '2026-11-23T00:00:00Z', now)).toBe(TaskState.submitted);
    expect(canSubmitTask(TaskState.overdue)).toBe(true);
    expect(canSubmitTask(TaskState.returned)).toBe(true);
    expect(canSubmitTask(TaskState.submitted)).toBe(false);
    expect(canSubmitTask(TaskState.reviewed)).toBe(false);
  });

  it('asks for an answer, and for a file where the task needs one', () => {
    expect(taskAnswerError('  ', null, false)).toBe(TeacherTaskMessages.answerRequired);
    expect(taskAnswerError('Done.', null, true)).toBe(TeacherTaskMessages.fileRequired);
    expect(taskAnswerError('Done.', 'ref', true)).toBeNull();
  });

  it('checks a new task before it is sent: title, a due date to come, tutors, attachment links', () => {
    expect(staffTaskDraftError(draft, now)).toBeNull();
    expect(staffTaskDraftError({ ...draft, Title: ' ' }, now)).toBe(TeacherTaskMessages.titleRequired);
    expect(staffTaskDraftError({ ...draft, DueAt: '2026-11-23T00:00:00Z' }, now)).toBe(TeacherTaskMessages.dueInPast);
    expect(staffTaskDraftError({ ...draft, DueAt: '' }, now)).toBe(TeacherTaskMessages.dueInPast);
    expect(staffTaskDraftError({ ...draft, Tuids: [] }, now)).toBe(TeacherTaskMessages.noAssignees);
    expect(staffTaskDraftError({ ...draft, Attachments: [{ Name: 'x', Url: 'javascript:alert(1)' }] }, now)).toBe(TeacherTaskMessages.badLink);
  });

  it('reads tutor ids typed with commas, spaces or semicolons, once each', () => {
    expect(parseTutorIds('100231, 100232 100231;100233')).toEqual([100231, 100232, 100233]);
    expect(parseTutorIds('abc, 12x, ')).toEqual([]);
  });
});
