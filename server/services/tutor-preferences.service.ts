import type { Kysely } from 'kysely';
import { contractRowApplies } from '../../src/domain/sign-contract';
import type { Database } from '../db/schema';
import { contractAuditStatus, hasUnreadFeedbackNotice } from '../repositories/tutor-status.repository';
import { findEyeProtectionMode, updateEyeProtectionMode, updateSidebarMenuMini } from '../repositories/tutor-profiles.repository';

/** Soft Mode (shell.md §4): 1 dark theme, anything else the normal one. */
export async function eyeProtectionMode(db: Kysely<Database>, userId: number): Promise<0 | 1> {
  return (await findEyeProtectionMode(db, userId)) === 1 ? 1 : 0;
}

export async function saveEyeProtectionMode(db: Kysely<Database>, userId: number, mode: 0 | 1): Promise<0 | 1> {
  await updateEyeProtectionMode(db, userId, mode);
  return mode;
}

export async function saveSidebarMenuMini(db: Kysely<Database>, userId: number, mini: boolean): Promise<boolean> {
  await updateSidebarMenuMini(db, userId, mini);
  return mini;
}

/** Whether the Sign Contract row applies: the contract is not signed or its audit failed. */
export async function showContract(db: Kysely<Database>, userId: number): Promise<boolean> {
  return contractRowApplies(await contractAuditStatus(db, userId));
}

/** The dot on Feedback. */
export function showFeedbackDot(db: Kysely<Database>, userId: number): Promise<boolean> {
  return hasUnreadFeedbackNotice(db, userId);
}
