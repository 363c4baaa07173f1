import { Worker } from 'node:worker_threads';
import type { SheetLayout } from '../excel/sheet-writer.js';

/** What the main thread asks of the writer thread; each request is answered once, in order. */
export type SheetRequest = { type: 'open'; file: string; layout: SheetLayout } | { type: 'rows'; rows: unknown[][] } | { type: 'close' };
export type SheetReply =
  { type: 'opened' } | { type: 'written' } | { type: 'closed'; threadId: number } | { type: 'failed'; message: string };

export const sheetThreadSettings = {
  /**
   * Heap caps of the writer thread. It holds a batch or two and exceljs' buffers, so small caps
   * keep the process's memory flat (the collector runs sooner); a thread that needs more fails
   * its export, not the server.
   */
  maxOldGenerationMb: 64,
  maxYoungGenerationMb: 8,
  /** A thread whose export is done is kept this long for the next one (starting one loads exceljs). */
  idleMs: 10_000,
};

// Under the test runner the sources are TypeScript: the thread loads them through tsx.
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(fromSource ? './sheet-worker.ts' : './sheet-worker.js', import.meta.url);
const workerSource = fromSource
  ? `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_FILE.href)}); })`
  : undefined;

/** The thread of the last export, while it waits for the next one. */
let idle: { worker: Worker; timer: NodeJS.Timeout } | null = null;

function takeWorker(): Worker {
  if (idle) {
    const { worker, timer } = idle;
    idle = null;
    clearTimeout(timer);
    worker.ref();
    return worker;
  }
  const worker = new Worker(workerSource ?? WORKER_FILE, {
    eval: workerSource !== undefined,
    resourceLimits: {
      maxOldGenerationSizeMb: sheetThreadSettings.maxOldGenerationMb,
      maxYoungGenerationSizeMb: sheetThreadSettings.maxYoungGenerationMb,
    },
  });
  worker.on('exit', () => {
    if (idle?.worker !== worker) return;
    clearTimeout(idle.timer);
    idle = null;
  });
  return worker;
}

function keepIdle(worker: Worker): void {
  if (idle) {
    void worker.terminate();
    return;
  }
  worker.unref();
  const timer = setTimeout(() => {
    if (idle?.worker === worker) idle = null;
    void worker.terminate();
  }, sheetThreadSettings.idleMs);
  timer.unref();
  idle = { worker, timer };
}

interface Pending {
  resolve: (reply: SheetReply) => void;
  reject: (error: Error) => void;
}

/**
 * An xlsx file written by a worker thread (one export at a time): the main thread reads the rows
 * and posts them batch by batch; the thread turns them into cells, sheet XML and zip and writes
 * the file.
 * At most two batches are on their way: `write` resolves once the batch before the one it posted
 * was written, so the caller reads batch N + 2 only after the thread finished batch N.
 */
export class SheetThread {
  private readonly pending: Pending[] = [];
  private inFlight: Array<Promise<SheetReply>> = [];
  private failure: Error | null = null;
  private ended = false;

  private readonly onMessage = (reply: SheetReply) => {
    const waiting = this.pending.shift();
    if (reply.type === 'failed') waiting?.reject(new Error(reply.message));
    else waiting?.resolve(reply);
  };
  private readonly onError = (error: Error) => this.fail(error);
  private readonly onExit = (code: number) => this.fail(new Error(`the export's writer thread stopped (exit code ${code})`));

  private constructor(private readonly worker: Worker) {
    worker.on('message', this.onMessage).on('error', this.onError).on('exit', this.onExit);
  }

  /** Lets the thread go: kept for the next export when its file was closed, ended otherwise (which closes its file). */
  private async release(reusable: boolean): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    this.worker.off('message', this.onMessage).off('error', this.onError).off('exit', this.onExit);
    if (reusable) keepIdle(this.worker);
    else await this.worker.terminate();
  }

  /** Starts a thread writing a workbook of one sheet into the file at `file`. */
  static async open(file: string, layout: SheetLayout): Promise<SheetThread> {
    const thread = new SheetThread(takeWorker());
    try {
      await thread.request({ type: 'open', file, layout });
    } catch (error) {
      await thread.abort();
      throw error;
    }
    return thread;
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.pending.splice(0)) waiting.reject(error);
  }

  private request(request: SheetRequest): Promise<SheetReply> {
    if (this.failure) return Promise.reject(this.failure);
    const reply = new Promise<SheetReply>((resolve, reject) => this.pending.push({ resolve, reject }));
    this.worker.postMessage(request);
    return reply;
  }

  /** Posts rows (each a row's column values, see `portableValue`); waits while two batches are unwritten. */
  async write(rows: unknown[][]): Promise<void> {
    const reply = this.request({ type: 'rows', rows });
    // Answered later: its failure is seen when it is awaited, never as an unhandled rejection.
    reply.catch(() => undefined);
    this.inFlight.push(reply);
    if (this.inFlight.length > 1) await this.inFlight.shift();
  }

  /** Ends the workbook; answers the id of the thread that wrote the file. */
  async close(): Promise<number> {
    let closed = false;
    try {
      await Promise.all(this.inFlight.splice(0));
      const reply = await this.request({ type: 'close' });
      closed = true;
      return reply.type === 'closed' ? reply.threadId : -1;
    } finally {
      await this.release(closed);
    }
  }

  /** Stops the thread without finishing the file (the caller discards it). */
  abort(): Promise<void> {
    return this.release(false);
  }
}
