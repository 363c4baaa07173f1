import { JOB_MISFIRE } from '@vr/contracts';
import { count } from 'drizzle-orm';
import { z } from 'zod';
import type { JobHandler } from '../../platform/jobs/index.js';
import { scratchNotes } from './schema.js';

const noArgs = z.object({}).strict();

/**
 * A job the area runs on a schedule of its own: declaring `builtIn` makes it a job of every
 * installation, with no line in the jobs area. (A real area's texts are keys of its namespace.)
 */
export const noteCountHandler: JobHandler<typeof noArgs> = {
  name: 'scratchNotes.count',
  title: { zh: '便签计数', en: 'Count notes', es: 'Contar notas', ja: 'メモを数える' },
  description: { zh: '数便签', en: 'Counts the notes', es: 'Cuenta las notas', ja: 'メモを数えます' },
  args: noArgs,
  fields: [],
  builtIn: {
    key: 'scratchNoteCount',
    name: { zh: '每日便签计数', en: 'Daily note count', es: 'Recuento diario de notas', ja: '毎日のメモ数' },
    remark: { zh: '每天 06:00', en: 'Daily at 06:00', es: 'Cada día a las 06:00', ja: '毎日 06:00' },
    cron: '0 0 6 * * ?',
    misfire: JOB_MISFIRE.skip,
  },
  async run({ db }) {
    const [row] = await db.select({ n: count() }).from(scratchNotes);
    return `${row?.n ?? 0} notes`;
  },
};
