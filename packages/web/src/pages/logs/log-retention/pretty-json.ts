/** Pretty-prints JSON text (a stored request or response), or answers it as it is. */
export function prettyJson(text: string | null): string | null {
  if (text === null) return null;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
