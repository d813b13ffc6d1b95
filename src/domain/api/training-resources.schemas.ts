import { Type } from '@sinclair/typebox';
import { CLICK_TARGETS, KCT_NAME_MAX, RESOURCES_PAGE_SIZE, ResourceKind, TRAINING_CLASS_PAGE_SIZE } from '../training-resources';
import { DbId, DbInteger } from './db-integer';

/** Schemas of the training resources, videos, course extras and training-class calls. */

export const ResourceSchema = Type.Object({
  Id: Type.Integer(),
  KitId: Type.Union([Type.Integer(), Type.Null()]),
  Folder: Type.String(),
  Name: Type.String(),
  Kind: Type.Unsafe<ResourceKind>({ type: 'string', enum: Object.values(ResourceKind) }),
  Url: Type.String(),
  Content: Type.String({ description: "A document's text (read in the portal); '' for videos and links." }),
  Minutes: Type.Integer(),
});

export const KitIdQuery = Type.Object({ kitId: DbId() });

export const KitResourcesSchema = Type.Object({ KitId: Type.Integer(), KitName: Type.String(), Resources: Type.Array(ResourceSchema) });

export const ResourceFolderSchema = Type.Object({ Name: Type.String(), Count: Type.Integer() });

export const FolderPageSchema = Type.Object({
  Folders: Type.Array(ResourceFolderSchema),
  Folder: Type.String(),
  Total: Type.Integer(),
  PageIndex: Type.Integer(),
  PageSize: Type.Integer(),
  Items: Type.Array(ResourceSchema),
});

export const FolderQuery = Type.Object({
  folder: Type.Optional(Type.String({ maxLength: 100 })),
  pageIndex: Type.Optional(DbId({ maximum: 100_000 })),
  pageSize: Type.Optional(DbInteger({ minimum: 1, maximum: 50, default: RESOURCES_PAGE_SIZE })),
});

export const VideoSchema = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  Description: Type.String(),
  Url: Type.String(),
  Seconds: Type.Integer(),
  WatchedSeconds: Type.Integer(),
  Views: Type.Integer(),
  IsFinished: Type.Boolean(),
});

/** Loose on purpose: seconds out of the video's length get their own message. */
export const ClipViewBody = Type.Object({ VideoId: DbId(), Seconds: DbInteger({ minimum: -1_000_000, maximum: 1_000_000 }) }, { additionalProperties: false });

export const KctSearchQuery = Type.Object({ name: Type.String({ maxLength: KCT_NAME_MAX * 2 }), guid: Type.Optional(Type.String({ maxLength: 64 })) });
export const KctSearchSchema = Type.Object({
  Guid: Type.String(),
  Items: Type.Array(
    Type.Object({
      ID: Type.Integer(),
      Name: Type.String(),
      Icon: Type.String(),
      CategoryName: Type.String(),
      IsPass: Type.Boolean(),
      TestScore: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
});

export const ClickBody = Type.Object(
  { Target: Type.String({ maxLength: 40, description: `One of ${CLICK_TARGETS.join(', ')}.` }), TargetId: Type.Optional(DbId()) },
  { additionalProperties: false },
);

export const ClickRecordSchema = Type.Object({ Id: Type.Integer() });

export const TaskLevelQuery = Type.Object({ level: Type.String({ maxLength: 4 }), type: DbInteger({ minimum: 0, maximum: 100 }) });

export const GroupTipQuery = Type.Object({ id: DbId() });

export const ChangeGroupTipSchema = Type.Object({ CourseId: Type.Integer(), Group: Type.String(), ChangesGroup: Type.Boolean(), Tip: Type.String() });

export const TrainingLineSchema = Type.Object({
  ClassId: Type.Integer(),
  Kind: Type.String(),
  Title: Type.String(),
  TrainerName: Type.String(),
  ScheduleStart: Type.String(),
  ScheduleEnd: Type.String(),
  Status: Type.String(),
  VideoLink: Type.String(),
  Result: Type.Union([Type.String(), Type.Null()]),
  ResultComment: Type.String(),
  AbsentParty: Type.Union([Type.String(), Type.Null()]),
  TraineeComment: Type.String(),
  TrainerAbsentReported: Type.Boolean(),
  Rating: Type.Union([Type.Integer(), Type.Null()]),
});

export const TrainingPageSchema = Type.Object({
  Total: Type.Integer(),
  PageIndex: Type.Integer(),
  PageSize: Type.Integer(),
  Items: Type.Array(TrainingLineSchema),
});

export const PageQuery = Type.Object({
  pageIndex: Type.Optional(DbId({ maximum: 100_000 })),
  pageSize: Type.Optional(DbInteger({ minimum: 1, maximum: 50, default: TRAINING_CLASS_PAGE_SIZE })),
});

/** isclient: 'true' or '1' asks for the desktop client's link; absent, the client cookie decides. */
export const IsClient = Type.Optional(Type.String({ maxLength: 5 }));

export const ClassroomUrlQuery = Type.Object({ isclient: IsClient });

export const AClassroomLinkQuery = Type.Object({
  type: DbInteger({ minimum: 0, maximum: 100 }),
  trainingSubTypeName: Type.Optional(Type.String({ maxLength: 100 })),
  isclient: IsClient,
  roomNumber: DbId({ description: 'The booked training class id.' }),
});

export const TrainingClassIdQuery = Type.Object({ classId: DbId() });

export const TrainClassStatusBody = Type.Object({
  id: DbId({ description: 'The training class id.' }),
  comment: Type.Optional(Type.String({ maxLength: 5000 })),
});

export const MaterialTrainerQuery = Type.Composite([Type.Object({ timeFlag: DbInteger({ minimum: 0, maximum: 10 }) }), PageQuery]);
