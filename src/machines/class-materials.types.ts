import type { MaterialList, MaterialSet } from '../domain/class-detail';

export interface ClassMaterialsInput {
  clid: number;
  ucid: number;
  isTest: boolean;
  /** The tutor and student, for "same materials". */
  tuid: number;
  uid: number;
  classTime: string;
}

export interface ClassMaterialsContext extends ClassMaterialsInput {
  list: MaterialList | null;
  /** The lesson being set. */
  pendingSid: number;
  error: string;
  notice: string;
}

export type ClassMaterialsEvent =
  | { type: 'materials.change' }
  | { type: 'materials.pick'; sid: number }
  | { type: 'materials.close' }
  | { type: 'materials.same' }
  | { type: 'materials.retry' }
  | { type: 'materials.dismiss' };

export type { MaterialList, MaterialSet };
