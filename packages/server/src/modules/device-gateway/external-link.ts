import { randomBytes } from 'node:crypto';
import { type DownKind, TOPIC_ROOT, parseTopic } from '@vr/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { MqttClient } from 'mqtt';
import type { DownLink, Gateway } from './gateway.js';

/** Every API process joins this group: the broker hands each device message to one of them. */
export const SHARED_GROUP = 'vr-gateway';
export const sharedUpTopic = (group: string = SHARED_GROUP): string => `$share/${group}/${TOPIC_ROOT}/+/up/#`;

export interface ExternalLinkOptions {
  url: string;
  gateway: Gateway;
  log: FastifyBaseLogger;
  /** Shared-subscription group (default vr-gateway); processes of one installation share it. */
  group?: string;
  /** How long to wait for the first connection before starting anyway (it keeps retrying). */
  connectWaitMs?: number;
}

/** A URL for logs and the monitoring page, without its password. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString().replace(/\/$/, '');
  } catch {
    return 'mqtt://(invalid)';
  }
}

/**
 * The gateway on an external broker (Mosquitto, EMQX …; MQTT_URL with the back-office's own
 * user and password). It subscribes to every device's up topics through a shared subscription,
 * so several API processes split the devices' messages between them. Device sign-in and topic
 * rules are the broker's job there (docs/device-protocol.md shows a Mosquitto set-up).
 */
export class ExternalLink implements DownLink {
  private client!: MqttClient;
  readonly endpoints: string[];
  private readonly topic: string;

  constructor(private readonly opts: ExternalLinkOptions) {
    this.endpoints = [redactUrl(opts.url)];
    this.topic = sharedUpTopic(opts.group);
  }

  async start(): Promise<void> {
    const { gateway, log } = this.opts;
    // Imported here, not at the top: joined into the server's one file, a top-level import of this
    // module would load the client library at every start (device-link.ts imports this file lazily).
    const { default: mqtt } = await import('mqtt');
    this.client = mqtt.connect(this.opts.url, {
      clientId: `vr-gateway-${randomBytes(6).toString('hex')}`,
      clean: true,
      reconnectPeriod: 2000,
      connectTimeout: 10_000,
      protocolVersion: 5,
      resubscribe: true,
    });
    this.client.on('message', (topic, payload) => {
      const parsed = parseTopic(topic);
      if (!parsed || parsed.direction !== 'up') return;
      gateway.handle(parsed.deviceCode, parsed.kind, payload).catch((err: unknown) => {
        log.error({ err }, `mqtt: message on ${topic} failed`);
      });
    });
    this.client.on('error', (err) => log.warn(`mqtt: external broker ${this.endpoints[0]}: ${err.message}`));
    let ready: () => void = () => undefined;
    const subscribedOnce = new Promise<void>((resolve) => (ready = resolve));
    this.client.on('connect', () => {
      this.client.subscribe(this.topic, { qos: 1 }, (err, granted) => {
        if (err || granted?.some((g) => g.qos === 128)) {
          log.error(`mqtt: subscribing to ${this.topic} on ${this.endpoints[0]} was refused`);
          return;
        }
        ready();
      });
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      subscribedOnce,
      new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          log.warn(`mqtt: external broker ${this.endpoints[0]} not reachable yet; retrying in the background`);
          resolve();
        }, this.opts.connectWaitMs ?? 5000);
      }),
    ]);
    clearTimeout(timer);
  }

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  async publish(deviceCode: string, kind: DownKind, payload: object): Promise<void> {
    await this.client.publishAsync(`${TOPIC_ROOT}/${deviceCode}/down/${kind}`, JSON.stringify(payload), { qos: 1 });
  }

  async close(): Promise<void> {
    await this.client?.endAsync();
  }
}
