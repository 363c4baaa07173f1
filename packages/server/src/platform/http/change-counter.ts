/**
 * A number that changes whenever this process changes one kind of data: answers shared between
 * callers for a few seconds put it in their key, so a change made here is never hidden behind a
 * shared answer (another process's changes show once the shared answer expires).
 */
export function changeCounter(): { changed(): void; current(): number } {
  let generation = 0;
  return {
    changed: () => {
      generation++;
    },
    current: () => generation,
  };
}
