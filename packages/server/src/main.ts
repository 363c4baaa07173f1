import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { DEMO_ACCOUNTS } from './db/seed.js';
import { MORE_DEMO_ACCOUNTS } from './modules/accounts/seed.js';
import { prepareDatabase } from './platform/bootstrap.js';
import { ConfigError, loadConfig } from './platform/config.js';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  config.webDist ??= path.resolve(here, '../../web/dist');

  const { database, seeded } = await prepareDatabase(config);
  const app = await buildApp({ config, database });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`Port ${config.port} is already in use: set PORT to a free port (for example PORT=8081 npm start).`);
      await database.close();
      process.exit(1);
    }
    throw err;
  }

  const url = `http://localhost:${config.port}`;
  console.log(`\nVending Retail is running at ${url}`);
  console.log(
    `  database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}${seeded ? ', demo data seeded' : ''}`,
  );
  console.log(`  API docs: ${url}/api/docs`);
  console.log('  demo accounts (change them on a real installation):');
  for (const a of [...DEMO_ACCOUNTS, ...MORE_DEMO_ACCOUNTS]) console.log(`    ${a.username} / ${a.password}  (${a.description})`);
  if (!config.captchaEnabled) console.log('  captcha: disabled (CAPTCHA_ENABLED=false)');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
