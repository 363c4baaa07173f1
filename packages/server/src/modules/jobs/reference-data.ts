import type { Lang, Translations } from '@vr/contracts';
import type { AreaDefinition } from '../../platform/area.js';
import type { Database } from '../../platform/db/database.js';
import { addMissingBuiltInJobs, builtInHandlers, builtInJobs } from '../../platform/jobs/index.js';

/** Remarks the built-in jobs had before, still stored where an installation was seeded with them: the key of their job. */
const FORMER_REMARKS: Record<string, string> = {
  'Daily 03:30: deletes log rows older than the sys.log.retentionDays.* parameters': 'purgeLogs',
};

/**
 * Adds the built-in jobs an installation lacks (reference data, run at start): the ones the
 * handlers of every area declare (`builtIn` of a job handler), kept as an administrator changed them.
 */
export async function syncBuiltInJobs(db: Database, areas: readonly AreaDefinition[]): Promise<void> {
  await addMissingBuiltInJobs(db, builtInJobs(areas));
}

/** The built-in jobs' keys, names and remarks in the four languages (stored in English). */
const builtInTexts = (): Array<{ key: string; name: Translations; remark: Translations }> =>
  builtInHandlers().map(({ builtIn }) => builtIn);

/** A built-in job's name or remark in the reader's language while it is a seeded text (in any language); other text as typed. */
export function builtInJobText(text: string | null, lang: Lang): string | null {
  if (text === null) return null;
  const known = builtInTexts();
  const formerOf = Object.hasOwn(FORMER_REMARKS, text) ? known.find((job) => job.key === FORMER_REMARKS[text]) : undefined;
  if (formerOf) return formerOf.remark[lang];
  for (const { name, remark } of known) {
    if (Object.values(name).includes(text)) return name[lang];
    if (Object.values(remark).includes(text)) return remark[lang];
  }
  return text;
}

/** The keys of the built-in jobs whose name contains `term` in any language. */
export function builtInJobsNamed(term: string): string[] {
  const needle = term.toLocaleLowerCase();
  return builtInTexts()
    .filter(({ name }) => Object.values(name).some((n) => n.toLocaleLowerCase().includes(needle)))
    .map(({ key }) => key);
}
