import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageDeps } from '../../src/actors/page-logic';
import { TrainingMessages, type KitTestPaper, type TestScoreDetail, type TrainingKitCategory, type TrainingKitModel } from '../../src/domain/training';
import TrainingKitDetailsPage from '../../src/views/pages/training/training-kit-details.page';
import TrainingKitPage from '../../src/views/pages/training/training-kit.page';
import TrainingTestAnswerPage from '../../src/views/pages/training/training-test-answer.page';
import TrainingTestDetailsPage from '../../src/views/pages/training/training-test-details.page';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { fakeApi } from './shell-harness';

/** The fake client plus postWithMessage, answering `messages[path]` as the envelope's Msg. */
function renderAt(path: string, page: ReactNode, answers: Parameters<typeof fakeApi>[0], messages: Record<string, string> = {}) {
  const fake = fakeApi(answers);
  const api = {
    ...fake.api,
    postWithMessage: async (p: string, body?: unknown, query?: Record<string, unknown>) => ({
      body: await fake.api.post(p, body, query),
      message: messages[p] ?? '',
    }),
  };
  const deps = { api, reportError: () => {}, startUpload: () => {}, notify: () => {}, menuLoaded: () => {}, messagesChanged: () => {} } as unknown as PageDeps;
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname!, searchPath: search, record: true } as Parameters<typeof memoryLocation>[0]);
  render(
    <TestPageLogicProvider deps={deps}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {page}
      </Router>
    </TestPageLogicProvider>,
  );
  return fake;
}

const kit: TrainingKitModel = {
  ID: 3,
  Name: 'Phonics Starter Kit',
  Icon: 'pi pi-star',
  CategoryName: 'Course Training',
  Description: 'Teach the letter sounds.',
  Sections: [{ Title: 'Short vowels', Body: 'a as in apple' }],
  PassScore: 80,
  TestMinutes: 10,
  QuestionCount: 2,
  UsedSeconds: 65,
  IsCompleteCourse: false,
  IsPass: true,
  TestScore: 100,
  TestTime: '2026-11-20T01:00:00Z',
  LastRecordId: 9,
  Label: 'Phonics',
  HasLabel: false,
};

describe('the training kit pages', () => {
  it('lists the kits by category with each one’s test state', async () => {
    const categories: TrainingKitCategory[] = [
      {
        CategoryName: 'Teaching Standards',
        Items: [{ ID: 1, Name: 'Classroom QA Test', Icon: 'pi pi-check', IsPass: false, TestScore: null, TestTime: null }],
      },
      {
        CategoryName: 'Course Training',
        Items: [{ ID: 3, Name: 'Phonics Starter Kit', Icon: 'pi pi-star', IsPass: true, TestScore: 100, TestTime: '2026-11-20T01:00:00Z' }],
      },
    ];
    renderAt('/trainingKit', <TrainingKitPage />, { '/api/tutordata/TrainingKits': categories });
    const standards = await screen.findByRole('region', { name: 'Teaching Standards' });
    expect(within(standards).getByText('Not passed')).toBeInTheDocument();
    expect(within(standards).getByText('No test taken yet')).toBeInTheDocument();
    const course = screen.getByRole('region', { name: 'Course Training' });
    expect(within(course).getByRole('link', { name: 'Phonics Starter Kit' })).toHaveAttribute('href', '/trainingkitDetails/3');
    expect(within(course).getByText('Passed')).toBeInTheDocument();
    // 01:00 UTC is 9:00 AM in Manila, named once for the page.
    expect(within(course).getByText('Latest score 100 on Nov 20, 2026, 9:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Times in Asia/Manila.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resource folders and instructional videos' })).toHaveAttribute('href', '/resourcesFolder');
  });

  it('shows a kit, records the learning, and adds the label a passed kit grants', async () => {
    const fake = renderAt(
      '/trainingkitDetails/3',
      <TrainingKitDetailsPage />,
      {
        '/api/tutordata/TrainingKitModel': kit,
        '/api/TutorData/LearnSubmit': { ...kit, IsCompleteCourse: true },
        '/api/TutorData/AddTutorLabel': [{ KctId: 3, Label: 'Phonics' }],
      },
      { '/api/TutorData/LearnSubmit': TrainingMessages.learned, '/api/TutorData/AddTutorLabel': 'Label added.' },
    );
    expect(await screen.findByRole('heading', { name: 'Phonics Starter Kit' })).toBeInTheDocument();
    const progress = screen.getByLabelText('Your progress');
    expect(within(progress).getByText('1:05')).toBeInTheDocument();
    expect(within(progress).getByText('Not finished')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the test (2 questions, pass 80)' })).toHaveAttribute('href', '/trainingTestDetails?kctId=3');
    expect(screen.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/trainingResources/3');
    await userEvent.click(screen.getByRole('button', { name: 'I have learned this' }));
    expect(await screen.findByRole('status')).toHaveTextContent(TrainingMessages.learned);
    expect(within(progress).getByText('Learned')).toBeInTheDocument();
    expect(fake.callsTo('/api/TutorData/LearnSubmit')[0]?.query).toMatchObject({ TrakitId: 3, IsCompleteCourse: true });
    await userEvent.click(screen.getByRole('button', { name: 'Add the Phonics label' }));
    expect(await screen.findByText('Label added.')).toBeInTheDocument();
  });

  it('takes a test: refuses unanswered questions, sends the answers, shows the server’s score and retakes afresh', async () => {
    const paper: KitTestPaper = {
      KctId: 3,
      Name: 'Phonics Starter Kit',
      PassScore: 80,
      TestMinutes: 10,
      Questions: [
        { ID: 11, CatName: 'Sounds Result', Text: 'Which word starts with a short a?', Multiple: false, Options: ['apple', 'ape'] },
        { ID: 12, CatName: 'Sounds Result', Text: 'Pick the short vowels', Multiple: true, Options: ['a', 'e', 'y'] },
      ],
    };
    const fake = renderAt(
      '/trainingTestDetails?kctId=3',
      <TrainingTestDetailsPage />,
      { '/api/tutordata/KCTList': paper, '/api/TutorData/TestSubmit': { RecordId: 9, Score: 50, IsPass: false, PassScore: 80 } },
      { '/api/TutorData/TestSubmit': 'Not passed this time.' },
    );
    expect(await screen.findByRole('heading', { name: 'Phonics Starter Kit: test' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'apple' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TrainingMessages.answersRequired);
    expect(fake.callsTo('/api/TutorData/TestSubmit')).toHaveLength(0);
    const multi = screen.getByRole('group', { name: '2. Pick the short vowels' });
    await userEvent.click(within(multi).getByRole('checkbox', { name: 'a' }));
    await userEvent.click(within(multi).getByRole('checkbox', { name: 'e' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const result = await screen.findByRole('status', { name: 'Test result' });
    expect(result).toHaveTextContent('50');
    expect(result).toHaveTextContent('Not passed this time.');
    expect(fake.callsTo('/api/TutorData/TestSubmit')[0]?.body).toEqual({
      answers: [
        { questionId: 11, choices: [0] },
        { questionId: 12, choices: [0, 1] },
      ],
    });
    expect(screen.getByRole('link', { name: 'See the answers' })).toHaveAttribute('href', '/trainingTestAnswer?recodeId=9');
    await userEvent.click(screen.getByRole('button', { name: 'Retake the test' }));
    expect(screen.getByRole('radio', { name: 'apple' })).not.toBeChecked();
  });

  it('shows the answers page: the report without the TESOL item and the word Result, each answer against the key', async () => {
    const detail: TestScoreDetail = {
      RecordId: 9,
      KctId: 3,
      Name: 'Phonics Starter Kit',
      Score: 50,
      IsPass: false,
      PassScore: 80,
      StartTime: '2026-11-20T01:00:00Z',
      SubmitTime: '2026-11-20T01:10:00Z',
      Report: [
        { CatName: 'Sounds Result', AllScore: 50 },
        { CatName: 'TESOL Result', AllScore: 100 },
      ],
      Questions: [
        {
          ID: 11,
          CatName: 'Sounds Result',
          Text: 'Which word starts with a short a?',
          Multiple: false,
          Options: ['apple', 'ape'],
          Chosen: [1],
          Correct: [0],
          IsRight: false,
          Explanation: 'Ape has a long a.',
        },
      ],
    };
    renderAt('/trainingTestAnswer?recodeId=9', <TrainingTestAnswerPage />, { '/api/TutorData/GetTestScore': detail });
    const report = await screen.findByRole('list', { name: 'Test report' });
    expect(within(report).getAllByRole('listitem')).toHaveLength(1);
    expect(within(report).getByRole('progressbar', { name: 'Sounds' })).toHaveAttribute('value', '50');
    const answers = screen.getByRole('list', { name: 'Answers' });
    expect(within(answers).getByText('Wrong')).toBeInTheDocument();
    expect(within(answers).getByText(/A\. apple \(correct answer\)/)).toBeInTheDocument();
    expect(within(answers).getByText(/B\. ape \(your answer\)/)).toBeInTheDocument();
    expect(within(answers).getByText('Ape has a long a.')).toBeInTheDocument();
    // Submitted at 01:10 UTC, 9:10 AM in Manila.
    expect(screen.getByText(/submitted Nov 20, 2026, 9:10 AM/)).toBeInTheDocument();
    expect(screen.getByText('Times in Asia/Manila.')).toBeInTheDocument();
  });
});
