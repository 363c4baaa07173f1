// The ports `npm start` will listen on, checked before the slow install and build steps.
import net from 'node:net';

const isOff = (value) =>
  ['false', '0', 'no'].includes(
    String(value ?? '')
      .trim()
      .toLowerCase(),
  );

/**
 * The ports the server takes with this environment, with the variable that sets each: the same
 * defaults as packages/server/src/platform/config.ts (the MQTT ports only for the embedded broker).
 * A value the server would refuse, or 0 (any free port), is left to the server.
 */
export function portsOf(env = process.env) {
  const wanted = [['PORT', 8080]];
  if (!isOff(env.MQTT_ENABLED) && !env.MQTT_URL) wanted.push(['MQTT_PORT', 1883], ['MQTT_WS_PORT', 8083]);
  const out = [];
  for (const [variable, fallback] of wanted) {
    const raw = env[variable];
    const port = raw === undefined || raw === '' ? fallback : Number(raw);
    if (Number.isInteger(port) && port > 0 && port <= 65535) out.push({ variable, port });
  }
  return out;
}

/** Resolves true when `port` can be listened on at `host` (the server's HOST, 0.0.0.0 by default). */
function isFree(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (err) => resolve(err.code !== 'EADDRINUSE'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The ports of `portsOf(env)` already taken, each with the line that tells what to set. */
export async function takenPorts(env = process.env) {
  const host = env.HOST || '0.0.0.0';
  const taken = [];
  for (const { variable, port } of portsOf(env)) {
    if (!(await isFree(port, host))) {
      taken.push({
        variable,
        port,
        message: `Port ${port} is already in use: set ${variable} to a free port (for example ${variable}=${port + 1} npm start).`,
      });
    }
  }
  return taken;
}
