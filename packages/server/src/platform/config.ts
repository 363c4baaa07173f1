import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** proxy-addr's names for address ranges, allowed in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may tell the client's address in X-Forwarded-For: none (off), all (`true`, only when
 * asked for), the nearest N hops, or the listed proxies (addresses, CIDRs, proxy-addr range names).
 */
export type TrustProxy = boolean | number | string[];

const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): TrustProxy => {
    const lower = v.toLowerCase();
    if (lower === 'false' || lower === 'off' || lower === 'no' || lower === '0') return false;
    if (lower === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v
      .split(',')
      .map((e) => e.trim())
      .filter((e) => e !== '');
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: 'must be off, true, a hop count or a comma list of proxy addresses or CIDRs' });
      return z.NEVER;
    }
    return entries;
  });

export const API_DOCS_ACCESS = ['public', 'signed-in', 'off'] as const;
export type ApiDocsAccess = (typeof API_DOCS_ACCESS)[number];

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  CAPTCHA_ENABLED: bool.default(true),
  SESSION_TTL_MINUTES: z.coerce.number({ error: 'must be a number of minutes' }).int().min(1).max(525600).default(720),
  /** Seconds a signed-in caller's session, roles and permissions are served from memory (0: read every request). */
  CALLER_CACHE_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(0).max(300).default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute one IP may send to the sign-in call. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Captcha images one IP may ask for per minute. */
  CAPTCHA_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Proxies whose X-Forwarded-For names the client (off: the connection's address is the client's). */
  TRUST_PROXY: trustProxy.default(false),
  /** Where the built web app lives; served from the same process when present. */
  WEB_DIST: z.string().optional(),
  /** Embedded MQTT broker's TCP port (devices connect here); 0 picks a free port. */
  MQTT_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(1883),
  /** Embedded broker's MQTT-over-WebSocket port; 0 picks a free port. */
  MQTT_WS_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(8083),
  /** An external broker (mqtt:// or mqtts://) instead of the embedded one. */
  MQTT_URL: z
    .string()
    .regex(/^mqtts?:\/\//, 'must be an mqtt:// or mqtts:// URL')
    .optional(),
  /** false: no device link at all (no broker started, commands refused as offline). */
  MQTT_ENABLED: bool.default(true),
  /** How many demo devices the built-in simulator runs with `npm start` (0: none). */
  SIM_DEVICES: z.coerce.number({ error: 'must be a number' }).int().min(0).max(100000).default(8),
  /** false: scheduled jobs are not run by this process. */
  JOBS_ENABLED: bool.default(true),
  /** Who may read the API documentation (/api/docs): anyone, signed-in users, or nobody (not served). */
  API_DOCS: z.enum(API_DOCS_ACCESS, { error: 'must be public, signed-in or off' }).default('signed-in'),
  /** Minutes a machine sent a software upgrade may stay without a report before the upgrade fails on it. */
  UPGRADE_REPORT_MINUTES: z.coerce.number({ error: 'must be a number of minutes' }).int().min(1).max(10080).default(30),
  /** true: calls to customer-given addresses (webhooks) may reach this host and private networks (tests, an intranet). */
  OUTBOUND_PRIVATE_ALLOWED: bool.default(false),
  /** The SMTP server mail is sent through (smtp:// or smtps://, `?from=` the sender); without it no mail is sent. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  captchaEnabled: boolean;
  sessionTtlMinutes: number;
  callerCacheSeconds: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  loginRateLimit: number;
  captchaRateLimit: number;
  trustProxy: TrustProxy;
  webDist: string | undefined;
  mqttPort: number;
  mqttWsPort: number;
  mqttUrl: string | undefined;
  mqttEnabled: boolean;
  simDevices: number;
  jobsEnabled: boolean;
  apiDocs: ApiDocsAccess;
  smtpUrl?: string | undefined;
  outboundPrivateAllowed: boolean;
  upgradeReportMinutes: number;
}

export class ConfigError extends Error {}

/** Reads configuration from the environment; an invalid value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message} (got "${String(env[String(i.path[0])])}")`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    captchaEnabled: e.CAPTCHA_ENABLED,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    callerCacheSeconds: e.CALLER_CACHE_SECONDS,
    logLevel: e.LOG_LEVEL,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    captchaRateLimit: e.CAPTCHA_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST,
    mqttPort: e.MQTT_PORT,
    mqttWsPort: e.MQTT_WS_PORT,
    mqttUrl: e.MQTT_URL,
    mqttEnabled: e.MQTT_ENABLED,
    simDevices: e.SIM_DEVICES,
    jobsEnabled: e.JOBS_ENABLED,
    apiDocs: e.API_DOCS,
    smtpUrl: e.SMTP_URL,
    outboundPrivateAllowed: e.OUTBOUND_PRIVATE_ALLOWED,
    upgradeReportMinutes: e.UPGRADE_REPORT_MINUTES,
  };
}
