import path from 'node:path';

/**
 * The environment a benchmark's portal runs with: production mode, a throwaway data folder, no
 * built front end, a rate limit too large to trip and the timed jobs off, so that nothing but the
 * measured requests runs. `extra` adds or overrides settings (the PostgreSQL URL and schema).
 */
export function benchEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    APP_SECRET: 'bench-secret',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'none'),
    RATE_LIMIT_MAX: '1000000',
    ATTENDANCE_JOB_INTERVAL_MS: '0',
    UPLOAD_CLEANUP_INTERVAL_SECONDS: '0',
    ...extra,
  };
}
