/**
 * The class detail page's rules and texts (teaching.md §2 "Class detail", §3, §4, §5, §9), shared by
 * the server and the page. Pure: no React, XState or Node.
 */
import type { Static } from '@sinclair/typebox';
import type {
  AbsentAllowedSchema,
  AiSummarySchema,
  AppraisalSuggestionSchema,
  AssistanceSchema,
  ClassProblemSchema,
  LessonPlanSchema,
  LessonPlanStateSchema,
  MaterialLineSchema,
  MaterialListSchema,
  MaterialSetSchema,
  RemarkContentSchema,
  RemarkSchema,
  StudentInfoSchema,
  SummaryAnalysisSchema,
  TrialSmsStatusSchema,
} from './api/class-detail.schemas';

/** One teaching material line (teaching.md §3), with the names the page shows. */
export type MaterialLine = Static<typeof MaterialLineSchema>;

export const LessonType = { studied: 1, teachingPlan: 2, test: 3, remark: 4 } as const;
export type LessonType = (typeof LessonType)[keyof typeof LessonType];

export const LESSON_TYPE_LABELS: Readonly<Record<LessonType, string>> = {
  1: 'Studied',
  2: 'Teaching plan',
  3: 'Test lesson',
  4: 'Review',
};

type LessonTypeFacts = Pick<MaterialLine, 'ClassType' | 'USID' | 'IsRemark'>;

/** teaching.md §4 "Lesson type": 3 if ClassType>0; 1 if USID>0; 2 if not a remark; 4 otherwise. */
export function lessonTypeOf(line: LessonTypeFacts): LessonType {
  if (line.ClassType > 0) return LessonType.test;
  if (line.USID > 0) return LessonType.studied;
  if (!line.IsRemark) return LessonType.teachingPlan;
  return LessonType.remark;
}

type CurrentLessonFacts = Pick<MaterialLine, 'CSID' | 'USID' | 'USAID' | 'IsRemark'>;

/**
 * teaching.md §4 "Current lesson": the index of the first line with CSID>0; else the line after the
 * last line with USID or USAID; else the first remark line; -1 when none applies (an empty list, or
 * the last line studied and no remark line).
 */
export function currentLessonIndex(lines: readonly CurrentLessonFacts[]): number {
  const set = lines.findIndex((line) => line.CSID > 0);
  if (set >= 0) return set;
  let lastTaken = -1;
  lines.forEach((line, index) => {
    if (line.USID > 0 || line.USAID > 0) lastTaken = index;
  });
  if (lastTaken >= 0 && lastTaken + 1 < lines.length) return lastTaken + 1;
  return lines.findIndex((line) => line.IsRemark);
}

/** The remark forms of the page (teaching.md §2). */
export const RemarkKind = {
  /** VipClassRemark: the regular class remark. */
  class: 'class',
  /** KnowledgePointsClassRemark: the remark per knowledge point of the lesson. */
  knowledgePoints: 'knowledge_points',
  /** leaveTrailClassRemark: the trial-class remark for the sales team. */
  trial: 'trial',
} as const;
export type RemarkKind = (typeof RemarkKind)[keyof typeof RemarkKind];

/** Limits of a remark's texts. */
export const REMARK_TEXT_MAX = 2000;
export const REMARK_TEXT_MIN = 10;
/** Ratings in a remark (pronunciation, fluency...) are 1 to 5. */
export const REMARK_RATING_MAX = 5;
export const LESSON_PLAN_TEXT_MAX = 4000;
export const MISTAKE_TEXT_MAX = 1000;
export const ASSISTANCE_TEXT_MAX = 1000;
/** A remark submitted within this many minutes of the class's end earns the prompt rule (growth-account.md §9). */
export const REMARK_PROMPT_MINUTES = 60;
/** A remark may be written from the class's start until this many days after it ended. */
export const REMARK_WINDOW_DAYS = 7;
/** The student counts as absent this many minutes after the start (the provider's wait). */
export const ABSENT_AFTER_MINUTES = 10;
/** The absent proof may be sent until this many hours after the class ended. */
export const ABSENT_PROOF_HOURS_AFTER_END = 24;
export const ABSENT_PIC_MAX_BYTES = 5 * 1024 * 1024;
export const ABSENT_PIC_TYPES = ['image/jpeg', 'image/png'] as const;

/** Dialog widths of the page (teaching.md §9). */
export const ClassDetailDialogWidth = {
  /** Remark and lesson plan forms. */
  remark: 700,
  /** The teaching material list (change material). */
  materials: 1000,
  /** Mistake report and CS assistance. */
  assistance: 550,
  /** Confirmations (same materials, absent picture). */
  confirm: 400,
} as const;

/** The problems a tutor can report during class (GetClassProblemIncludeChildren), by class tool. */
export type ClassProblem = Static<typeof ClassProblemSchema>;

export const CLASS_PROBLEMS: readonly ClassProblem[] = [
  {
    Id: 1,
    Name: 'Student issue',
    Children: [
      { Id: 11, Name: 'Student cannot hear me' },
      { Id: 12, Name: 'Student camera is off' },
      { Id: 13, Name: 'Student has not entered the classroom' },
    ],
  },
  {
    Id: 2,
    Name: 'Classroom issue',
    Children: [
      { Id: 21, Name: 'Courseware does not load' },
      { Id: 22, Name: 'Classroom keeps disconnecting' },
    ],
  },
  { Id: 3, Name: 'Other', Children: [{ Id: 31, Name: 'Something else' }] },
];

export function classProblemName(problemId: number): string | null {
  for (const group of CLASS_PROBLEMS) {
    const child = group.Children.find((c) => c.Id === problemId);
    if (child) return `${group.Name}: ${child.Name}`;
  }
  return null;
}

export const AssistanceStatus = { open: 'open', answered: 'answered', closed: 'closed' } as const;
export type AssistanceStatus = (typeof AssistanceStatus)[keyof typeof AssistanceStatus];

/** Level rate and textbook score activity types (EditLessonScore activityType). */
export const ScoreActivity = { levelRate: 1, textbookScore: 2 } as const;
export const SCORE_MAX = 5;

export const ClassDetailMessages = {
  /** teaching.md §5 and §8. */
  materialsNotLoaded: 'Please wait for Teaching Material fully loaded.',
  classNotFound: 'This class does not exist.',
  lessonNotInCourse: "This lesson is not in the student's course.",
  classEnded: 'The material of a class that has ended cannot change.',
  noMaterialToCopy: 'The student has no earlier class with material to copy.',
  remarkTooEarly: 'A remark can be written once the class has started.',
  remarkClosed: `The remark window closed ${REMARK_WINDOW_DAYS} days after the class.`,
  remarkNotTrial: 'A trial-class remark is only for a trial class.',
  remarkTextLength: `The remark needs ${REMARK_TEXT_MIN} to ${REMARK_TEXT_MAX} characters.`,
  remarkRating: `Each rating is 1 to ${REMARK_RATING_MAX}.`,
  remarkClassCancelled: 'A cancelled or missed class has no remark.',
  remarkSaved: 'Your remark was submitted.',
  remarkLaterSaved: 'Saved. You can finish the remark later.',
  lessonPlanTooLong: `The lesson plan may be at most ${LESSON_PLAN_TEXT_MAX} characters.`,
  lessonPlanEmpty: 'Write the lesson plan first.',
  lessonPlanSaved: 'Lesson plan saved.',
  mistakeTextLength: `Describe the mistake in 1 to ${MISTAKE_TEXT_MAX} characters.`,
  mistakeSaved: 'Thank you. The material team will check it.',
  unknownProblem: 'Choose a problem from the list.',
  assistanceTextLength: `Describe the problem in at most ${ASSISTANCE_TEXT_MAX} characters.`,
  assistanceSent: 'Support has been asked. Their answer shows here.',
  assistanceNotFound: 'This request does not exist.',
  absentNotAllowed: 'An absent picture can be sent only for a booked class, from 10 minutes after its start until 24 hours after its end.',
  absentPicRequired: 'Attach a .jpg or .png picture of at most 5 MB.',
  absentSaved: 'Thank you. The class is recorded as student absent.',
  badScore: `A score is 1 to ${SCORE_MAX}.`,
  badActivity: 'Unknown score type.',
} as const;

/** Remark, absent picture and other long calls wait this long (teaching.md §9: 300 s). */
export const CLASS_DETAIL_LONG_TIMEOUT_MS = 300_000;

/** What GetTeachingMaterials answers. */
export type MaterialList = Static<typeof MaterialListSchema>;

/** What setting a class's material answers. */
export type MaterialSet = Static<typeof MaterialSetSchema>;

/** What a remark holds (and a remark call takes, less the class id). */
export type RemarkContent = Static<typeof RemarkContentSchema>;

/** A remark as the remark calls answer it. */
export type RemarkView = Static<typeof RemarkSchema>;

/** The ratings of the class remark form. */
export const REMARK_RATINGS = ['Pronunciation', 'Fluency', 'Vocabulary', 'Grammar', 'Participation'] as const;

export type LessonPlanView = Static<typeof LessonPlanSchema>;

export type AssistanceView = Static<typeof AssistanceSchema>;

/** AllowUploadAbsentPic: whether the absent picture may be sent now, and whether it was. */
export type AbsentPicState = Static<typeof AbsentAllowedSchema>;

export interface MistakeReport {
  sid: number;
  page: number;
  description: string;
}

/** Appraisal suggestions a tutor can give a student, by English level band (GetCurrentStudentAppraisalItemSuggestionList). */
export const APPRAISAL_SUGGESTIONS: ReadonlyArray<{ Id: number; Text: string; Levels: readonly string[] }> = [
  { Id: 1, Text: 'Praise the effort: name one thing the student did well today.', Levels: [] },
  { Id: 2, Text: 'Use picture cards for new words and ask the student to point.', Levels: ['Starter', 'A1'] },
  { Id: 3, Text: 'Ask the student to answer in full sentences.', Levels: ['A1', 'A2'] },
  { Id: 4, Text: 'Give the student time to self-correct before helping.', Levels: ['A2', 'B1'] },
  { Id: 5, Text: 'Ask open questions that need an opinion and a reason.', Levels: ['B1', 'B2', 'C1'] },
  { Id: 6, Text: 'Note repeated grammar mistakes and review them at the end.', Levels: ['B1', 'B2', 'C1'] },
];

/** The trial class SMS notice may be sent from booking until the class starts, once. */
export const TrialSmsMessages = {
  notTrial: 'The SMS notice is only for a trial class.',
  alreadySent: 'The SMS notice was already sent for this class.',
  started: 'The class has started: the SMS notice is no longer needed.',
  sent: 'The student was sent an SMS notice.',
} as const;

export type StudentInfo = Static<typeof StudentInfoSchema>;

export type AppraisalSuggestion = Static<typeof AppraisalSuggestionSchema>;

export const SCORE_LABELS: Readonly<Record<number, string>> = { [ScoreActivity.levelRate]: 'Level rate', [ScoreActivity.textbookScore]: 'Textbook score' };

/**
 * Short course training notes the class detail page shows before a kind of class
 * (GetCourseTrainingContentAndRead {TrainingTag}); the first showing is recorded as read.
 */
export const COURSE_TRAINING_CONTENT: Readonly<Record<string, { Title: string; Content: string }>> = {
  trial: {
    Title: 'Teaching a trial class',
    Content: 'Greet the student by name, find their level in the first five minutes, and end with one thing they can already say better.',
  },
  test: { Title: 'Teaching a test lesson', Content: 'Follow the test slides in order, do not help with answers, and give the level rate after the class.' },
  regular: {
    Title: 'Teaching a regular class',
    Content: 'Review the last lesson for two minutes, teach the current lesson, and write the remark within an hour of the end.',
  },
};

/** GetUserSummaryAnalysis: the student's finished classes with this tutor up to a class, with averages. */
export type StudentSummaryAnalysis = Static<typeof SummaryAnalysisSchema>;

/** GetAIReportSummary: a written summary of the student's ratings so far. */
export type StudentAiSummary = Static<typeof AiSummarySchema>;

/** What the student panel shows of the student's progress. */
export interface StudentReport {
  summary: StudentSummaryAnalysis;
  ai: StudentAiSummary;
}

/** GetTrialClassSMSNoticeStatus: whether the trial class's SMS notice can be sent, or when it was. */
export type TrialSmsStatus = Static<typeof TrialSmsStatusSchema>;

/** GetTutorLessonPlanState: the tutor's booked classes of the next Days days and whether each has a plan. */
export type LessonPlanState = Static<typeof LessonPlanStateSchema>;
