import { createHash } from 'node:crypto';
import type { UpgradeCommand } from '@vr/contracts';

/** What an upgrade ends with: installed, or the reason the machine gives. */
export type UpgradeOutcome = { ok: true } | { ok: false; error: string };

export interface UpgradeRun {
  /** Told at each quarter of the download and before installing (0–100). */
  progress: (percent: number) => void;
  /** Aborts the download (a cancellation, the machine stopping). */
  signal: AbortSignal;
  /** Fails on purpose with this reason, after the download (a test or a failure rate). */
  failWith?: string | null;
}

/**
 * Downloads the package over HTTP(S) and checks it the way a machine's installer would: the size
 * and the SHA-256 the back-office sent. Download progress is reported as 0–80 %, checking as 90 %.
 */
export async function downloadAndVerify(command: UpgradeCommand, run: UpgradeRun): Promise<UpgradeOutcome> {
  let response: Response;
  try {
    response = await fetch(command.url, { signal: run.signal });
  } catch (err) {
    return { ok: false, error: `download failed: ${(err as Error).message}`.slice(0, 200) };
  }
  if (!response.ok || !response.body) return { ok: false, error: `download failed: HTTP ${response.status}` };
  const hash = createHash('sha256');
  let bytes = 0;
  let reported = 0;
  run.progress(0);
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      if (bytes > command.size) break;
      hash.update(chunk);
      const quarter = Math.min(4, Math.floor((bytes / command.size) * 4));
      if (quarter > reported) {
        reported = quarter;
        run.progress(quarter * 20);
      }
    }
  } catch (err) {
    return { ok: false, error: `download failed: ${(err as Error).message}`.slice(0, 200) };
  }
  if (bytes !== command.size) return { ok: false, error: `size mismatch: got ${bytes} bytes, expected ${command.size}` };
  if (hash.digest('hex') !== command.sha256) return { ok: false, error: 'checksum mismatch' };
  run.progress(90);
  if (run.failWith) return { ok: false, error: run.failWith.slice(0, 200) };
  return { ok: true };
}
