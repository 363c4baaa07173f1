import type { MenuClient, MenuType, PurgeLogKind, ScreenKey, Translations } from '@vr/contracts';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { BackgroundWork } from './background.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { UniqueConstraints } from './db/unique.js';
import type { ExportKind } from './exports/kind.js';
import type { JobHandler } from './jobs/registry.js';
import type { DeviceLink } from './mqtt/device-link.js';
import type { Subscription } from './wiring/events.js';
import type { Port, Provision } from './wiring/ports.js';

/** What every area's routes get: the database, the configuration and the device link. */
export interface ModuleContext {
  db: Database;
  /**
   * The connections of a sale's way (a provider's payment notification; the machines' messages use
   * them too), apart from the screens' so a sale never waits behind a report. The same as `db`
   * where there is one connection. Routes on it take no request transaction.
   */
  saleDb: Database;
  config: Config;
  /** Commands to devices and the link's figures. */
  deviceLink: DeviceLink;
}

/** An area's routes; every route in it declares `config.access`. */
export type AreaRoutes = (app: FastifyInstance, ctx: ModuleContext) => Promise<void>;

/**
 * A built-in menu entry, kept in step with the code on every start (by `name`). A screen's
 * entries are listed when the screen is built, so the menu never offers a stub.
 */
export interface MenuDefinition {
  name: string;
  parent?: string;
  menuType: MenuType;
  titles: Translations;
  path?: string;
  component?: ScreenKey;
  perms?: string;
  icon?: string;
  sort?: number;
  hidden?: boolean;
  alwaysShow?: boolean;
  noCache?: boolean;
  /** 'pc' (default) or 'applet' for the B-side mini program's permissions. */
  client?: MenuClient;
}

/** What the core demo data created, for the areas' own demo data. */
export interface DemoSeedContext {
  db: Database;
  orgs: { platform: number; demo: number; harbor: number; demoStore: number; harborStore: number };
  users: { admin: number; ops: number };
  roles: { admin: number; maintenance: number };
}

/** An area's demo data; lower `order` runs first (data other areas refer to comes first). */
export interface AreaDemoSeed {
  order: number;
  run(ctx: DemoSeedContext): Promise<void>;
}

/**
 * Rows the code defines, written by `sync` (which keeps what administrators changed). A start
 * runs the syncs only when `content`, a sync's code or the migrations changed since the last run.
 */
export interface ReferenceData {
  /** Everything `sync` writes (besides what it gathers from the areas it is given). */
  content: unknown;
  /** Writes it; `areas` are all the areas, for a sync that gathers what they declare (built-in jobs). */
  sync(db: Database, areas: readonly AreaDefinition[]): Promise<void>;
}

/** A log table of an area that the "purge old logs" job trims by age. */
export interface LogTable {
  /** Which retention parameter (sys.log.retentionDays.<kind>) applies. */
  kind: PurgeLogKind;
  table: PgTable;
  id: AnyColumn;
  time: AnyColumn;
  /** Rows that must stay whatever their age. */
  keep?: SQL;
}

/** One business area of the back-office: what it adds to the platform. */
export interface AreaDefinition {
  name: string;
  routes?: AreaRoutes;
  /** Its pages and buttons; parents come before their children across all areas. */
  menus?: MenuDefinition[];
  /** What every installation needs, old or new: kept in step with the code, keeping administrators' changes. */
  referenceData?: ReferenceData;
  /** Demo data of a new installation. */
  demoSeed?: AreaDemoSeed;
  /** Job handlers the area offers to scheduled jobs. */
  jobs?: JobHandler[];
  /** Work it keeps running in every server process, started when the server is ready. */
  background?: BackgroundWork[];
  /** The exports it offers, run in the background by the export centre. */
  exports?: ExportKind[];
  /** Its own log tables, trimmed by the "purge old logs" job. */
  logTables?: LogTable[];
  /**
   * The unique constraints of the tables it writes, each with the field error its violation
   * answers (the same as the service's check before the write) or `NOT_USER_INPUT`.
   */
  uniques?: UniqueConstraints;
  /** Ports it defines and reads, which a higher area must provide (the start fails otherwise). */
  needs?: Port<unknown>[];
  /** Its implementations of lower areas' ports. */
  provides?: Provision[];
  /** What it does when other areas' events happen (delivered after their commit). */
  subscribes?: Subscription[];
}

/** Declares an area (typed; the value is returned as given). */
export function defineArea(area: AreaDefinition): AreaDefinition {
  return area;
}

/** Every area's menus in area order. */
export function menuCatalog(areas: readonly AreaDefinition[]): MenuDefinition[] {
  return areas.flatMap((area) => area.menus ?? []);
}
