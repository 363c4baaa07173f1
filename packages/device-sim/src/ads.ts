import type { AdPlaylistItem, AdsAck, AdsReport } from '@vr/contracts';

/** A file the machine keeps for its ads: by material id, with the size it was given. */
interface Kept {
  url: string;
  size: number;
}

/** The day (`YYYY-MM-DD`) and time (`HH:mm`) of a moment in a time zone. */
function localNow(at: Date, timeZone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts['year']}-${parts['month']}-${parts['day']}`, time: `${parts['hour']}:${parts['minute']}` };
}

/** Downloads a file and checks its length the way a player would before showing it. */
async function download(url: string, size: number): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (err) {
    return `download failed: ${(err as Error).message}`.slice(0, 200);
  }
  if (!response.ok || !response.body) return `download failed: HTTP ${response.status}`;
  let bytes = 0;
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  } catch (err) {
    return `download failed: ${(err as Error).message}`.slice(0, 200);
  }
  return bytes === size ? null : `size mismatch: got ${bytes} bytes, expected ${size}`;
}

/**
 * The machine's ad screen: its playlist (replaced whole by each down/ads), the files it downloaded
 * for it, and what it shows. It shows the items whose days and hours include now, in their order,
 * one after another; each report tells what it shows and how often it showed each item since.
 */
export class AdPlayer {
  private items: AdPlaylistItem[] = [];
  private readonly kept = new Map<string, Kept>();
  private readonly ready = new Set<string>();
  private showingIndex = -1;
  private plays = new Map<string, number>();

  constructor(private readonly timeZone: string) {}

  /**
   * Takes a new playlist: downloads the files it lacks (once per material), answers one result per
   * item. `failWith` fails every item on purpose (a test or a demo).
   */
  async apply(items: AdPlaylistItem[], failWith: string | null): Promise<AdsAck['results']> {
    this.items = [...items].sort((a, b) => a.order - b.order);
    this.ready.clear();
    this.showingIndex = -1;
    const outcome = new Map<string, string | null>();
    for (const item of this.items) {
      if (outcome.has(item.adId)) continue;
      const had = this.kept.get(item.adId);
      if (failWith) outcome.set(item.adId, failWith.slice(0, 200));
      else if (had && had.url === item.url && had.size === item.size) outcome.set(item.adId, null);
      else {
        const error = await download(item.url, item.size);
        if (!error) this.kept.set(item.adId, { url: item.url, size: item.size });
        outcome.set(item.adId, error);
      }
    }
    return this.items.map((item) => {
      const error = outcome.get(item.adId) ?? null;
      if (!error) this.ready.add(item.releaseId);
      return error ? { releaseId: item.releaseId, ok: false, error } : { releaseId: item.releaseId, ok: true };
    });
  }

  /** The ready items whose days and hours include `at`. */
  private eligible(at: Date): AdPlaylistItem[] {
    const { day, time } = localNow(at, this.timeZone);
    return this.items.filter((i) => this.ready.has(i.releaseId) && i.from <= day && day <= i.to && i.hourFrom <= time && time < i.hourTo);
  }

  /** The screen moves to the next item it may show now (or shows nothing); answers what it shows. */
  advance(at = new Date()): AdPlaylistItem | null {
    const now = this.eligible(at);
    if (now.length === 0) {
      this.showingIndex = -1;
      return null;
    }
    const current = this.showingIndex >= 0 ? this.items[this.showingIndex] : undefined;
    const position = current ? now.findIndex((i) => i.releaseId === current.releaseId) : -1;
    const next = now[(position + 1) % now.length]!;
    this.showingIndex = this.items.indexOf(next);
    this.plays.set(next.releaseId, (this.plays.get(next.releaseId) ?? 0) + 1);
    return next;
  }

  /** What it shows and the plays since the last report (then counted afresh); null when it has nothing to tell. */
  report(ts = Date.now()): AdsReport | null {
    const showing = this.showingIndex >= 0 ? (this.items[this.showingIndex]?.releaseId ?? null) : null;
    if (this.items.length === 0 && this.plays.size === 0) return null;
    const plays = [...this.plays].map(([releaseId, count]) => ({ releaseId, count }));
    this.plays = new Map();
    return { v: 1, ts, showing, plays };
  }

  /** The releases of its playlist, ready or not, and the one on screen. */
  state(): { releases: string[]; ready: string[]; showing: string | null } {
    return {
      releases: this.items.map((i) => i.releaseId),
      ready: [...this.ready],
      showing: this.showingIndex >= 0 ? (this.items[this.showingIndex]?.releaseId ?? null) : null,
    };
  }
}
