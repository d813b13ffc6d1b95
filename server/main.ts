import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/** Starts the portal: validates configuration, builds the app, listens, and closes gracefully. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ host: config.host, port: config.port });
  const shown = address.replace('127.0.0.1', 'localhost').replace('0.0.0.0', 'localhost');
  const database = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  console.log(`\nTutor portal ready: open ${shown} (database: ${database}${config.seedDemoData ? ', demo data: demo / demo1234' : ''})\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
