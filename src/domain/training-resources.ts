/**
 * Training, the rest (issue 13): kit resources and the resource folders, instructional videos, the
 * training center's click records and task-level courses, the teaching-group change tip, and the
 * training classroom, trainer absence, class comments and the trainers' recorded results.
 * The spec names the calls only; the shapes and texts here are the product's own (see README).
 */
import type { Static } from '@sinclair/typebox';
import type {
  ChangeGroupTipSchema,
  FolderPageSchema,
  KctSearchSchema,
  KitResourcesSchema,
  ResourceFolderSchema,
  ResourceSchema,
  TrainingLineSchema,
  TrainingPageSchema,
  VideoSchema,
} from './api/training-resources.schemas';

export const ResourceKind = { document: 'document', video: 'video', link: 'link' } as const;
export type ResourceKind = (typeof ResourceKind)[keyof typeof ResourceKind];

export type TrainingResource = Static<typeof ResourceSchema>;

/** /trainingResources/{id}: one kit's resources. */
export type KitResources = Static<typeof KitResourcesSchema>;

export type ResourceFolder = Static<typeof ResourceFolderSchema>;

/** /resourcesFolder: the folders, and one folder's resources a page at a time. */
export type ResourcesFolderPage = Static<typeof FolderPageSchema>;

export const RESOURCES_PAGE_SIZE = 10;

export type InstructionalVideo = Static<typeof VideoSchema>;

/** GetKctListByName: kits whose name contains the text, with the page's request id echoed back. */
export type KctSearchAnswer = Static<typeof KctSearchSchema>;

export const KCT_SEARCH_LIMIT = 20;
export const KCT_NAME_MAX = 60;

/** AddClickRecord's targets: what in the training center a tutor opened. */
export const CLICK_TARGETS = ['course', 'chapter', 'source', 'announcement', 'resource', 'video'] as const;
export type ClickTarget = (typeof CLICK_TARGETS)[number];

export function isClickTarget(value: string): value is ClickTarget {
  return (CLICK_TARGETS as readonly string[]).includes(value);
}

export type ChangeGroupTip = Static<typeof ChangeGroupTipSchema>;

/** The trainers' outcome of a training class; pass and fail only for classes both attended. */
export const TrainingOutcome = { pass: 'pass', fail: 'fail', traineeAbsent: 'trainee_absent', trainerAbsent: 'trainer_absent' } as const;
export type TrainingOutcome = (typeof TrainingOutcome)[keyof typeof TrainingOutcome];
export const TRAINING_OUTCOMES: readonly TrainingOutcome[] = Object.values(TrainingOutcome);

export const TRAINING_COMMENT_MAX = 500;

/** One line of MaterialTrainerInfo, EvaluateList and TraiClass: a training class with its trainer. */
export type TrainingClassLine = Static<typeof TrainingLineSchema>;

export type TrainingClassPage = Static<typeof TrainingPageSchema>;

export const TRAINING_CLASS_PAGE_SIZE = 10;

/** MaterialTrainerInfo's timeFlag: 0 the classes to come, 1 the classes past. */
export const TimeFlag = { upcoming: 0, past: 1 } as const;

export const TrainingResourcesMessages = {
  kitNotFound: 'This training kit does not exist.',
  folderNotFound: 'This folder does not exist.',
  videoNotFound: 'This video does not exist.',
  badSeconds: 'The watched time is not valid.',
  unknownLevel: 'Unknown task level.',
  unknownTarget: 'Unknown click target.',
  nameRequired: 'Please enter a kit name to search.',
  nameTooLong: `The name may be at most ${KCT_NAME_MAX} characters.`,
  changeGroup: (group: string) => `Finishing this course moves you to the ${group} teaching group.`,
  noTrainingClassNow: 'You have no training class to join now.',
  wrongType: 'This room is another kind of training class.',
  notStarted: 'This training class has not started yet.',
  alreadyReported: 'You have already reported the trainer absent.',
  reported: 'Thank you. The training team has been told the trainer was absent.',
  commentRequired: 'Please enter a comment.',
  commentTooLong: `The comment may be at most ${TRAINING_COMMENT_MAX} characters.`,
  commented: 'Your comment has been saved.',
  alreadyRecorded: 'The result of this training class is already recorded.',
  notTrainingClass: 'This class is not a training class.',
  badOutcome: 'Unknown result.',
  resultRecorded: 'The result has been recorded and the tutor told.',
  badTimeFlag: 'Unknown time flag.',
} as const;

/** The message the trainee gets when the trainers record the outcome. */
export function outcomeMessage(title: string, outcome: TrainingOutcome, comment: string): { title: string; content: string } {
  const said = comment ? ` Trainer's comment: ${comment}` : '';
  switch (outcome) {
    case TrainingOutcome.pass:
      return { title: `Training result: ${title}`, content: `You passed “${title}”.${said}` };
    case TrainingOutcome.fail:
      return { title: `Training result: ${title}`, content: `You did not pass “${title}” this time. You can book it again.${said}` };
    case TrainingOutcome.traineeAbsent:
      return { title: `Training class missed: ${title}`, content: `The trainers recorded you absent from “${title}”. Please book it again.${said}` };
    case TrainingOutcome.trainerAbsent:
      return {
        title: `Training class cancelled: ${title}`,
        content: `The trainer could not come to “${title}”. The class is cancelled without penalty; please book it again.${said}`,
      };
  }
}

/** Trimmed comment check shared by the trainee's comment and the trainers' result. */
export function trainingCommentError(comment: string, required: boolean): string | null {
  const text = comment.trim();
  if (required && text === '') return TrainingResourcesMessages.commentRequired;
  if (text.length > TRAINING_COMMENT_MAX) return TrainingResourcesMessages.commentTooLong;
  return null;
}

/** A video counts as watched once the tutor has seen all of it but the last tenth (end credits). */
export function isVideoFinished(watchedSeconds: number, seconds: number): boolean {
  return seconds > 0 && watchedSeconds * 10 >= seconds * 9;
}
