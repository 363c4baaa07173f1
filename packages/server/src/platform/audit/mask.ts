const SECRET_KEY = /pass(word)?|secret|token|api[-_]?key|private[-_]?key|credential/i;

/** A copy of a request body with secret-looking fields replaced, for the operation log. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => maskSecrets(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = SECRET_KEY.test(k) && v !== null && v !== '' ? '******' : maskSecrets(v, depth + 1);
  }
  return out;
}
