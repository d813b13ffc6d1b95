import type { GrowthHome, PetInfo, PetSkin, ReceiveRecord } from '../domain/growth';

/** What the achievement-rewards page shows: the tasks and level, the pet, today's claims. */
export interface GrowthCentreData {
  home: GrowthHome;
  pet: PetInfo;
  records: ReceiveRecord[];
  skins: PetSkin[];
}

/** One thing the tutor does on the page; the actor calls it, then reloads the page's data. */
export type GrowthAction =
  | { kind: 'do'; code: string }
  | { kind: 'start'; code: string }
  | { kind: 'claim'; code: string }
  | { kind: 'adopt' }
  | { kind: 'rename'; petName: string }
  | { kind: 'receiveSkin'; level: number }
  | { kind: 'wear'; id: number; isDefault: boolean };

export interface GrowthActionResult {
  data: GrowthCentreData;
  /** The server's message (e.g. Points received.), shown as a notice. */
  message: string;
}

export interface GrowthCenterContext {
  data: GrowthCentreData | null;
  /** The task code being acted on, or 'pet'. */
  busy: string | null;
  notice: string;
  failure: string;
}

export type GrowthCenterEvent =
  | { type: 'growth.do'; code: string }
  | { type: 'growth.start'; code: string }
  | { type: 'growth.claim'; code: string }
  | { type: 'pet.adopt' }
  | { type: 'pet.rename'; petName: string }
  | { type: 'pet.receiveSkin'; level: number }
  | { type: 'pet.wear'; id: number; isDefault: boolean }
  | { type: 'growth.dismiss' }
  | { type: 'growth.reload' };
