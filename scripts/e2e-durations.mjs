// Writes e2e/durations.json (seconds per end-to-end test file) from the JSON reports of the last
// `npm test`, so the shards split the files by time (e2e/duration-sequencer.ts).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.test-output');
const reports = fs.existsSync(outDir) ? fs.readdirSync(outDir).filter((f) => /^end-to-end.*\.json$/.test(f)) : [];
if (reports.length === 0) {
  console.error('No end-to-end report in .test-output: run npm test first.');
  process.exit(1);
}
const target = path.join(root, 'e2e', 'durations.json');
const seconds = fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, 'utf8')) : {};
for (const report of reports) {
  const { testResults } = JSON.parse(fs.readFileSync(path.join(outDir, report), 'utf8'));
  for (const file of testResults) seconds[path.basename(file.name)] = Math.round((file.endTime - file.startTime) / 1000);
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files written to e2e/durations.json`);
