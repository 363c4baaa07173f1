/**
 * A number that changes whenever this process changes sales (orders stored by the gateway, a
 * recount, a rebuild): answers shared between callers for a few seconds put it in their key, so a
 * new sale is never hidden behind a shared answer of this process.
 */
let generation = 0;

export function salesChanged(): void {
  generation++;
}

export function salesGeneration(): number {
  return generation;
}
