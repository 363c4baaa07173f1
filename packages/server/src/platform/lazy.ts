/**
 * A heavy dependency loaded on first use instead of at start (spreadsheets, rich-text sanitiser,
 * captcha fonts …): start-up time and memory at rest pay only for what is used. Loaded once; a
 * failed load is tried again on the next use.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
