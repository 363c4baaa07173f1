import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { JobRow } from './runner.js';
import { jobLogs, jobs } from './schema.js';

/** A job as an administrator or the product defines it (what the runner keeps of its runs left out). */
export type JobDefinition = Omit<
  typeof jobs.$inferInsert,
  'id' | 'lastFireAt' | 'runningSince' | 'runningBy' | 'lastRunAt' | 'lastRunStatus' | 'lastRunDurationMs'
>;

export async function addJob(db: Database, job: JobDefinition): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(job).returning();
  return row!;
}

/** Adds the built-in jobs (by `builtInKey`) that are missing; the ones there stay as they are. */
export async function addMissingBuiltInJobs(db: Database, builtIn: Array<JobDefinition & { builtInKey: string }>): Promise<void> {
  await db.insert(jobs).values(builtIn).onConflictDoNothing({ target: jobs.builtInKey });
}

/** Changes a job's definition; answers the job as changed (the caller has checked it exists). */
export async function changeJob(db: Database, id: number, changes: Partial<JobDefinition>): Promise<JobRow> {
  const [row] = await db.update(jobs).set(changes).where(eq(jobs.id, id)).returning();
  return row!;
}

/** Deletes jobs; their log stays. */
export async function removeJobs(db: Database, ids: number[]): Promise<void> {
  await db.delete(jobs).where(inArray(jobs.id, ids));
}

/** Deletes log entries by id; answers how many there were. */
export async function removeJobLogs(db: Database, ids: number[]): Promise<number> {
  const gone = await db.delete(jobLogs).where(inArray(jobLogs.id, ids)).returning({ id: jobLogs.id });
  return gone.length;
}

/** Deletes the whole log, or the log of one job. */
export async function clearJobLog(db: Database, jobId: number | undefined): Promise<void> {
  await db.delete(jobLogs).where(jobId ? eq(jobLogs.jobId, jobId) : undefined);
}
