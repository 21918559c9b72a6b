/**
 * Starts the API: node dist/server.js (or tsx src/server.ts). Stops gracefully on SIGTERM/SIGINT.
 */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  let app;
  try {
    app = await buildApp(config);
  } catch (err) {
    // A setting the app itself refuses while starting (the embedded database under a Node.js release that cannot run it).
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
  if (config.logLevel === 'silent') console.log(`Relief API listening on http://${config.host}:${config.port}/api/v1`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
