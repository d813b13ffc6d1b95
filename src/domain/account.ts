/** Answer shapes of the account calls, shared by the server's schemas and the client's actors. */

/** GET /api/account/UserMoreInfo */
export interface UserMoreInfo {
  tuid: number;
  entryKey: string;
  joinDate: string;
  tutorGroup: string;
  trialLevelCount: number;
  hasContract: boolean;
  version: string;
}
