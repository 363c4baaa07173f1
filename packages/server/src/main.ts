import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { DEMO_ACCOUNTS } from './db/demo-data.js';
import { MORE_DEMO_ACCOUNTS } from './modules/users/index.js';
import { type DemoFleet, startDemoFleet } from './modules/device-sim-demo/index.js';
import { prepareDatabase } from './platform/bootstrap.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { PortInUseError, deviceLinkEndpoints } from './modules/device-gateway/index.js';
import { AREAS } from './modules/index.js';

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

  const { database, seeded } = await prepareDatabase(config, AREAS);
  let app;
  try {
    app = await buildApp({ config, database });
  } catch (err) {
    if (err instanceof PortInUseError) {
      console.error(err.message);
      await database.close();
      process.exit(1);
    }
    throw err;
  }

  let demoFleet: DemoFleet | null = null;
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await demoFleet?.stop();
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
  const link = deviceLinkEndpoints();
  console.log(
    `  devices (MQTT): ${link.mode === 'disabled' ? 'off (MQTT_ENABLED=false)' : `${link.mode === 'external' ? 'external broker' : 'embedded broker'} ${link.endpoints.join(', ')}`}`,
  );
  demoFleet = await startDemoFleet({ db: database.db, config, link, log: (m) => app.log.warn(`simulator: ${m}`) }).catch((err: unknown) => {
    app.log.warn({ err }, 'demo devices not simulated');
    return null;
  });
  if (demoFleet)
    console.log(`  simulating ${demoFleet.codes.length} demo devices (${demoFleet.codes.join(', ')}); SIM_DEVICES=0 turns them off`);
  console.log('  demo accounts (change them on a real installation):');
  for (const a of [...DEMO_ACCOUNTS, ...MORE_DEMO_ACCOUNTS]) console.log(`    ${a.username} / ${a.password}  (${a.description})`);
  if (!config.captchaEnabled) console.log('  captcha: disabled (CAPTCHA_ENABLED=false)');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
