import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/schema';

/*
 * Expiry here follows the wall clock, not the app's injectable clock: oidc-provider stamps and
 * checks `exp` with Date.now() itself, and the two must agree on when a payload is gone.
 */
const nowIso = () => new Date().toISOString();
const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * oidc-provider's storage on Kysely: one row per model instance in `oidc_payloads`, keyed by the
 * model name and id, so sessions, grants, codes, tokens and interactions survive restarts and are
 * shared by every server process, on SQLite and PostgreSQL alike.
 */
export class OidcPayloadAdapter implements Adapter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null,
      consumed_at: null,
    };
    await this.db
      .insertInto('oidc_payloads')
      .values({ kind: this.kind, id, ...row })
      .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet(row))
      .execute();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db.updateTable('oidc_payloads').set({ consumed_at: nowIso() }).where('kind', '=', this.kind).where('id', '=', id).execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('oidc_payloads').where('kind', '=', this.kind).where('id', '=', id).execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom('oidc_payloads').where('kind', '=', this.kind).where('grant_id', '=', grantId).execute();
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const row = await this.db
      .selectFrom('oidc_payloads')
      .select(['payload', 'consumed_at'])
      .where('kind', '=', this.kind)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso())]))
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumed_at ? { ...payload, consumed: epochSeconds(row.consumed_at) } : payload;
  }
}

/** The adapter factory oidc-provider calls once per model name. */
export function oidcPayloadAdapterFactory(db: Kysely<Database>): (kind: string) => Adapter {
  return (kind) => new OidcPayloadAdapter(db, kind);
}

/** Deletes payloads that expired, so the table does not grow without bound. */
export async function purgeExpiredOidcPayloads(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('oidc_payloads').where('expires_at', '<=', nowIso()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
