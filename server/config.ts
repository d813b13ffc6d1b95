import path from 'node:path';
import { DEFAULT_PROVIDER_TIME_ZONE, isKnownTimeZone } from '../src/domain/provider-time';

/** Server configuration, read once from the environment and validated at start. */
export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** `postgres://...` selects PostgreSQL; empty selects SQLite in `dataDir`. */
  databaseUrl: string;
  /** PostgreSQL schema to use (tests isolate themselves with one each). */
  databaseSchema: string;
  seedDemoData: boolean;
  tokenTtlSeconds: number;
  appId: string;
  appSecret: string;
  logLevel: string;
  rateLimit: { max: number; windowMs: number };
  login: { slowAfterFailures: number; lockAfterFailures: number; lockAfterAddressFailures: number; lockSeconds: number };
  redisUrl: string;
  /** The realtime hub (server/realtime) and the message jobs of issue 5. */
  realtime: {
    /** Origins besides the request's own host allowed to open the hub socket (HUB_ALLOWED_ORIGINS, comma-separated). */
    allowedOrigins: string[];
    /** A connection whose unsent data passes this many bytes is dropped (it reconnects). */
    maxBufferedBytes: number;
    /** Prefix of the Redis pub/sub channels, so deployments (or test runs) sharing a Redis stay apart. */
    redisChannelPrefix: string;
    /** How often the attendance deadline job runs; 0 turns it off. */
    attendanceJobIntervalMs: number;
    /** The partner site's grab-orders page that class requests open. */
    grabOrdersUrl: string;
  };
  /** Where the built single-page app is; served with history-mode fallback when it exists. */
  staticDir: string;
  clientDownload: { windowsUrl: string; macUrl: string };
  /** Public origin of the portal, used in system settings (hub URL, host map). Empty: same origin. */
  publicOrigin: string;
  uploads: {
    /** Folder of the local-disk file store (chunks being uploaded and stored files). */
    dir: string;
    /** A partial upload untouched this long is abandoned: the cleanup job removes it. */
    abandonAfterSeconds: number;
    /** How often the cleanup job runs; 0 turns it off. */
    cleanupIntervalSeconds: number;
    /** Lifetime of the signed links that show a stored file without headers (`<img src>`). */
    linkTtlSeconds: number;
    /** Enables POST /api/Upload/Plain (staff only), a one-request upload the benchmark compares with. */
    plainRoute: boolean;
  };
  /** The shell (issue 3): the provider's working day and the temporary classroom. */
  shell: {
    /** IANA zone of the provider's working day: clock-in days and today's classes follow it. */
    providerTimeZone: string;
    /** Base of temporary classroom links; the room code is appended. */
    temporaryClassroomUrl: string;
  };
  /** Single sign-on: the portal's own OpenID Connect provider, or an external one (docs/single-sign-on.md). */
  oidc: {
    /** An external provider's issuer URL; empty: the portal hosts its own provider under /oidc. */
    authority: string;
    clientId: string;
    /** Space-separated scopes the portal's client requests. */
    scopes: string;
    /** The audience the API requires in an external provider's access tokens (default: the client id). */
    audience: string;
    /** The claim of an external provider's access token naming the tutor: `email` matches users.email, any other users.account. */
    userClaim: string;
    /** Lifetime of access tokens issued by the portal's own provider. */
    accessTokenTtlSeconds: number;
  };
  signIn: {
    /** Lifetime of one-time AutoLogin codes (e-mail links, the desktop client). */
    autoLoginCodeTtlSeconds: number;
    /** Lifetime of a desktop client's login sign. */
    loginSignTtlSeconds: number;
  };
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

/** Reads the configuration from `env`; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const text = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
      return fallback;
    }
    return value;
  };
  const flag = (name: string, fallback: boolean) => {
    const raw = env[name]?.trim().toLowerCase();
    if (!raw) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false, got '${raw}'`);
    return fallback;
  };

  const envName = text('NODE_ENV', 'development');
  if (!['development', 'production', 'test'].includes(envName)) {
    problems.push(`NODE_ENV must be development, production or test, got '${envName}'`);
  }
  const databaseUrl = text('DATABASE_URL', '');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(`DATABASE_URL must be a postgres:// URL or empty (SQLite), got '${databaseUrl}'`);
  }
  const appSecret = text('APP_SECRET', 'tutor-portal-dev-secret');
  if (envName === 'production' && appSecret === 'tutor-portal-dev-secret') {
    problems.push('APP_SECRET must be set in production');
  }
  const redisUrl = text('REDIS_URL', '');
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) problems.push(`REDIS_URL must be a redis:// URL, got '${redisUrl}'`);
  const channelPrefix = text('REDIS_CHANNEL_PREFIX', 'tutor-portal');
  if (!/^[A-Za-z0-9_.-]+$/.test(channelPrefix)) problems.push(`REDIS_CHANNEL_PREFIX must use letters, digits, _ . -, got '${channelPrefix}'`);
  for (const origin of text('HUB_ALLOWED_ORIGINS', '').split(',').map((o) => o.trim()).filter(Boolean)) {
    if (!/^https?:\/\/[^\s/?#]+\/?$/.test(origin)) problems.push(`HUB_ALLOWED_ORIGINS must list origins such as https://portal.example.com, got '${origin}'`);
  }
  if (!/^https?:\/\//.test(text('GRAB_ORDERS_URL', 'https://orders.partner.example/grab'))) {
    problems.push(`GRAB_ORDERS_URL must be an http(s) URL, got '${text('GRAB_ORDERS_URL', '')}'`);
  }

  const config: Config = {
    env: envName as Config['env'],
    host: text('HOST', '127.0.0.1'),
    port: integer('PORT', 8080, 0, 65535),
    dataDir: path.resolve(text('DATA_DIR', 'data')),
    databaseUrl,
    databaseSchema: text('DATABASE_SCHEMA', 'public'),
    seedDemoData: flag('SEED_DEMO_DATA', true),
    tokenTtlSeconds: integer('TOKEN_TTL_SECONDS', 12 * 3600, 60, 30 * 24 * 3600),
    appId: text('APP_ID', 'tutor-portal-web'),
    appSecret,
    logLevel: text('LOG_LEVEL', envName === 'test' ? 'silent' : 'info'),
    rateLimit: {
      max: integer('RATE_LIMIT_MAX', 600, 1, 1_000_000),
      windowMs: integer('RATE_LIMIT_WINDOW_MS', 60_000, 100, 3_600_000),
    },
    login: {
      slowAfterFailures: integer('LOGIN_SLOW_AFTER_FAILURES', 3, 1, 100),
      lockAfterFailures: integer('LOGIN_LOCK_AFTER_FAILURES', 5, 1, 100),
      lockAfterAddressFailures: integer('LOGIN_LOCK_AFTER_ADDRESS_FAILURES', 20, 1, 10_000),
      lockSeconds: integer('LOGIN_LOCK_SECONDS', 900, 1, 86_400),
    },
    redisUrl,
    realtime: {
      allowedOrigins: text('HUB_ALLOWED_ORIGINS', '')
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, '').toLowerCase())
        .filter(Boolean),
      maxBufferedBytes: integer('HUB_MAX_BUFFERED_BYTES', 1024 * 1024, 1024, 256 * 1024 * 1024),
      redisChannelPrefix: channelPrefix,
      attendanceJobIntervalMs: integer('ATTENDANCE_JOB_INTERVAL_MS', 60_000, 0, 3_600_000),
      grabOrdersUrl: text('GRAB_ORDERS_URL', 'https://orders.partner.example/grab'),
    },
    staticDir: path.resolve(text('STATIC_DIR', 'dist')),
    clientDownload: {
      windowsUrl: text('CLIENT_DOWNLOAD_WINDOWS_URL', '/downloads/TutorClientSetup.exe'),
      macUrl: text('CLIENT_DOWNLOAD_MAC_URL', '/downloads/TutorClient.dmg'),
    },
    publicOrigin: text('PUBLIC_ORIGIN', ''),
    uploads: {
      dir: path.resolve(text('UPLOAD_DIR', path.join(text('DATA_DIR', 'data'), 'uploads'))),
      abandonAfterSeconds: integer('UPLOAD_ABANDON_AFTER_SECONDS', 24 * 3600, 60, 30 * 24 * 3600),
      cleanupIntervalSeconds: integer('UPLOAD_CLEANUP_INTERVAL_SECONDS', 3600, 0, 24 * 3600),
      linkTtlSeconds: integer('UPLOAD_LINK_TTL_SECONDS', 600, 10, 7 * 24 * 3600),
      plainRoute: flag('UPLOAD_PLAIN_ROUTE', false),
    },
    shell: {
      providerTimeZone: text('PROVIDER_TIME_ZONE', DEFAULT_PROVIDER_TIME_ZONE),
      temporaryClassroomUrl: text('TEMPORARY_CLASSROOM_URL', 'https://classroom.partner.example/temporary').replace(/\/+$/, ''),
    },
    oidc: {
      authority: text('OIDC_AUTHORITY', '').replace(/\/+$/, ''),
      clientId: text('OIDC_CLIENT_ID', 'tutor-portal'),
      scopes: text('OIDC_SCOPES', 'openid profile teacher_api').split(/\s+/).join(' '),
      audience: text('OIDC_AUDIENCE', text('OIDC_CLIENT_ID', 'tutor-portal')),
      userClaim: text('OIDC_USER_CLAIM', 'preferred_username'),
      accessTokenTtlSeconds: integer('OIDC_ACCESS_TOKEN_TTL_SECONDS', 3600, 60, 24 * 3600),
    },
    signIn: {
      autoLoginCodeTtlSeconds: integer('AUTO_LOGIN_CODE_TTL_SECONDS', 900, 30, 7 * 24 * 3600),
      loginSignTtlSeconds: integer('LOGIN_SIGN_TTL_SECONDS', 600, 30, 24 * 3600),
    },
  };
  if (config.oidc.authority && !/^https?:\/\/[^\s/?#]+/.test(config.oidc.authority)) {
    problems.push(`OIDC_AUTHORITY must be an http(s) URL or empty, got '${config.oidc.authority}'`);
  }
  if (!config.oidc.scopes.split(' ').includes('openid')) problems.push(`OIDC_SCOPES must include openid, got '${config.oidc.scopes}'`);
  if (!/^[A-Za-z_][A-Za-z0-9_.:-]*$/.test(config.oidc.userClaim)) {
    problems.push(`OIDC_USER_CLAIM must be a claim name, got '${config.oidc.userClaim}'`);
  }
  if (!isKnownTimeZone(config.shell.providerTimeZone)) {
    problems.push(`PROVIDER_TIME_ZONE must be an IANA time zone such as Asia/Manila, got '${config.shell.providerTimeZone}'`);
  }
  if (!/^(https?:\/\/[^\s/?#]+|\/)/.test(config.shell.temporaryClassroomUrl)) {
    problems.push(`TEMPORARY_CLASSROOM_URL must be an http(s) URL or a path, got '${config.shell.temporaryClassroomUrl}'`);
  }
  if (!/^[a-z_][a-z0-9_]*$/.test(config.databaseSchema)) {
    problems.push(`DATABASE_SCHEMA must be a plain identifier, got '${config.databaseSchema}'`);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  return config;
}
