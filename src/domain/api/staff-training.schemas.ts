import { Type } from '@sinclair/typebox';
import { TRAINING_COMMENT_MAX } from '../training-resources';
import { DbId } from './db-integer';

/** Schemas of the trainers' staff calls (the training classes to record are training-resources.schemas.ts' pages). */

export const RecordTrainingResultBody = Type.Object({
  ClassId: DbId(),
  Result: Type.String({ maxLength: 40 }),
  Comment: Type.Optional(Type.String({ maxLength: TRAINING_COMMENT_MAX * 4 })),
});
