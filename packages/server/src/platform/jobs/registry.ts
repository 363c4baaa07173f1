import type { JobArgField, JobHandlerInfo, Lang, Translations } from '@vr/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { ZodRequestError } from '../http/validation.js';

/** What a handler gets for one run. */
export interface JobContext<A> {
  db: Database;
  /** The job's arguments, parsed with the handler's schema. */
  args: A;
  /** When the run started. */
  now: Date;
  /** The business time zone (parameter sys.platform.timeZone). */
  timeZone: string;
  log: FastifyBaseLogger;
  /** The server's configuration (its environment). */
  config: Config;
}

/** An argument described for the job form (labels in the four languages). */
export interface JobArgSpec extends Omit<JobArgField, 'label' | 'help' | 'options'> {
  label: Translations;
  help?: Translations;
  options?: Array<{ value: string; label: Translations }>;
}

/**
 * A job every installation has: added at start when missing, scheduled as here until an
 * administrator changes it (it can be paused or rescheduled, not deleted).
 */
export interface BuiltInSchedule {
  /** Names the built-in job (`builtInKey`): one job per key, whatever its name became. */
  key: string;
  /** The job's name and remark, stored in English and shown in the reader's language until changed. */
  name: Translations;
  /** Quartz-style cron expression, seconds first. */
  cron: string;
  /** `JOB_MISFIRE`: what a start after missed fire times does. */
  misfire: number;
  /** The arguments it runs with (none when left out). */
  args?: Record<string, unknown>;
  remark: Translations;
}

/**
 * A job handler: the only kind of thing a scheduled job can run. `invokeTarget` of a job names
 * one (e.g. `sessions.expire`) and its `args` must pass the handler's zod schema, on save and
 * again before every run. Nothing is ever evaluated from a string.
 */
export interface JobHandler<S extends z.ZodType = z.ZodType> {
  name: string;
  title: Translations;
  description: Translations;
  args: S;
  fields: JobArgSpec[];
  /**
   * Does the work; the answer (if any) is the log entry's message, as text or in each language
   * (shown in the reader's language). Throw to fail the run.
   */
  run(ctx: JobContext<z.output<S>>): Promise<string | Translations | void>;
  /** Given when every installation runs this handler on a schedule of its own. */
  builtIn?: BuiltInSchedule;
}

const handlers = new Map<string, JobHandler>();

/**
 * Adds a handler to the registry; answers a function that removes it again. The product's own
 * handlers are registered by `registerBuiltInHandlers` (jobs/index.ts); tests register theirs here.
 */
export function registerJobHandler<S extends z.ZodType>(handler: JobHandler<S>): () => void {
  if (handlers.has(handler.name)) throw new Error(`job handler ${handler.name} is registered twice`);
  handlers.set(handler.name, handler as unknown as JobHandler);
  return () => {
    if (handlers.get(handler.name) === (handler as unknown as JobHandler)) handlers.delete(handler.name);
  };
}

export function jobHandler(name: string): JobHandler | undefined {
  return handlers.get(name);
}

/** The registered handlers that are built-in jobs. */
export function builtInHandlers(): Array<JobHandler & { builtIn: BuiltInSchedule }> {
  return [...handlers.values()].filter((h): h is JobHandler & { builtIn: BuiltInSchedule } => !!h.builtIn);
}

export function jobHandlerNames(): string[] {
  return [...handlers.keys()].sort();
}

export function describeHandler(handler: JobHandler, lang: Lang): JobHandlerInfo {
  return {
    name: handler.name,
    title: handler.title[lang],
    description: handler.description[lang],
    args: handler.fields.map(({ label, help, options, ...rest }) => ({
      ...rest,
      label: label[lang],
      ...(help ? { help: help[lang] } : {}),
      ...(options ? { options: options.map((o) => ({ value: o.value, label: o.label[lang] })) } : {}),
    })),
  };
}

export function describeHandlers(lang: Lang): JobHandlerInfo[] {
  return jobHandlerNames().map((name) => describeHandler(handlers.get(name)!, lang));
}

/**
 * Checks a job's target and arguments before they are stored: an unknown target is refused on
 * the `invokeTarget` field, bad arguments as `args.<field>` errors. Answers the parsed arguments.
 */
export function checkJobTarget(invokeTarget: string, args: unknown): Record<string, unknown> {
  const handler = handlers.get(invokeTarget);
  if (!handler) throw AppError.field('invokeTarget', 'jobTargetUnknown', { target: invokeTarget.slice(0, 100) });
  const parsed = handler.args.safeParse(args ?? {}, { reportInput: true });
  if (!parsed.success) throw new ZodRequestError(parsed.error.issues.map((i) => ({ ...i, path: ['args', ...i.path] })));
  return (parsed.data ?? {}) as Record<string, unknown>;
}
