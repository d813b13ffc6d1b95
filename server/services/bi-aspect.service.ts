import type { Kysely } from 'kysely';
import {
  BI_ASPECT_MAX_PER_ASPECT,
  BI_ASPECT_NAMES,
  BiAspectTexts,
  checkBiAspectSelection,
  type BiAspect,
  type BiAspectGroup,
  type BiAspectSelection,
} from '../../src/domain/bi-aspect';
import { ErrorCode } from '../../src/domain/error-codes';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { activeBiAspectTags, isBiAspectTeacher, replaceBiAspectSelection, selectedBiAspectTags } from '../repositories/bi-aspect.repository';
import type { Clock } from './clock';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
}

/** IsBiAspectTeacher?userid: the spec sends the user id; it must be the signed-in tutor's own. */
export async function biAspectTeacher(db: Kysely<Database>, tutorId: number, askedFor: number | undefined): Promise<boolean> {
  if (askedFor !== undefined && askedFor !== tutorId) throw new ApiFailure(ErrorCode.Forbidden, BiAspectTexts.otherTutor, 403);
  return isBiAspectTeacher(db, tutorId);
}

/** The offered tags grouped by aspect, in the provider's order. */
export async function biAspectGroups(db: Kysely<Database>): Promise<BiAspectGroup[]> {
  const groups = new Map<number, BiAspectGroup>();
  for (const tag of await activeBiAspectTags(db)) {
    let group = groups.get(tag.aspect);
    if (!group) {
      group = {
        AspectId: tag.aspect,
        AspectName: BI_ASPECT_NAMES[tag.aspect as BiAspect] ?? `Aspect ${tag.aspect}`,
        MaxSelected: BI_ASPECT_MAX_PER_ASPECT,
        Tags: [],
      };
      groups.set(tag.aspect, group);
    }
    group.Tags.push({ TagId: tag.id, TagName: tag.name });
  }
  return [...groups.values()];
}

/** What the tutor chose (tags no longer offered left out) and when. */
export async function selectedTags(db: Kysely<Database>, tutorId: number): Promise<BiAspectSelection> {
  const rows = await selectedBiAspectTags(db, tutorId);
  return { SelectedTagIds: rows.map((row) => row.id), SelectedAt: rows[0]?.selected_at ?? null };
}

/** Saves a bi-aspect teacher's choice: offered tags only, 1 to 3 on each side; replaces the earlier choice. */
export async function submitSelectedTags(deps: Deps, tutorId: number, tagIds: readonly number[]): Promise<BiAspectSelection> {
  if (!(await isBiAspectTeacher(deps.db, tutorId))) throw new ApiFailure(ErrorCode.Failed, BiAspectTexts.notBiAspect);
  const unique = [...new Set(tagIds)];
  const groups = await biAspectGroups(deps.db);
  const offered = new Set(groups.flatMap((group) => group.Tags.map((tag) => tag.TagId)));
  if (unique.some((id) => !offered.has(id))) throw new ApiFailure(ErrorCode.Failed, BiAspectTexts.unknownTag);
  const first = Object.values(checkBiAspectSelection(groups, unique))[0];
  if (first) throw new ApiFailure(ErrorCode.Failed, first);
  await replaceBiAspectSelection(deps.db, tutorId, unique, deps.clock.now().toISOString());
  return selectedTags(deps.db, tutorId);
}
