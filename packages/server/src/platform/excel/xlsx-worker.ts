import { parentPort } from 'node:worker_threads';
import { type SheetJob, type SheetOutcome, loadStreamingReader, readSheet } from './sheet-reader.js';

// A worker thread of the import pool: reads one sheet per message, off the server's event loop.
loadStreamingReader();
parentPort!.on('message', (job: SheetJob) => {
  readSheet(job).then(
    (outcome) => parentPort!.postMessage(outcome),
    () => parentPort!.postMessage({ kind: 'notXlsx' } satisfies SheetOutcome),
  );
});
