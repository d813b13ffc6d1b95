import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PageDeps } from '../../src/actors/page-logic';
import { StaffTrainingMessages, type StaffChapter, type StaffCourse, type StaffKit, type StaffKitQuestion } from '../../src/domain/staff-training-content';
import { ApiError } from '../../src/services/api-errors';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { TrainingContentView } from '../../src/views/pages/staff/training-content';
import { fakeApi } from './shell-harness';

const course = (Id: number, Name: string, patch: Partial<StaffCourse> = {}): StaffCourse => ({
  Id,
  Kind: 'course',
  Name,
  Description: '',
  Cover: '',
  Sort: Id,
  Retired: false,
  ChapterCount: 1,
  TutorCount: 0,
  ...patch,
});
const chapter: StaffChapter = { Id: 30, CourseId: 1, Title: 'Greetings', Body: 'Say hello.', Minutes: 10, Sort: 1, LearnedCount: 2 };
const kit: StaffKit = {
  Id: 5,
  CategoryId: 2,
  CategoryName: 'Teaching skills',
  Name: 'Pronunciation check',
  Description: '',
  PassScore: 60,
  TestMinutes: 15,
  Label: '',
  Retired: false,
  QuestionCount: 1,
  TakenCount: 3,
};
const question: StaffKitQuestion = {
  Id: 50,
  KitId: 5,
  CatName: 'Vowels',
  Text: 'Which word has a long a?',
  Options: ['cat', 'cake'],
  Correct: [1],
  Points: 10,
  Explanation: '',
  Sort: 1,
};
const messages: Record<string, string> = {
  '/api/Staff/SaveTrainingCourse': StaffTrainingMessages.created,
  '/api/Staff/OrderTrainingCourses': StaffTrainingMessages.ordered,
  '/api/Staff/RetireTrainingCourse': StaffTrainingMessages.retired,
  '/api/Staff/SaveTrainingChapter': StaffTrainingMessages.created,
  '/api/Staff/SaveTrainingKitQuestion': StaffTrainingMessages.created,
};

function renderView() {
  const fake = fakeApi({
    '/api/Staff/TrainingCourses': (query: unknown) =>
      (query as { kind: string }).kind === 'course' ? [course(1, 'Phonics basics'), course(2, 'Classroom English', { Retired: true, TutorCount: 4 })] : [],
    '/api/Staff/TrainingChapters': [chapter],
    '/api/Staff/TrainingKits': { Categories: [{ Id: 2, Name: 'Teaching skills' }], Items: [kit] },
    '/api/Staff/TrainingKitQuestions': [question],
    '/api/Staff/SaveTrainingCourse': {},
    '/api/Staff/OrderTrainingCourses': [],
    '/api/Staff/RetireTrainingCourse': {},
    '/api/Staff/SaveTrainingChapter': {},
    '/api/Staff/SaveTrainingKitQuestion': {},
    '/api/Staff/DeleteTrainingKitQuestion': new ApiError('business', StaffTrainingMessages.questionInUse, 1),
  });
  const api = {
    ...fake.api,
    postWithMessage: async (p: string, body?: unknown, query?: Record<string, unknown>) => ({
      body: await fake.api.post(p, body, query),
      message: messages[p] ?? '',
    }),
  };
  render(
    <TestPageLogicProvider deps={{ api, reportError: () => {} } as unknown as PageDeps}>
      <TrainingContentView />
    </TestPageLogicProvider>,
  );
  return fake;
}

describe('staff console: training content', () => {
  it('lists courses with their tutors, refuses a nameless course before sending, creates one, moves and retires, and edits chapters', async () => {
    const fake = renderView();
    const table = await screen.findByRole('table', { name: 'Courses' });
    expect(within(table).getByRole('row', { name: /Classroom English/ })).toHaveTextContent('Retired');
    expect(within(table).getByRole('button', { name: 'Move Phonics basics up' })).toBeDisabled();

    const form = screen.getByRole('form', { name: 'New course' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(StaffTrainingMessages.nameRequired);
    expect(fake.callsTo('/api/Staff/SaveTrainingCourse')).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('Name'), 'Lesson openings');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('status')).toHaveTextContent(StaffTrainingMessages.created);
    expect(fake.callsTo('/api/Staff/SaveTrainingCourse')[0]?.body).toEqual({ Kind: 'course', Name: 'Lesson openings', Description: '', Cover: '' });
    expect(within(screen.getByRole('form', { name: 'New course' })).getByLabelText('Name')).toHaveValue('');

    await userEvent.click(within(await screen.findByRole('table', { name: 'Courses' })).getByRole('button', { name: 'Move Phonics basics down' }));
    expect(await screen.findByText(StaffTrainingMessages.ordered)).toBeInTheDocument();
    expect(fake.callsTo('/api/Staff/OrderTrainingCourses')[0]?.body).toEqual({ Kind: 'course', Ids: [2, 1] });

    await userEvent.click(within(await screen.findByRole('table', { name: 'Courses' })).getByRole('button', { name: 'Retire Phonics basics' }));
    expect(await screen.findByText(StaffTrainingMessages.retired)).toBeInTheDocument();
    expect(fake.callsTo('/api/Staff/RetireTrainingCourse')[0]?.body).toEqual({ Id: 1, Retired: true });

    await userEvent.click(within(await screen.findByRole('table', { name: 'Courses' })).getByRole('button', { name: 'Chapters of Phonics basics' }));
    const chapters = await screen.findByRole('region', { name: 'Chapters of Phonics basics' });
    expect(within(await within(chapters).findByRole('table', { name: 'Chapters' })).getByRole('row', { name: /Greetings/ })).toHaveTextContent('2');
    expect(fake.callsTo('/api/Staff/TrainingChapters')[0]?.query).toEqual({ courseId: 1 });
    const chapterForm = within(chapters).getByRole('form', { name: 'New chapter' });
    await userEvent.type(within(chapterForm).getByLabelText('Title'), 'Instructions');
    await userEvent.type(within(chapterForm).getByLabelText('Text'), 'Short commands.');
    await userEvent.click(within(chapterForm).getByRole('button', { name: 'Add chapter' }));
    expect(await within(chapters).findByRole('status')).toHaveTextContent(StaffTrainingMessages.created);
    expect(fake.callsTo('/api/Staff/SaveTrainingChapter')[0]?.body).toEqual({ CourseId: 1, Title: 'Instructions', Body: 'Short commands.', Minutes: 10 });
  });

  it('opens a kit’s questions, refuses a question without a right answer, adds one, and shows the server refusing a delete', async () => {
    const fake = renderView();
    await screen.findByRole('table', { name: 'Courses' });
    await userEvent.click(screen.getByRole('button', { name: 'Training kits' }));
    const kits = await screen.findByRole('table', { name: 'Training kits' });
    expect(within(kits).getByRole('row', { name: /Pronunciation check/ })).toHaveTextContent('60%');
    await userEvent.click(within(kits).getByRole('button', { name: 'Questions of Pronunciation check' }));
    const region = await screen.findByRole('region', { name: 'Questions of Pronunciation check' });
    expect(within(await within(region).findByRole('table', { name: 'Test questions' })).getByRole('row', { name: /long a/ })).toHaveTextContent('cake');

    const form = within(region).getByRole('form', { name: 'New question' });
    await userEvent.type(within(form).getByLabelText('Question'), 'Which is a verb?');
    await userEvent.type(within(form).getByLabelText('Option 1'), 'run');
    await userEvent.type(within(form).getByLabelText('Option 2'), 'table');
    await userEvent.click(within(form).getByRole('button', { name: 'Add an option' }));
    await userEvent.type(within(form).getByLabelText('Option 3'), 'swim');
    await userEvent.click(within(form).getByRole('button', { name: 'Add question' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(StaffTrainingMessages.correctRequired);
    expect(fake.callsTo('/api/Staff/SaveTrainingKitQuestion')).toHaveLength(0);

    await userEvent.click(within(form).getByLabelText('Option 3 is right'));
    await userEvent.click(within(form).getByLabelText('Option 1 is right'));
    await userEvent.click(within(form).getByRole('button', { name: 'Add question' }));
    expect(await within(region).findByRole('status')).toHaveTextContent(StaffTrainingMessages.created);
    expect(fake.callsTo('/api/Staff/SaveTrainingKitQuestion')[0]?.body).toMatchObject({
      KitId: 5,
      Text: 'Which is a verb?',
      Options: ['run', 'table', 'swim'],
      Correct: [0, 2],
    });

    const questions = await within(region).findByRole('table', { name: 'Test questions' });
    await userEvent.click(within(questions).getByRole('button', { name: 'Delete Which word has a long a?' }));
    await userEvent.click(within(within(region).getByRole('group', { name: 'Delete Which word has a long a??' })).getByRole('button', { name: 'Yes, delete' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(StaffTrainingMessages.questionInUse);
    expect(fake.callsTo('/api/Staff/DeleteTrainingKitQuestion')[0]?.body).toEqual({ Id: 50 });
  });
});
