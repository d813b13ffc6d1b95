import type { Kysely } from 'kysely';

/**
 * Single sign-on and one-time sign-in: the OpenID Connect provider's stored state and keys, the
 * AutoLogin codes of e-mail links and the desktop client, and the desktop client's login signs.
 * Codes and signs are stored as SHA-256 hashes only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // One table for every oidc-provider model (Session, Grant, AccessToken, Interaction, ...).
  await db.schema
    .createTable('oidc_payloads')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('consumed_at', 'text')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['kind', 'id'])
    .execute();
  await db.schema.createIndex('oidc_payloads_grant').on('oidc_payloads').columns(['kind', 'grant_id']).execute();
  await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').columns(['kind', 'uid']).execute();
  await db.schema.createIndex('oidc_payloads_user_code').on('oidc_payloads').columns(['kind', 'user_code']).execute();
  await db.schema.createIndex('oidc_payloads_expires').on('oidc_payloads').column('expires_at').execute();

  await db.schema
    .createTable('oidc_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('material', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('auto_login_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('issued_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('auto_login_codes_expires').on('auto_login_codes').column('expires_at').execute();

  await db.schema
    .createTable('login_signs')
    .addColumn('sign_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('login_signs_expires').on('login_signs').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['login_signs', 'auto_login_codes', 'oidc_keys', 'oidc_payloads']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
