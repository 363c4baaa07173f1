import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const RELIABILITY_DOC = fileURLToPath(new URL('../../../../docs/reliability.md', import.meta.url));

/**
 * The numbers `docs/reliability.md` states in the sentence `pattern` matches (its groups), or null
 * when the sentence is missing. The suites that measure a figure compare it with what the document
 * says, so the document stays true: change a suite, and its test names the number to write.
 */
export function documentedNumbers(pattern: RegExp): number[] | null {
  const text = fs.readFileSync(RELIABILITY_DOC, 'utf8').replace(/\s+/g, ' ');
  const m = pattern.exec(text);
  return m ? m.slice(1).map((g) => Number(g.replace(/[\s,]/g, ''))) : null;
}
