import path from 'node:path';
import { FLOWER_EXCHANGE_DEFAULTS } from '../src/domain/flowers';
import { DEFAULT_FEEDBACK_QUOTA } from '../src/domain/feedback';
import { DEFAULT_PROVIDER_TIME_ZONE, isKnownTimeZone } from '../src/domain/provider-time';
import { DEFAULT_CLASSROOM_OPENS_BEFORE_MINUTES } from '../src/domain/class-table';
import { CLASSROOM_LINK_KEYS, defaultClassroomTemplate, type ClassroomLinkKey } from './services/classroom-links';
import { parsePeakHours, type PeakPeriod } from '../src/domain/schedule';
import { DEFAULT_CANCEL_TIERS, DEFAULT_SELF_CANCEL_CLOSES_MINUTES, parseCancelTiers, type CancelTiers } from '../src/domain/schedule-cancel';

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
  /** How many looked-up tokens each process keeps (server/services/token-cache.ts); 0 turns the cache off. */
  tokenCacheEntries: number;
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
  /** Training-platform single sign-on (growth-account.md §2): the two platforms, the test host, the production page hosts. */
  trainingPlatforms: {
    moodleUrl: string;
    academyUrl: string;
    testUrl: string;
    /** Page hosts (host[:port], lower case) on which links go to the real platforms. */
    productionHosts: string[];
    /** Lifetime of the id token GetEntryKey issues for the platforms. */
    idTokenTtlSeconds: number;
    /** HS256 key of that id token, shared with the platforms; empty: derived from the app secret. */
    ssoSecret: string;
  };
  clientDownload: { windowsUrl: string; macUrl: string };
  /** The network test (issue 20): what a class needs, and how much one test request may move. */
  speedTest: { minDownloadMbps: number; minUploadMbps: number; maxPingMs: number; maxJitterMs: number; maxDownloadMb: number; maxUploadMb: number };
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
  /** Joining the classroom (issue 10): the join window and each tool's link templates (README "Classroom links"). */
  classroom: {
    /** A class can be joined from this many minutes before its start until its end. */
    opensBeforeMinutes: number;
    /** Link templates for the browser, by tool key; placeholders {room} {token} {clid} {tuid} {mac}. */
    webTemplates: Record<ClassroomLinkKey, string>;
    /** Link templates for the desktop client (cookie client=tutorclient). */
    clientTemplates: Record<ClassroomLinkKey, string>;
  };
  signIn: {
    /** Lifetime of one-time AutoLogin codes (e-mail links, the desktop client). */
    autoLoginCodeTtlSeconds: number;
    /** Lifetime of a desktop client's login sign. */
    loginSignTtlSeconds: number;
  };
  /** Deadlines of the HTTP server (issue 22): slow clients cannot hold connections. The hub's sockets keep their own keep-alive. */
  http: {
    /** The whole request (headers and body) must arrive within this. */
    requestTimeoutMs: number;
    /** The headers must arrive within this. */
    headersTimeoutMs: number;
    /** A connection with no traffic at all for this long is closed. */
    idleTimeoutMs: number;
    /** A kept-alive connection waits this long for its next request. */
    keepAliveTimeoutMs: number;
  };
  /** Trust `X-Forwarded-*` from a reverse proxy (TRUST_PROXY): client addresses, the provider's issuer. */
  trustProxy: boolean;
  /** The tutor's own records (issue 17): where e-mail goes, and the development outbox page. */
  records: {
    /** nodemailer transport URL (smtp://user:pass@host:587); empty: e-mail stays in the outbox table. */
    smtpUrl: string;
    mailFrom: string;
    /** HTTP SMS gateway (JSON POST { to, text }); empty: texts stay in the outbox table. */
    smsGatewayUrl: string;
    /** Bearer token sent to the SMS gateway, if it wants one. */
    smsGatewayToken: string;
    /** Serve /api/Dev/Outbox and the /dev/outbox page (never in production). */
    devOutbox: boolean;
  };
  /** A tutor's time (issue 12): self-schedule, autonomous cancellation, the reminder card. */
  schedule: {
    /** Changes allowed to a week after its first plot (SCHEDULE_MODIFY_LIMIT). */
    modifyLimitPerWeek: number;
    /** The provider's peak hours the grid counts (SCHEDULE_PEAK_HOURS, e.g. "1-5 18:00-22:00; 6-7 09:00-12:00"). */
    peakHours: PeakPeriod[];
    /** Weekly autonomous cancellations by tier, the letter of the integral level (SELF_CANCEL_TIERS "A:4,B:3,C:2,D:1"). */
    cancelTiers: CancelTiers;
    /** Autonomous cancellation closes this many minutes before a class. */
    cancelClosesMinutes: number;
    /** The reminder card shows from this ISO weekday (1 Monday ... 7 Sunday) when next week is not plotted. */
    reminderWeekday: number;
    /** Next week counts as plotted from this many Waited or Confirmed slots. */
    reminderMinSlots: number;
  };
  /** The in-app chat (issue 19): its scoped token and the WebRTC servers calls use. */
  im: {
    tokenTtlSeconds: number;
    /** STUN servers (IM_STUN_URLS, comma-separated `stun:` URLs); empty: direct and LAN connections only. */
    stunUrls: string[];
    /** TURN servers (IM_TURN_URLS) with IM_TURN_USERNAME and IM_TURN_CREDENTIAL, for networks that block direct media. */
    turnUrls: string[];
    turnUsername: string;
    turnCredential: string;
  };
  /** Flowers for cash (growth-account.md §9): the switch, the monthly limit and the rate. */
  flowers: { exchangeEnabled: boolean; monthlyLimit: number; phpPerFlower: number };
  /** The assistant (issue 20): an OpenAI-compatible chat-completions endpoint; empty baseUrl: not set up. */
  ai: {
    /** AI_BASE_URL, e.g. http://127.0.0.1:11434/v1 (Ollama) or https://api.openai.com/v1; `/chat/completions` is appended. */
    baseUrl: string;
    apiKey: string;
    model: string;
    /** Tokens (prompt plus completion) a tutor may use per provider month; past it the chat is refused. */
    monthlyTokenCap: number;
    /** The longest one answer may take upstream before it is cut off. */
    timeoutMs: number;
  };
  /** Feedback and appeals (issue 16): how many a tutor may send per provider month (FEEDBACK_QUOTA_PER_MONTH). */
  feedback: { quotaPerMonth: number };
  /** Referrals (issue 16): which calls the referral pages use (REFERRAL_PAGE_VERSION, ReferralVerson). */
  referrals: { pageVersion: 1 | 2 };
  /** The behaviour-data service (AddCustomData): callers prove themselves with this fixed secret header. */
  behaviourData: {
    /** BEHAVIOUR_DATA_SECRET: the value of the X-Behaviour-Secret header; at least 16 characters, required in production. */
    secret: string;
  };
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

/** The provider's default peak hours: weekday evenings and weekend mornings, local time. */
const DEFAULT_PEAK_HOURS = '1-5 18:00-22:00; 6-7 09:00-12:00';

/** The development value of BEHAVIOUR_DATA_SECRET (refused in production). */
const DEV_BEHAVIOUR_SECRET = 'tutor-portal-dev-behaviour-secret';

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
  const list = (name: string) =>
    text(name, '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
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
  for (const origin of text('HUB_ALLOWED_ORIGINS', '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)) {
    if (!/^https?:\/\/[^\s/?#]+\/?$/.test(origin)) problems.push(`HUB_ALLOWED_ORIGINS must list origins such as https://portal.example.com, got '${origin}'`);
  }
  if (!/^https?:\/\//.test(text('GRAB_ORDERS_URL', 'https://orders.partner.example/grab'))) {
    problems.push(`GRAB_ORDERS_URL must be an http(s) URL, got '${text('GRAB_ORDERS_URL', '')}'`);
  }

  for (const name of ['TRAINING_MOODLE_URL', 'TRAINING_ACADEMY_URL', 'TRAINING_TEST_URL']) {
    const value = env[name]?.trim();
    if (value && !/^https?:\/\/[^\s/?#]+\/?$/.test(value)) problems.push(`${name} must be an origin such as https://moodle.provider.com, got '${value}'`);
  }

  // Unset in production, the behaviour-data service is off (every call refused) rather than open with a known secret.
  const behaviourSecret = text('BEHAVIOUR_DATA_SECRET', envName === 'production' ? '' : DEV_BEHAVIOUR_SECRET);
  if (behaviourSecret !== '' && behaviourSecret.length < 16) problems.push('BEHAVIOUR_DATA_SECRET must be at least 16 characters');
  if (envName === 'production' && behaviourSecret === DEV_BEHAVIOUR_SECRET)
    problems.push('BEHAVIOUR_DATA_SECRET must not be the development secret in production');

  const config: Config = {
    env: envName as Config['env'],
    host: text('HOST', '127.0.0.1'),
    port: integer('PORT', 8080, 0, 65535),
    dataDir: path.resolve(text('DATA_DIR', 'data')),
    databaseUrl,
    databaseSchema: text('DATABASE_SCHEMA', 'public'),
    seedDemoData: flag('SEED_DEMO_DATA', true),
    tokenTtlSeconds: integer('TOKEN_TTL_SECONDS', 12 * 3600, 60, 30 * 24 * 3600),
    tokenCacheEntries: integer('TOKEN_CACHE_ENTRIES', 10_000, 0, 1_000_000),
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
    trainingPlatforms: {
      moodleUrl: text('TRAINING_MOODLE_URL', 'https://moodle.training.example'),
      academyUrl: text('TRAINING_ACADEMY_URL', 'https://academy.training.example'),
      testUrl: text('TRAINING_TEST_URL', 'http://localhost:8090'),
      productionHosts: text('TRAINING_PRODUCTION_HOSTS', '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
      idTokenTtlSeconds: integer('TRAINING_ID_TOKEN_TTL_SECONDS', 300, 30, 3600),
      ssoSecret: text('TRAINING_SSO_SECRET', ''),
    },
    speedTest: {
      minDownloadMbps: integer('SPEED_MIN_DOWNLOAD_MBPS', 4, 1, 10_000),
      minUploadMbps: integer('SPEED_MIN_UPLOAD_MBPS', 2, 1, 10_000),
      maxPingMs: integer('SPEED_MAX_PING_MS', 150, 1, 10_000),
      maxJitterMs: integer('SPEED_MAX_JITTER_MS', 30, 1, 10_000),
      maxDownloadMb: integer('SPEED_MAX_DOWNLOAD_MB', 100, 1, 1024),
      maxUploadMb: integer('SPEED_MAX_UPLOAD_MB', 32, 1, 1024),
    },
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
    classroom: {
      opensBeforeMinutes: integer('CLASSROOM_OPENS_BEFORE_MINUTES', DEFAULT_CLASSROOM_OPENS_BEFORE_MINUTES, 0, 7 * 24 * 60),
      webTemplates: Object.fromEntries(CLASSROOM_LINK_KEYS.map((key) => [key, text(`CLASSROOM_URL_${key}`, defaultClassroomTemplate(key, 'web'))])) as Record<
        ClassroomLinkKey,
        string
      >,
      clientTemplates: Object.fromEntries(
        CLASSROOM_LINK_KEYS.map((key) => [key, text(`CLASSROOM_CLIENT_URL_${key}`, defaultClassroomTemplate(key, 'client'))]),
      ) as Record<ClassroomLinkKey, string>,
    },
    signIn: {
      autoLoginCodeTtlSeconds: integer('AUTO_LOGIN_CODE_TTL_SECONDS', 900, 30, 7 * 24 * 3600),
      loginSignTtlSeconds: integer('LOGIN_SIGN_TTL_SECONDS', 600, 30, 24 * 3600),
    },
    http: {
      requestTimeoutMs: integer('HTTP_REQUEST_TIMEOUT_MS', 120_000, 100, 3_600_000),
      headersTimeoutMs: integer('HTTP_HEADERS_TIMEOUT_MS', 15_000, 100, 600_000),
      idleTimeoutMs: integer('HTTP_IDLE_TIMEOUT_MS', 60_000, 100, 3_600_000),
      keepAliveTimeoutMs: integer('HTTP_KEEP_ALIVE_TIMEOUT_MS', 72_000, 100, 3_600_000),
    },
    trustProxy: flag('TRUST_PROXY', false),
    records: {
      smtpUrl: text('SMTP_URL', ''),
      mailFrom: text('MAIL_FROM', 'Tutor portal <no-reply@tutor-portal.local>'),
      smsGatewayUrl: text('SMS_GATEWAY_URL', ''),
      smsGatewayToken: text('SMS_GATEWAY_TOKEN', ''),
      devOutbox: flag('DEV_OUTBOX', envName !== 'production'),
    },
    schedule: {
      modifyLimitPerWeek: integer('SCHEDULE_MODIFY_LIMIT', 20, 0, 1000),
      peakHours: parsePeakHours(text('SCHEDULE_PEAK_HOURS', DEFAULT_PEAK_HOURS)) ?? [],
      cancelTiers: parseCancelTiers(text('SELF_CANCEL_TIERS', '')) ?? DEFAULT_CANCEL_TIERS,
      cancelClosesMinutes: integer('SELF_CANCEL_CLOSES_MINUTES', DEFAULT_SELF_CANCEL_CLOSES_MINUTES, 0, 24 * 60),
      reminderWeekday: integer('SCHEDULE_REMINDER_WEEKDAY', 4, 1, 7),
      reminderMinSlots: integer('SCHEDULE_REMINDER_MIN_SLOTS', 10, 1, 336),
    },
    im: {
      tokenTtlSeconds: integer('IM_TOKEN_TTL_SECONDS', 7200, 60, 24 * 3600),
      stunUrls: list('IM_STUN_URLS'),
      turnUrls: list('IM_TURN_URLS'),
      turnUsername: text('IM_TURN_USERNAME', ''),
      turnCredential: text('IM_TURN_CREDENTIAL', ''),
    },
    flowers: {
      exchangeEnabled: flag('FLOWERS_EXCHANGE_ENABLED', true),
      monthlyLimit: integer('FLOWERS_MONTHLY_LIMIT', FLOWER_EXCHANGE_DEFAULTS.monthlyLimit, 1, 100_000),
      phpPerFlower: integer('FLOWERS_PHP_PER_FLOWER', FLOWER_EXCHANGE_DEFAULTS.phpPerFlower, 1, 10_000),
    },
    ai: {
      baseUrl: text('AI_BASE_URL', '').replace(/\/+$/, ''),
      apiKey: text('AI_API_KEY', ''),
      model: text('AI_MODEL', 'llama3.1'),
      monthlyTokenCap: integer('AI_MONTHLY_TOKEN_CAP', 200_000, 0, 1_000_000_000),
      timeoutMs: integer('AI_TIMEOUT_MS', 120_000, 1000, 600_000),
    },
    feedback: { quotaPerMonth: integer('FEEDBACK_QUOTA_PER_MONTH', DEFAULT_FEEDBACK_QUOTA, 0, 1000) },
    referrals: { pageVersion: integer('REFERRAL_PAGE_VERSION', 2, 1, 2) === 1 ? 1 : 2 },
    behaviourData: { secret: behaviourSecret },
  };
  if (config.http.headersTimeoutMs > config.http.requestTimeoutMs) {
    problems.push('HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS');
  }
  if (config.records.smtpUrl && !/^smtps?:\/\//.test(config.records.smtpUrl)) {
    problems.push(`SMTP_URL must be an smtp:// or smtps:// URL or empty, got '${config.records.smtpUrl}'`);
  }
  if (config.records.smsGatewayUrl && !/^https?:\/\//.test(config.records.smsGatewayUrl)) {
    problems.push(`SMS_GATEWAY_URL must be an http:// or https:// URL or empty, got '${config.records.smsGatewayUrl}'`);
  }
  if (config.ai.baseUrl && !/^https?:\/\/[^\s/?#]+(\/\S*)?$/.test(config.ai.baseUrl)) {
    problems.push(`AI_BASE_URL must be an http(s) URL such as http://127.0.0.1:11434/v1 or empty, got '${config.ai.baseUrl}'`);
  }
  if (config.ai.baseUrl && !/^[\w.:/@-]+$/.test(config.ai.model)) problems.push(`AI_MODEL must be a model name such as llama3.1, got '${config.ai.model}'`);
  if (config.env === 'production' && config.records.devOutbox) problems.push('DEV_OUTBOX cannot be on in production');
  if (!parsePeakHours(text('SCHEDULE_PEAK_HOURS', DEFAULT_PEAK_HOURS))) {
    problems.push(`SCHEDULE_PEAK_HOURS must read like "1-5 18:00-22:00; 6-7 09:00-12:00", got '${text('SCHEDULE_PEAK_HOURS', '')}'`);
  }
  if (text('SELF_CANCEL_TIERS', '') && !parseCancelTiers(text('SELF_CANCEL_TIERS', ''))) {
    problems.push(`SELF_CANCEL_TIERS must read like "A:4,B:3,C:2,D:1", got '${text('SELF_CANCEL_TIERS', '')}'`);
  }
  for (const url of config.im.stunUrls) if (!/^stuns?:\S+$/.test(url)) problems.push(`IM_STUN_URLS must list stun: URLs, got '${url}'`);
  for (const url of config.im.turnUrls) if (!/^turns?:\S+$/.test(url)) problems.push(`IM_TURN_URLS must list turn: URLs, got '${url}'`);
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
  for (const key of CLASSROOM_LINK_KEYS) {
    for (const [name, template] of [
      [`CLASSROOM_URL_${key}`, config.classroom.webTemplates[key]],
      [`CLASSROOM_CLIENT_URL_${key}`, config.classroom.clientTemplates[key]],
    ] as const) {
      if (!/^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(template))
        problems.push(`${name} must be a URL template such as https://classin.example/join?room={room}, got '${template}'`);
    }
  }
  if (!/^[a-z_][a-z0-9_]*$/.test(config.databaseSchema)) {
    problems.push(`DATABASE_SCHEMA must be a plain identifier, got '${config.databaseSchema}'`);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  return config;
}
