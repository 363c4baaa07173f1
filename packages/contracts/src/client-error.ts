import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { listParamsSchema } from './list.js';
import { filterTime, idListText } from './input.js';
import { screenPermissions } from './permissions.js';

/** Errors of the web client sent to the server so administrators can read them in the error log. */
export const CLIENT_ERROR_API = {
  report: '/api/ClientError/report',
  list: '/admin/monitor/clientError/list',
  /** DELETE `${remove}/{ids}` (comma-separated ids). */
  remove: '/admin/monitor/clientError',
} as const;

export const CLIENT_ERROR_PERMS = screenPermissions('monitor:clientError', ['list', 'remove']);

/** Where the client caught it: a React error boundary, `window.onerror`, an unhandled rejection. */
export const CLIENT_ERROR_SOURCES = ['boundary', 'window', 'promise'] as const;
export type ClientErrorSource = (typeof CLIENT_ERROR_SOURCES)[number];

export const CLIENT_ERROR_LIMITS = {
  message: 2000,
  stack: 10_000,
  url: 2000,
  componentStack: 10_000,
  /** Reports one session may send per minute; more are dropped (status 429). */
  perMinute: 30,
} as const;

/** Body of POST /api/ClientError/report (JSON). */
export const clientErrorReportSchema = z.object({
  message: z.string().min(1).max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  url: z.string().max(CLIENT_ERROR_LIMITS.url),
  source: z.enum(CLIENT_ERROR_SOURCES),
  componentStack: z.string().max(CLIENT_ERROR_LIMITS.componentStack).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** Query of GET /admin/monitor/clientError/list. */
export const clientErrorListSchema = listParamsSchema.extend({
  /** ISO date-times or `YYYY-MM-DD HH:mm:ss`; inclusive range of `createdAt`. */
  beginTime: filterTime(),
  endTime: filterTime(),
  /** Part of the reporting account's login name or employee name. */
  username: z.string().trim().max(50).optional(),
  source: z.enum(CLIENT_ERROR_SOURCES).optional(),
});
export type ClientErrorListQuery = z.infer<typeof clientErrorListSchema>;

export const clientErrorIdsSchema = z.object({
  ids: idListText({ maxLength: 2000, column: 'integer' }),
});

/** One row of the list. */
export interface ClientErrorRow {
  id: number;
  message: string;
  stack: string | null;
  componentStack: string | null;
  url: string;
  source: ClientErrorSource;
  userAgent: string | null;
  userId: number | null;
  username: string | null;
  employeeName: string | null;
  orgId: number | null;
  orgName: string | null;
  ip: string | null;
  createdAt: string;
}

export const CLIENT_ERROR_ENDPOINTS = {
  list: listEndpoint<ListFilters<ClientErrorListQuery>, ClientErrorRow>(CLIENT_ERROR_API.list),
} as const;
