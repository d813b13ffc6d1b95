import { describe, expect, it } from 'vitest';
import { formatSeconds, isHiddenReportItem, isRightAnswer, progressValue, reportTitle, scoreAnswers, visibleReport } from '../../src/domain/training';

describe('QA report title rules (teaching.md §3)', () => {
  it('strips the word Result from CatName, whatever its case, and tidies the spaces', () => {
    expect(reportTitle('Grammar Result')).toBe('Grammar');
    expect(reportTitle('Teaching Skills Result')).toBe('Teaching Skills');
    expect(reportTitle('Result of Pronunciation')).toBe('of Pronunciation');
    expect(reportTitle('Classroom results')).toBe('Classroom');
    expect(reportTitle('RESULT')).toBe('');
  });

  it('keeps words that only contain Result', () => {
    expect(reportTitle('Resultant Skills Result')).toBe('Resultant Skills');
  });

  it('hides the TESOL category, with or without Result', () => {
    expect(isHiddenReportItem('TESOL Result')).toBe(true);
    expect(isHiddenReportItem('tesol')).toBe(true);
    expect(isHiddenReportItem('TESOL Methods Result')).toBe(false);
  });

  it('uses AllScore as a progress value from 0 to 100', () => {
    expect(progressValue(67.4)).toBe(67);
    expect(progressValue(140)).toBe(100);
    expect(progressValue(-3)).toBe(0);
    expect(progressValue(Number.NaN)).toBe(0);
  });

  it('shows the report without TESOL, with stripped titles, in order', () => {
    expect(
      visibleReport([
        { CatName: 'Teaching Skills Result', AllScore: 50 },
        { CatName: 'TESOL Result', AllScore: 100 },
        { CatName: 'Classroom Management Result', AllScore: 100 },
      ]),
    ).toEqual([
      { title: 'Teaching Skills', value: 50 },
      { title: 'Classroom Management', value: 100 },
    ]);
  });
});

describe('test scoring', () => {
  const keys = [
    { questionId: 1, catName: 'A Result', points: 1, correct: [1] },
    { questionId: 2, catName: 'A Result', points: 1, correct: [0, 2] },
    { questionId: 3, catName: 'B Result', points: 2, correct: [3] },
  ];

  it('needs exactly the key: all that apply and none more, in any order', () => {
    expect(isRightAnswer([0, 2], [2, 0])).toBe(true);
    expect(isRightAnswer([0, 2], [0])).toBe(false);
    expect(isRightAnswer([0, 2], [0, 1, 2])).toBe(false);
    expect(isRightAnswer([1], [])).toBe(false);
  });

  it('scores points earned over points possible, per category too; unanswered is wrong', () => {
    const all = scoreAnswers(keys, [
      { questionId: 1, choices: [1] },
      { questionId: 2, choices: [0, 2] },
      { questionId: 3, choices: [3] },
    ]);
    expect(all.score).toBe(100);
    const some = scoreAnswers(keys, [
      { questionId: 1, choices: [1] },
      { questionId: 2, choices: [0] },
    ]);
    expect(some.score).toBe(25);
    expect(some.report).toEqual([
      { CatName: 'A Result', AllScore: 50 },
      { CatName: 'B Result', AllScore: 0 },
    ]);
    expect([...some.right]).toEqual([1]);
    expect(scoreAnswers([], []).score).toBe(0);
  });

  it('formats seconds as minutes and seconds', () => {
    expect(formatSeconds(0)).toBe('0:00');
    expect(formatSeconds(605)).toBe('10:05');
  });
});
