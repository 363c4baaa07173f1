import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { DEVICE_CODE_PATTERN, DOWN_KINDS, type DownKind, TOPIC_ROOT, parseTopic } from '@vr/contracts';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer, createWebSocketStream } from 'ws';
import type { DeviceEntry } from './directory.js';
import type { DownLink, Gateway } from './gateway.js';
import { verifyDeviceSecret } from '../devices/index.js';

/** A port the broker could not take; main.ts names the variable to change. */
export class PortInUseError extends Error {
  readonly code = 'EADDRINUSE';
  constructor(
    readonly variable: string,
    readonly port: number,
  ) {
    super(`Port ${port} is already in use: set ${variable} to a free port (for example ${variable}=${port + 1} npm start).`);
  }
}

export interface EmbeddedBrokerOptions {
  host: string;
  port: number;
  wsPort: number;
  gateway: Gateway;
  log: FastifyBaseLogger;
}

function authError(message: string, returnCode: 4 | 5): AuthenticateError {
  return Object.assign(new Error(message), { returnCode }) as AuthenticateError;
}

function listen(server: net.Server | http.Server, port: number, host: string, variable: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(err.code === 'EADDRINUSE' ? new PortInUseError(variable, port) : err);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** True for a subscription a device may hold: its own down topics (one kind, `+` or `#`). */
export function maySubscribe(code: string, topic: string): boolean {
  const parts = topic.split('/');
  if (parts.length !== 5 || `${parts[0]}/${parts[1]}` !== TOPIC_ROOT || parts[2] !== code || parts[3] !== 'down') return false;
  const kind = parts[4]!;
  return kind === '+' || kind === '#' || (DOWN_KINDS as readonly string[]).includes(kind);
}

/**
 * The embedded broker (aedes) on TCP and WebSocket. Every client is a device: it signs in with
 * its device code and secret, may publish only `vr/v1/{own code}/up/…` and subscribe only
 * `vr/v1/{own code}/down/…`. What devices publish goes straight to the gateway (no internal
 * subscription); what the back-office sends is published into the broker.
 */
export class EmbeddedBroker implements DownLink {
  private broker!: Aedes;
  private tcp!: net.Server;
  private web!: http.Server;
  private wss!: WebSocketServer;
  private readonly devicesOf = new WeakMap<Client, DeviceEntry>();
  private readonly reasons = new WeakMap<Client, string>();
  private readonly current = new Map<string, Client>();
  readonly endpoints: string[] = [];
  port = 0;
  wsPort = 0;

  constructor(private readonly opts: EmbeddedBrokerOptions) {}

  async start(): Promise<void> {
    const { gateway, log } = this.opts;
    this.broker = await Aedes.createBroker({
      // Devices send a heartbeat every 30 s by default; MQTT keepalive still guards the socket.
      heartbeatInterval: 60_000,
      authenticate: (client, username, password, done) => {
        const code = username ?? '';
        if (!DEVICE_CODE_PATTERN.test(code) || !password) {
          done(authError('bad user name or password', 4), null);
          return;
        }
        gateway.directory.get(code).then(
          (entry) => {
            if (!entry || !verifyDeviceSecret(password.toString('utf8'), entry.secretHash)) {
              done(authError('bad user name or password', 4), null);
              return;
            }
            this.devicesOf.set(client, entry);
            done(null, true);
          },
          (err: unknown) => {
            log.error({ err }, 'mqtt: device lookup failed');
            done(authError('server unavailable', 5), null);
          },
        );
      },
      authorizePublish: (client, packet, done) => {
        const entry = client ? this.devicesOf.get(client) : undefined;
        if (!client) return done(null); // the broker's own (down) messages
        const topic = parseTopic(packet.topic);
        if (!entry || !topic || topic.direction !== 'up' || topic.deviceCode !== entry.code) {
          done(new Error(`not authorized to publish to ${packet.topic}`));
          return;
        }
        if (packet.retain) packet.retain = false;
        done(null);
      },
      authorizeSubscribe: (client, subscription, done) => {
        const entry = this.devicesOf.get(client);
        if (!entry || !maySubscribe(entry.code, subscription.topic)) {
          done(null, null); // refused: SUBACK 0x80 for this topic
          return;
        }
        done(null, subscription);
      },
      published: (packet, client, done) => {
        done();
        if (!client) return;
        const entry = this.devicesOf.get(client);
        const topic = parseTopic(packet.topic);
        if (!entry || !topic || topic.direction !== 'up' || topic.deviceCode !== entry.code) return;
        // The entry the device signed in with may have been forgotten (secret rotated) meanwhile.
        gateway.handle(entry.code, topic.kind, packet.payload as Buffer, entry).catch((err: unknown) => {
          log.error({ err }, `mqtt: message of ${entry.code} on ${packet.topic} failed`);
        });
      },
    });

    this.broker.on('clientReady', (client) => {
      const entry = this.devicesOf.get(client);
      if (!entry) return;
      const previous = this.current.get(entry.code);
      this.current.set(entry.code, client);
      if (previous && previous !== client) {
        this.reasons.set(previous, 'replaced by a new connection');
        previous.close();
      }
      const socket = (client.req?.socket ?? client.conn) as net.Socket | undefined;
      gateway.connected(entry, socket?.remoteAddress ?? null);
    });
    this.broker.on('keepaliveTimeout', (client) => this.reasons.set(client, 'keepalive timeout'));
    this.broker.on('clientError', (client, err) => {
      if (!this.reasons.has(client)) this.reasons.set(client, err.message.slice(0, 200));
    });
    this.broker.on('clientDisconnect', (client) => {
      const entry = this.devicesOf.get(client);
      if (!entry || this.current.get(entry.code) !== client) return;
      this.current.delete(entry.code);
      gateway.disconnected(entry, this.reasons.get(client) ?? 'disconnected');
    });

    this.tcp = net.createServer((socket) => this.broker.handle(socket));
    this.web = http.createServer((_req, res) => {
      res.writeHead(426, { 'content-type': 'text/plain' }).end('MQTT over WebSocket only\n');
    });
    this.wss = new WebSocketServer({ server: this.web });
    this.wss.on('connection', (ws, req) => {
      const stream = createWebSocketStream(ws);
      stream.on('error', () => ws.terminate());
      this.broker.handle(stream, req);
    });
    try {
      this.port = await listen(this.tcp, this.opts.port, this.opts.host, 'MQTT_PORT');
      this.wsPort = await listen(this.web, this.opts.wsPort, this.opts.host, 'MQTT_WS_PORT');
    } catch (err) {
      await this.close();
      throw err;
    }
    const shown = this.opts.host === '0.0.0.0' || this.opts.host === '::' ? 'localhost' : this.opts.host;
    this.endpoints.push(`mqtt://${shown}:${this.port}`, `ws://${shown}:${this.wsPort}`);
  }

  isConnected(code: string): boolean {
    return this.current.has(code);
  }

  connectedCount(): number {
    return this.current.size;
  }

  /** Closes a device's live connection (its secret changed, or it was deleted). */
  disconnect(code: string): void {
    const client = this.current.get(code);
    if (!client) return;
    this.reasons.set(client, 'credentials changed');
    client.close();
  }

  publish(deviceCode: string, kind: DownKind, payload: object): Promise<void> {
    return new Promise((resolve, reject) => {
      this.broker.publish(
        {
          cmd: 'publish',
          topic: `${TOPIC_ROOT}/${deviceCode}/down/${kind}`,
          payload: Buffer.from(JSON.stringify(payload)),
          qos: 1,
          retain: false,
          dup: false,
        },
        (err) => (err ? reject(err) : resolve()),
      );
    });
  }

  async close(): Promise<void> {
    const closeServer = (s: net.Server | http.Server | undefined) =>
      new Promise<void>((resolve) => (s?.listening ? s.close(() => resolve()) : resolve()));
    for (const client of this.wss?.clients ?? []) client.terminate();
    this.wss?.close();
    if (this.broker) await new Promise<void>((resolve) => this.broker.close(() => resolve()));
    await Promise.all([closeServer(this.tcp), closeServer(this.web)]);
  }
}
