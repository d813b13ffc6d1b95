import { Type } from '@sinclair/typebox';
import { MAX_LEARN_SECONDS } from '../training';
import { DbId } from './db-integer';

const Nullable = <T extends ReturnType<typeof Type.Integer> | ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const PrimaryIdQuery = Type.Object({ primaryID: DbId({ description: 'The training kit id.' }) });
export const KctIdQuery = Type.Object({ kctId: DbId({ description: 'The training kit id (its test is the KCT).' }) });
export const RecodeIdQuery = Type.Object({ recodeId: DbId({ description: 'The test record id TestSubmit answered.' }) });

export const LearnSubmitQuery = Type.Object({
  TrakitId: DbId({ description: 'The training kit id.' }),
  UsedTime: Type.Integer({ minimum: 0, maximum: MAX_LEARN_SECONDS, description: 'Seconds spent learning since the last submit.' }),
  IsCompleteCourse: Type.Optional(Type.Boolean({ default: false, description: 'True when the tutor finished the material.' })),
});

export const TestSubmitQuery = Type.Object({
  kctId: DbId({ description: 'The training kit id.' }),
  startTime: Type.Optional(Type.String({ maxLength: 40, description: 'When the tutor opened the test (ISO time).' })),
  IsCompleteCourse: Type.Optional(Type.Boolean()),
});

/** One answer the page sends: the chosen option indexes of a question. */
export const KitAnswerSchema = Type.Object({
  questionId: DbId(),
  choices: Type.Array(Type.Integer({ minimum: 0, maximum: 50 }), { maxItems: 20 }),
});

/** The answers; any other field (a score, a pass flag) is ignored: the server scores the answers itself. */
export const TestSubmitBody = Type.Object({ answers: Type.Array(KitAnswerSchema, { maxItems: 500 }) });

export const KitItem = Type.Object({
  ID: Type.Integer(),
  Name: Type.String(),
  Icon: Type.String(),
  IsPass: Type.Boolean(),
  TestScore: Nullable(Type.Integer()),
  TestTime: Nullable(Type.String()),
});

export const KitCategory = Type.Object({ CategoryName: Type.String(), Items: Type.Array(KitItem) });
export const KitCategories = Type.Array(KitCategory);

export const KitModel = Type.Object({
  ID: Type.Integer(),
  Name: Type.String(),
  Icon: Type.String(),
  CategoryName: Type.String(),
  Description: Type.String(),
  Sections: Type.Array(Type.Object({ Title: Type.String(), Body: Type.String() }), { description: 'The material a tutor studies before the test, in order.' }),
  PassScore: Type.Integer(),
  TestMinutes: Type.Integer(),
  QuestionCount: Type.Integer(),
  UsedSeconds: Type.Integer(),
  IsCompleteCourse: Type.Boolean(),
  IsPass: Type.Boolean(),
  TestScore: Nullable(Type.Integer()),
  TestTime: Nullable(Type.String()),
  LastRecordId: Nullable(Type.Integer({ description: "The latest attempt's record id, for its answers page." })),
  Label: Type.String({ description: "The teachable-course label passing this kit grants ('' when it grants none)." }),
  HasLabel: Type.Boolean(),
});

const QuestionFields = {
  ID: Type.Integer(),
  CatName: Type.String(),
  Text: Type.String(),
  Multiple: Type.Boolean({ description: 'True when more than one option may be right (choose all that apply).' }),
  Options: Type.Array(Type.String()),
};

/** A question as the test page gets it: never its answer key. */
export const KitQuestion = Type.Object(QuestionFields);

export const TestPaper = Type.Object({
  KctId: Type.Integer(),
  Name: Type.String(),
  PassScore: Type.Integer(),
  TestMinutes: Type.Integer(),
  Questions: Type.Array(KitQuestion),
});

export const SubmitResult = Type.Object({ RecordId: Type.Integer(), Score: Type.Integer(), IsPass: Type.Boolean(), PassScore: Type.Integer() });

/** QA test report item (teaching.md §3): a question category's score in percent. */
export const QaReportItem = Type.Object({ CatName: Type.String(), AllScore: Type.Integer() });

export const ScoreDetail = Type.Object({
  RecordId: Type.Integer(),
  KctId: Type.Integer(),
  Name: Type.String(),
  Score: Type.Integer(),
  IsPass: Type.Boolean(),
  PassScore: Type.Integer(),
  StartTime: Type.String(),
  SubmitTime: Type.String(),
  Report: Type.Array(QaReportItem),
  Questions: Type.Array(
    Type.Object({
      ...QuestionFields,
      Chosen: Type.Array(Type.Integer()),
      Correct: Type.Array(Type.Integer()),
      IsRight: Type.Boolean(),
      Explanation: Type.String(),
    }),
  ),
});

export const TeachableLabel = Type.Object({ KctId: Type.Integer(), Label: Type.String() });
export const LabelList = Type.Array(TeachableLabel);
