import { execFileSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ports = path.join(root, 'scripts/ports.mjs');

/** Runs `expression` of scripts/ports.mjs (no dependencies, plain node) and answers its JSON. */
function portsScript(expression: string): unknown {
  const code = `import(${JSON.stringify(ports)}).then(async (m) => console.log(JSON.stringify(await (${expression}))))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', code], { encoding: 'utf8' }));
}

describe('npm start checks its ports before installing and building', () => {
  it('checks the ports the server takes, with the same defaults', () => {
    const config = loadConfig({});
    expect(portsScript('m.portsOf({})')).toEqual([
      { variable: 'PORT', port: config.port },
      { variable: 'MQTT_PORT', port: config.mqttPort },
      { variable: 'MQTT_WS_PORT', port: config.mqttWsPort },
    ]);
    expect(portsScript(`m.portsOf({ MQTT_ENABLED: 'false' })`)).toEqual([{ variable: 'PORT', port: config.port }]);
    expect(portsScript(`m.portsOf({ MQTT_URL: 'mqtt://broker', PORT: '0' })`)).toEqual([]);
  });

  it('names a taken port and the variable to set', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    try {
      const taken = portsScript(`m.takenPorts({ HOST: '127.0.0.1', PORT: '${port}', MQTT_ENABLED: 'false' })`);
      expect(taken).toEqual([
        {
          variable: 'PORT',
          port,
          message: `Port ${port} is already in use: set PORT to a free port (for example PORT=${port + 1} npm start).`,
        },
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(portsScript(`m.takenPorts({ HOST: '127.0.0.1', PORT: '${port}', MQTT_ENABLED: 'false' })`)).toEqual([]);
  });
});
