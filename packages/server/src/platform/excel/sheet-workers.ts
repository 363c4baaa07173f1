import { Worker } from 'node:worker_threads';
import type { SheetJob, SheetOutcome } from './sheet-reader.js';

export type WorkerOutcome = SheetOutcome | { kind: 'timeout' } | { kind: 'crashed' };

export interface SheetWorkerOptions {
  /** A sheet not read within this time is abandoned and its worker ended. */
  timeoutMs: number;
  /** An idle worker is ended after this time. */
  idleMs: number;
  /** Heap cap of each worker: a file that needs more ends its worker, not the server. */
  maxHeapMb: number;
  /** Idle workers kept warm (loading exceljs in a new thread takes a few hundred ms). */
  maxIdle: number;
}

// Under the test runner the sources are TypeScript: the worker loads them through tsx.
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(fromSource ? './xlsx-worker.ts' : './xlsx-worker.js', import.meta.url);
const workerSource = fromSource
  ? `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_FILE.href)}); })`
  : undefined;

/** A small pool of worker threads that read uploaded sheets (see `readSheet`). */
export class SheetWorkers {
  private idle: Array<{ worker: Worker; timer: NodeJS.Timeout }> = [];

  constructor(private readonly options: SheetWorkerOptions) {}

  private take(): Worker {
    const warm = this.idle.pop();
    if (warm) {
      clearTimeout(warm.timer);
      warm.worker.ref();
      return warm.worker;
    }
    return new Worker(workerSource ?? WORKER_FILE, {
      eval: workerSource !== undefined,
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb, maxYoungGenerationSizeMb: 16 },
    });
  }

  private giveBack(worker: Worker): void {
    if (this.idle.length >= this.options.maxIdle) {
      void worker.terminate();
      return;
    }
    worker.unref();
    const timer = setTimeout(() => {
      this.idle = this.idle.filter((w) => w.worker !== worker);
      void worker.terminate();
    }, this.options.idleMs);
    timer.unref();
    this.idle.push({ worker, timer });
  }

  /** Reads one sheet in a worker; the file is copied, so the caller's buffer stays usable. */
  read(job: SheetJob): Promise<WorkerOutcome> {
    const worker = this.take();
    const file = new Uint8Array(job.file);
    return new Promise((resolve) => {
      let done = false;
      const finish = (outcome: WorkerOutcome, reusable: boolean) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (reusable) this.giveBack(worker);
        else void worker.terminate();
        resolve(outcome);
      };
      const onMessage = (outcome: SheetOutcome) => finish(outcome, true);
      const onError = () => finish({ kind: 'crashed' }, false);
      const onExit = () => finish({ kind: 'crashed' }, false);
      const timer = setTimeout(() => finish({ kind: 'timeout' }, false), this.options.timeoutMs);
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage({ ...job, file }, [file.buffer]);
    });
  }

  /** Ends the idle workers (a busy one ends when its sheet is read). */
  async close(): Promise<void> {
    const idle = this.idle;
    this.idle = [];
    for (const { timer } of idle) clearTimeout(timer);
    await Promise.all(idle.map(({ worker }) => worker.terminate()));
  }
}
