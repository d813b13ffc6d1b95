import { describe, expect, it } from 'vitest';
import { AI_TITLE_MAX, AiChatMessages, aiDraftOf, conversationTitleOf, questionProblem, splitLessonDraft } from '../../src/domain/ai-chat';
import { parseInline, parseMarkdown } from '../../src/domain/markdown';

describe('assistant rules', () => {
  it('titles a conversation by its first question line, cut to the limit', () => {
    expect(conversationTitleOf('  Which classes?\nand more')).toBe('Which classes?');
    expect(conversationTitleOf('x'.repeat(200))).toHaveLength(AI_TITLE_MAX);
    expect(conversationTitleOf('   ')).toBe('New conversation');
  });

  it('refuses empty and too long questions', () => {
    expect(questionProblem(' \n ')).toBe(AiChatMessages.emptyMessage);
    expect(questionProblem('x'.repeat(4001))).toBe(AiChatMessages.messageTooLong);
    expect(questionProblem('Hello')).toBe('');
  });

  it("splits AI Mind's answer into the lesson plan and the remark", () => {
    expect(splitLessonDraft('Intro\n## Lesson plan\n- Warm-up\n- Main\n### Remark\nKenji did well.')).toEqual({
      lessonPlan: '- Warm-up\n- Main',
      remark: 'Kenji did well.',
    });
    expect(splitLessonDraft('Just a plan')).toEqual({ lessonPlan: 'Just a plan', remark: '' });
  });

  it('reads a draft from history state only when it has the right shape', () => {
    expect(aiDraftOf({ aiDraft: { lessonPlan: 'Plan' } })).toEqual({ lessonPlan: 'Plan', remark: '' });
    expect(aiDraftOf(null)).toEqual({ lessonPlan: '', remark: '' });
    expect(aiDraftOf({ aiDraft: { lessonPlan: 5 } })).toEqual({ lessonPlan: '', remark: '' });
  });
});

describe('safe Markdown reader', () => {
  it('reads headings, lists, code and inline marks', () => {
    expect(parseMarkdown('## Plan\n- **a**\n- `b`\n\n1. one\n2. two\n\n```\n<b>x</b>\n```\ntext *it*')).toEqual([
      { kind: 'heading', level: 2, content: [{ kind: 'text', text: 'Plan' }] },
      { kind: 'list', ordered: false, items: [[{ kind: 'strong', text: 'a' }], [{ kind: 'code', text: 'b' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]] },
      { kind: 'code', text: '<b>x</b>' },
      {
        kind: 'paragraph',
        content: [
          { kind: 'text', text: 'text ' },
          { kind: 'em', text: 'it' },
        ],
      },
    ]);
  });

  it('keeps HTML as text', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });
});
