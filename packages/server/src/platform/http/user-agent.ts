/** A small reading of a User-Agent header: enough for session and login lists. */
export function describeUserAgent(ua: string | undefined): { browser: string | null; os: string | null } {
  if (!ua) return { browser: null, os: null };
  const browser =
    match(ua, /Edg\/([\d.]+)/, 'Edge') ??
    match(ua, /OPR\/([\d.]+)/, 'Opera') ??
    match(ua, /Firefox\/([\d.]+)/, 'Firefox') ??
    match(ua, /HeadlessChrome\/([\d.]+)/, 'Headless Chrome') ??
    match(ua, /Chrome\/([\d.]+)/, 'Chrome') ??
    match(ua, /Version\/([\d.]+).*Safari/, 'Safari') ??
    (ua.split('/')[0] || null);
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad|iOS/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  return { browser: browser?.slice(0, 100) ?? null, os };
}

function match(ua: string, re: RegExp, name: string): string | null {
  const m = re.exec(ua);
  return m ? `${name} ${m[1]!.split('.')[0]}` : null;
}
