import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { listParamsSchema } from './list.js';
import { screenPermissions } from './permissions.js';

/** System → Online users: every live session; force logout ends one at once. */
export const ONLINE_API = {
  list: '/admin/monitor/online/list',
  /** DELETE `${base}/{sessionId}`: force logout. */
  base: '/admin/monitor/online',
} as const;

export const ONLINE_PERMS = screenPermissions('monitor:online', ['list', 'forceLogout']);

export const onlineQuerySchema = listParamsSchema.extend({
  ipaddr: z.string().trim().max(64).optional(),
  /** Part of the account or employee name. */
  userName: z.string().trim().max(50).optional(),
});
export type OnlineQuery = z.infer<typeof onlineQuerySchema>;

/** The session id shown and used to force a logout: the SHA-256 of the token, never the token. */
export const sessionIdSchema = z.object({ sessionId: z.string().regex(/^[0-9a-f]{64}$/) });

export interface OnlineSession {
  sessionId: string;
  userId: number;
  userName: string;
  employeeName: string;
  orgName: string | null;
  ipaddr: string | null;
  browser: string | null;
  os: string | null;
  loginTime: string;
  lastAccessTime: string;
  expireTime: string;
  /** The caller's own session. */
  current: boolean;
}

export const ONLINE_ENDPOINTS = {
  list: listEndpoint<ListFilters<OnlineQuery>, OnlineSession>(ONLINE_API.list),
} as const;

/** System → Monitoring: server, database, MQTT and caches. */
export const MONITOR_API = {
  server: '/admin/monitor/server',
  database: '/admin/monitor/database',
  mqtt: '/admin/monitor/mqtt',
  cache: '/admin/monitor/cache',
  /** DELETE `${clearCache}/{name}`. */
  clearCache: '/admin/monitor/cache/clearCacheName',
  clearAll: '/admin/monitor/cache/clearCacheAll',
} as const;

export const MONITOR_PERMS = {
  server: 'monitor:server:list',
  cache: 'monitor:cache:list',
  clearCache: 'monitor:cache:clear',
} as const;

/** How often the monitoring screen asks again, and how many points its charts keep. */
export const MONITOR_REFRESH_MS = 5000;
export const MONITOR_HISTORY_POINTS = 60;

export interface ServerInfo {
  sampledAt: string;
  host: { hostname: string; platform: string; release: string; arch: string; uptimeSeconds: number };
  cpu: {
    model: string;
    cores: number;
    /** Whole machine, percent, since the previous sample. */
    usagePercent: number;
    loadAverage: [number, number, number];
  };
  memory: { totalBytes: number; freeBytes: number; usedBytes: number; usagePercent: number };
  process: {
    pid: number;
    nodeVersion: string;
    uptimeSeconds: number;
    /** This process, percent of one core, since the previous sample. */
    cpuPercent: number;
    rssBytes: number;
    heapTotalBytes: number;
    heapUsedBytes: number;
    externalBytes: number;
    arrayBuffersBytes: number;
  };
  heap: { limitBytes: number; totalBytes: number; usedBytes: number; usagePercent: number };
  /** Event-loop delay (perf_hooks) over the last window, milliseconds. */
  eventLoop: { meanMs: number; p50Ms: number; p99Ms: number; maxMs: number };
  /** The file system of DATA_DIR. */
  disk: { path: string; totalBytes: number; freeBytes: number; usedBytes: number; usagePercent: number } | null;
}

export interface DatabaseInfo {
  mode: 'embedded' | 'postgres';
  version: string;
  sizeBytes: number;
  /** PostgreSQL only; null for the embedded database (one in-process connection). */
  connections: { total: number; active: number; idle: number; max: number } | null;
  largestTables: Array<{ name: string; rows: number; sizeBytes: number }>;
  /** From pg_stat_statements when that extension is installed; otherwise null and `slowNote` says why. */
  slowStatements: Array<{ query: string; calls: number; meanMs: number; totalMs: number }> | null;
  slowNote: 'embedded' | 'notInstalled' | 'unreadable' | null;
}

export interface MqttInfo {
  mode: 'embedded' | 'external' | 'disabled';
  connectedDevices: number;
  messagesPerSecond: number;
  messagesTotal: number;
  pendingCommands: number;
  endpoints: string[];
}

export interface CacheInfo {
  name: string;
  /** Entries held now; null when the cache does not tell. */
  size: number | null;
  clearable: boolean;
}

export const cacheNameSchema = z.object({ name: z.string().regex(/^[a-zA-Z][\w.-]{0,49}$/) });
