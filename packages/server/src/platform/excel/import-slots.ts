import { Status } from '@vr/contracts';
import { AppError } from '../http/errors.js';

/**
 * Counts the imports running in this process: at most `perUser` for one account and
 * `perProcess` in all; the next one is refused at once rather than queued.
 */
export class ImportSlots {
  private readonly byUser = new Map<string, number>();
  private running = 0;

  constructor(
    readonly perUser: number,
    readonly perProcess: number,
  ) {}

  /** Takes a slot for `user` or throws the refusal; call the returned function once done. */
  take(user: string): () => void {
    const mine = this.byUser.get(user) ?? 0;
    if (mine >= this.perUser) throw new AppError(Status.TOO_MANY_REQUESTS, 'importBusyUser');
    if (this.running >= this.perProcess) throw new AppError(Status.TOO_MANY_REQUESTS, 'importBusyServer');
    this.byUser.set(user, mine + 1);
    this.running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      const left = (this.byUser.get(user) ?? 1) - 1;
      if (left > 0) this.byUser.set(user, left);
      else this.byUser.delete(user);
    };
  }
}
