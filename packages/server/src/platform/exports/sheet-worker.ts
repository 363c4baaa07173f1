import fs from 'node:fs';
import os from 'node:os';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parentPort, threadId } from 'node:worker_threads';
import { type SheetOutput, openSheet } from '../excel/sheet-writer.js';
import type { SheetReply, SheetRequest } from './sheet-thread.js';

// The export's writer thread: builds the xlsx (cells, sheet XML, zip) and writes its file, off the
// API's event loop. Requests are handled one after another, in the order they were posted; after
// `close` the thread may be given the next export's `open`.
const port = parentPort!;

/**
 * The thread runs below normal priority, so on a busy machine the API's thread and the database
 * get the cores first and the export takes what is left. Linux keeps a nice value per thread
 * (its id is the last part of /proc/thread-self); elsewhere the thread keeps the process's.
 */
function yieldToTheApi(): void {
  try {
    const threadOfKernel = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (threadOfKernel > 0) os.setPriority(threadOfKernel, os.constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // not Linux, or not allowed: the thread keeps the process's priority
  }
}
yieldToTheApi();

let sheet: SheetOutput | null = null;
let written: Promise<void> = Promise.resolve();
let writeFailure: unknown = null;

async function handle(request: SheetRequest): Promise<SheetReply> {
  // A failed file write (a full disk) fails the request after it (and the thread is not reused).
  if (writeFailure) throw writeFailure;
  switch (request.type) {
    case 'open': {
      const out = new PassThrough();
      written = pipeline(out, fs.createWriteStream(request.file));
      written.catch((error: unknown) => (writeFailure = error));
      sheet = await openSheet(out, request.layout);
      return { type: 'opened' };
    }
    case 'rows':
      sheet!.addRows(request.rows);
      // Let the zip stream drain before the main thread is told to send more.
      await new Promise((r) => setImmediate(r));
      return { type: 'written' };
    case 'close':
      await Promise.all([sheet!.close(), written]);
      return { type: 'closed', threadId };
  }
}

let queue: Promise<unknown> = Promise.resolve();
port.on('message', (request: SheetRequest) => {
  queue = queue.then(() =>
    handle(request).then(
      (reply) => port.postMessage(reply),
      (error: unknown) =>
        port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies SheetReply),
    ),
  );
});
