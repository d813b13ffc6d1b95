import type { MaterialList, MaterialSet, MistakeReport } from '../domain/class-detail';

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
  /** The mistake report being sent. */
  report: MistakeReport | null;
  error: string;
  notice: string;
}

export type ClassMaterialsEvent =
  | { type: 'materials.change' }
  | { type: 'materials.pick'; sid: number }
  | { type: 'materials.close' }
  | { type: 'materials.same' }
  | { type: 'materials.retry' }
  | { type: 'materials.dismiss' }
  | { type: 'mistake.open' }
  | { type: 'mistake.send'; report: MistakeReport }
  | { type: 'mistake.close' };

export type { MaterialList, MaterialSet };
