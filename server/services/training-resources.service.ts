import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { ClickBody, ClickRecordSchema, FolderQuery } from '../../src/domain/api/training-resources.schemas';
import { ErrorCode } from '../../src/domain/error-codes';
import { GRADE_LIST } from '../../src/domain/levels';
import { TrainingCenterMessages, type CourseSummary } from '../../src/domain/training-center';
import {
  KCT_NAME_MAX,
  KCT_SEARCH_LIMIT,
  RESOURCES_PAGE_SIZE,
  TrainingResourcesMessages as M,
  isClickTarget,
  isVideoFinished,
  type ChangeGroupTip,
  type InstructionalVideo,
  type KctSearchAnswer,
  type KitResources,
  type ResourceKind,
  type ResourcesFolderPage,
  type TrainingResource,
} from '../../src/domain/training-resources';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { findTutorGroup } from '../repositories/menu.repository';
import { findCourseMovesToGroup, findCoursesByIds } from '../repositories/training-center.repository';
import { findKit, testSummaries } from '../repositories/training-kits.repository';
import {
  findVideo,
  folderResources,
  insertClickRecord,
  kitResources,
  kitsByName,
  resourceFolders,
  taskCourseIds,
  upsertVideoView,
  videosWithViews,
} from '../repositories/training-resources.repository';
import type { Clock } from './clock';
import { summarize } from './training-center.service';

/**
 * Training material beyond kits and courses (teaching.md §7): a kit's resources and the resource
 * folders, instructional videos with how much of each the tutor watched, the kit search, the
 * training center's click records, the courses a growth task level asks for, and the teaching-group tip.
 */
export interface TrainingResourcesDeps {
  db: Kysely<Database>;
  clock: Clock;
}

type ResourceRow = Awaited<ReturnType<typeof kitResources>>[number];

const toResource = (row: ResourceRow): TrainingResource => ({
  Id: row.id,
  KitId: row.kit_id,
  Folder: row.folder,
  Name: row.name,
  Kind: row.kind as ResourceKind,
  Url: row.url,
  Content: row.content,
  Minutes: row.minutes,
});

/** The kit's resources (/trainingResources/{id}). */
export async function resourcesOfKit(deps: TrainingResourcesDeps, kitId: number): Promise<KitResources> {
  const [kit, rows] = await Promise.all([findKit(deps.db, kitId), kitResources(deps.db, kitId)]);
  if (!kit) throw new ApiFailure(ErrorCode.NotFound, M.kitNotFound, 404);
  return { KitId: kit.id, KitName: kit.name, Resources: rows.map(toResource) };
}

/** The folders, and one folder's resources a page at a time (/resourcesFolder); the first folder by default. */
export async function resourcesFolder(deps: TrainingResourcesDeps, query: Static<typeof FolderQuery>): Promise<ResourcesFolderPage> {
  const folders = await resourceFolders(deps.db);
  const pageIndex = query.pageIndex ?? 1;
  const pageSize = query.pageSize ?? RESOURCES_PAGE_SIZE;
  const folder = query.folder ? folders.find((f) => f.Name === query.folder) : folders[0];
  if (!folder) {
    if (query.folder) throw new ApiFailure(ErrorCode.NotFound, M.folderNotFound, 404);
    return { Folders: [], Folder: '', Total: 0, PageIndex: pageIndex, PageSize: pageSize, Items: [] };
  }
  const rows = await folderResources(deps.db, folder.Name, (pageIndex - 1) * pageSize, pageSize);
  return { Folders: folders, Folder: folder.Name, Total: folder.Count, PageIndex: pageIndex, PageSize: pageSize, Items: rows.map(toResource) };
}

/** GetInstructionalVideos: every video with the part the tutor watched. */
export async function instructionalVideos(deps: TrainingResourcesDeps, tutorId: number): Promise<InstructionalVideo[]> {
  return (await videosWithViews(deps.db, tutorId)).map((row) => {
    const watched = row.watched_seconds ?? 0;
    return {
      Id: row.id,
      Title: row.title,
      Description: row.description,
      Url: row.url,
      Seconds: row.seconds,
      WatchedSeconds: watched,
      Views: row.views ?? 0,
      IsFinished: isVideoFinished(watched, row.seconds),
    };
  });
}

/** SetClipVideoToView: the tutor watched up to `seconds` of a video; the furthest point is kept. */
export async function setClipVideoToView(deps: TrainingResourcesDeps, tutorId: number, videoId: number, seconds: number): Promise<InstructionalVideo> {
  const video = await findVideo(deps.db, videoId);
  if (!video) throw new ApiFailure(ErrorCode.NotFound, M.videoNotFound, 404);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > video.seconds) throw new ApiFailure(ErrorCode.Failed, M.badSeconds);
  await upsertVideoView(deps.db, { tutor_id: tutorId, video_id: videoId, watched_seconds: seconds, viewed_at: deps.clock.now().toISOString() });
  return (await instructionalVideos(deps, tutorId)).find((v) => v.Id === videoId)!;
}

/** GetKctListByName: kits whose name contains the text, with the tutor's test state; `guid` comes back so the page drops stale answers. */
export async function kctListByName(deps: TrainingResourcesDeps, tutorId: number, name: string, guid: string): Promise<KctSearchAnswer> {
  const text = name.trim();
  if (text === '') throw new ApiFailure(ErrorCode.Failed, M.nameRequired);
  if (text.length > KCT_NAME_MAX) throw new ApiFailure(ErrorCode.Failed, M.nameTooLong);
  const kits = await kitsByName(deps.db, text, KCT_SEARCH_LIMIT);
  const summaries = await testSummaries(
    deps.db,
    tutorId,
    kits.map((kit) => kit.id),
  );
  return {
    Guid: guid,
    Items: kits.map((kit) => ({
      ID: kit.id,
      Name: kit.name,
      Icon: kit.icon,
      CategoryName: kit.category_name,
      IsPass: summaries.get(kit.id)?.passed ?? false,
      TestScore: summaries.get(kit.id)?.score ?? null,
    })),
  };
}

/** AddClickRecord: what in the training center the tutor opened, kept for the training team's figures. */
export async function addClickRecord(deps: TrainingResourcesDeps, tutorId: number, body: Static<typeof ClickBody>): Promise<Static<typeof ClickRecordSchema>> {
  if (!isClickTarget(body.Target)) throw new ApiFailure(ErrorCode.Failed, M.unknownTarget);
  const row = await insertClickRecord(deps.db, {
    tutor_id: tutorId,
    target: body.Target,
    target_id: body.TargetId ?? null,
    created_at: deps.clock.now().toISOString(),
  });
  return { Id: row.id };
}

/** GetTrainByTaskLevel: the courses a growth task of this level and type asks for, with the tutor's progress. */
export async function trainByTaskLevel(deps: TrainingResourcesDeps, tutorId: number, level: string, taskType: number): Promise<CourseSummary[]> {
  if (!GRADE_LIST.some((grade) => grade.GradeName === level)) throw new ApiFailure(ErrorCode.Failed, M.unknownLevel);
  const ids = (await taskCourseIds(deps.db, level, taskType)).map((row) => row.course_id);
  if (ids.length === 0) return [];
  const rows = await findCoursesByIds(deps.db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return summarize(
    deps.db,
    tutorId,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

/** GetChangeGroupTips?id: whether finishing the course moves the tutor to another teaching group. */
export async function changeGroupTip(deps: TrainingResourcesDeps, tutorId: number, courseId: number): Promise<ChangeGroupTip> {
  const [target, tutorGroup] = await Promise.all([findCourseMovesToGroup(deps.db, courseId), findTutorGroup(deps.db, tutorId)]);
  if (!target) throw new ApiFailure(ErrorCode.NotFound, TrainingCenterMessages.courseNotFound, 404);
  const group = target.moves_to_group;
  const changes = group !== '' && group !== (tutorGroup ?? '');
  return { CourseId: courseId, Group: group, ChangesGroup: changes, Tip: changes ? M.changeGroup(group) : '' };
}
