import { Status } from '@vr/contracts';
import { AppError } from '../http/errors.js';

/**
 * Counts the imports running in this process: at most `perUser` for one account (taken before
 * the upload is read) and `perProcess` sheets being read in all (taken once the file is in
 * memory, so a slow upload cannot hold one). The next import is refused at once, not queued.
 */
export class ImportSlots {
  private readonly byUser = new Map<string, number>();
  private reading = 0;

  constructor(
    readonly perUser: number,
    readonly perProcess: number,
  ) {}

  /** Takes `user`'s slot or throws the refusal; call the returned function once done. */
  takeUser(user: string): () => void {
    const mine = this.byUser.get(user) ?? 0;
    if (mine >= this.perUser) throw new AppError(Status.TOO_MANY_REQUESTS, 'importBusyUser');
    this.byUser.set(user, mine + 1);
    return once(() => {
      const left = (this.byUser.get(user) ?? 1) - 1;
      if (left > 0) this.byUser.set(user, left);
      else this.byUser.delete(user);
    });
  }

  /** Takes one of the process's reading slots or throws the refusal. */
  takeProcess(): () => void {
    if (this.reading >= this.perProcess) throw new AppError(Status.TOO_MANY_REQUESTS, 'importBusyServer');
    this.reading++;
    return once(() => this.reading--);
  }
}

function once(release: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    release();
  };
}
