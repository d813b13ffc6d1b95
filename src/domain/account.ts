import type { Static } from '@sinclair/typebox';
import type { UserMoreInfoSchema } from './api/account.schemas';

/** Answer shapes of the account calls, declared once by their schemas and used by the client's actors. */

/** GET /api/account/UserMoreInfo */
export type UserMoreInfo = Static<typeof UserMoreInfoSchema>;
