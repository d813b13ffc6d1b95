import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  GrowthMessages,
  PET_DEFAULT_NAME,
  PET_RENAME_LIMIT,
  PET_SKINS,
  petNameError,
  petPictureUrl,
  skinPictureUrl,
  type PetInfo,
  type PetSkin,
} from '../../src/domain/growth';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { findPet, insertPet, insertSkin, ownedSkins, renamePet, setWornSkin } from '../repositories/growth.repository';
import { growthLevelStanding, type GrowthDeps } from './growth.service';
import { postLedgerEntriesIn } from './ledger.service';

/**
 * The growth pet (growth-account.md §3 "Pet", §7): adopted once (a `gv.pet_adopted` entry in the
 * same transaction), renamed up to PET_RENAME_LIMIT times, growing with the tutor's growth level,
 * dressed in outfits unlocked by level.
 */
async function levelOf(deps: GrowthDeps, tutorId: number): Promise<number> {
  return (await growthLevelStanding(deps.db, tutorId)).level.level;
}

export async function petInfo(deps: GrowthDeps, tutorId: number): Promise<PetInfo> {
  const [pet, level] = await Promise.all([findPet(deps.db, tutorId), levelOf(deps, tutorId)]);
  return {
    IsAdopt: pet !== undefined,
    PetName: pet?.name ?? '',
    PetLevel: level,
    AlterNum: pet?.alter_num ?? 0,
    IsCanModified: pet !== undefined && pet.alter_num < PET_RENAME_LIMIT,
    PictureUrl: petPictureUrl(level),
    WornSkinId: pet?.worn_skin_id ?? null,
  };
}

/** AdoptPet: the pet and its growth entry together; a second adoption is refused. */
export async function adoptPet(deps: GrowthDeps, tutorId: number): Promise<PetInfo> {
  const now = deps.clock.now();
  await deps.db.transaction().execute((trx) => adoptPetIn(trx, tutorId, now));
  return petInfo(deps, tutorId);
}

/** Adopts in the caller's transaction (the call above, the demo seed). */
export async function adoptPetIn(trx: Kysely<Database>, tutorId: number, now: Date): Promise<void> {
  if (!(await insertPet(trx, tutorId, PET_DEFAULT_NAME, now.toISOString()))) throw new ApiFailure(ErrorCode.Failed, GrowthMessages.petAlreadyAdopted);
  await postLedgerEntriesIn(trx, [{ tutorId, rule: 'gv.pet_adopted', source: { type: 'pet', id: tutorId }, countsAt: now }], now);
}

/** AlterPetName?petName: checks the name and the rename count, which only one of two renames at once can use. */
export async function alterPetName(deps: GrowthDeps, tutorId: number, petName: string | undefined): Promise<PetInfo> {
  const problem = petNameError(petName);
  if (problem) throw new ApiFailure(ErrorCode.Failed, problem);
  const pet = await findPet(deps.db, tutorId);
  if (!pet) throw new ApiFailure(ErrorCode.Failed, GrowthMessages.petNotAdopted);
  if (pet.alter_num >= PET_RENAME_LIMIT) throw new ApiFailure(ErrorCode.Failed, GrowthMessages.petRenameUsed);
  const renamed = await renamePet(deps.db, tutorId, (petName ?? '').trim(), pet.alter_num, deps.clock.now().toISOString());
  if (!renamed) throw new ApiFailure(ErrorCode.Failed, GrowthMessages.petRenameUsed);
  return petInfo(deps, tutorId);
}

/** GetTutorHaveSkin?level: the outfits up to a level (every one without it), with what the tutor owns and wears. */
export async function tutorSkins(deps: GrowthDeps, tutorId: number, upToLevel?: number): Promise<PetSkin[]> {
  const [owned, pet, level] = await Promise.all([ownedSkins(deps.db, tutorId), findPet(deps.db, tutorId), levelOf(deps, tutorId)]);
  return PET_SKINS.filter((skin) => upToLevel === undefined || skin.level <= upToLevel).map((skin) => ({
    Id: skin.id,
    Name: skin.name,
    Level: skin.level,
    PictureUrl: skinPictureUrl(skin.id),
    Owned: owned.has(skin.id),
    Worn: pet?.worn_skin_id === skin.id,
    CanReceive: pet !== undefined && !owned.has(skin.id) && level >= skin.level,
  }));
}

/** ReceivePetClothing?level: the outfit that level unlocks, once the tutor has reached it. */
export async function receivePetClothing(deps: GrowthDeps, tutorId: number, level: number): Promise<PetSkin[]> {
  const skin = PET_SKINS.find((s) => s.level === level);
  if (!skin) throw new ApiFailure(ErrorCode.NotFound, GrowthMessages.skinLocked, 404);
  if (!(await findPet(deps.db, tutorId))) throw new ApiFailure(ErrorCode.Failed, GrowthMessages.petNotAdopted);
  if ((await levelOf(deps, tutorId)) < skin.level) throw new ApiFailure(ErrorCode.Failed, GrowthMessages.skinLocked);
  await insertSkin(deps.db, tutorId, skin.id, deps.clock.now().toISOString());
  return tutorSkins(deps, tutorId);
}

/** WearPetClothing?id&isDefault: wears an owned outfit, or (isDefault) takes it off. */
export async function wearPetClothing(deps: GrowthDeps, tutorId: number, id: number, isDefault: boolean): Promise<PetInfo> {
  if (!(await findPet(deps.db, tutorId))) throw new ApiFailure(ErrorCode.Failed, GrowthMessages.petNotAdopted);
  if (!isDefault && !(await ownedSkins(deps.db, tutorId)).has(id)) throw new ApiFailure(ErrorCode.Failed, GrowthMessages.skinNotOwned);
  await setWornSkin(deps.db, tutorId, isDefault ? null : id, deps.clock.now().toISOString());
  return petInfo(deps, tutorId);
}
