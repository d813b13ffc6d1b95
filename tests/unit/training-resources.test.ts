import { describe, expect, it } from 'vitest';
import {
  TRAINING_COMMENT_MAX,
  TrainingResourcesMessages as M,
  isClickTarget,
  isVideoFinished,
  outcomeMessage,
  trainingCommentError,
} from '../../src/domain/training-resources';

describe('training resources rules', () => {
  it('counts a video watched from nine tenths, never an empty one', () => {
    expect(isVideoFinished(269, 300)).toBe(false);
    expect(isVideoFinished(270, 300)).toBe(true);
    expect(isVideoFinished(0, 0)).toBe(false);
  });

  it('checks comments after trimming; the trainers may leave theirs empty', () => {
    expect(trainingCommentError('   ', true)).toBe(M.commentRequired);
    expect(trainingCommentError('   ', false)).toBeNull();
    expect(trainingCommentError(` ${'x'.repeat(TRAINING_COMMENT_MAX)} `, true)).toBeNull();
    expect(trainingCommentError('x'.repeat(TRAINING_COMMENT_MAX + 1), false)).toBe(M.commentTooLong);
  });

  it('tells the trainee each outcome in plain words, with the trainer’s comment when there is one', () => {
    expect(outcomeMessage('Phonics', 'pass', '')).toEqual({ title: 'Training result: Phonics', content: 'You passed “Phonics”.' });
    expect(outcomeMessage('Phonics', 'fail', 'Slow down.').content).toBe(
      "You did not pass “Phonics” this time. You can book it again. Trainer's comment: Slow down.",
    );
    expect(outcomeMessage('Phonics', 'trainee_absent', '').title).toBe('Training class missed: Phonics');
    expect(outcomeMessage('Phonics', 'trainer_absent', '').content).toContain('cancelled without penalty');
  });

  it('knows the click targets', () => {
    expect(isClickTarget('chapter')).toBe(true);
    expect(isClickTarget('banner')).toBe(false);
  });
});
