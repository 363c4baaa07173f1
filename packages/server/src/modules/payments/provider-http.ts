import type { ProviderShareResult } from './provider.js';

/** A provider's API could not be reached or answered something we cannot trust (unsigned, malformed). */
export class ProviderCallError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderCallError';
  }
}

/** Seconds a provider call may take before it is given up. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export interface ProviderAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP call to a provider, the answer's body read as the text that was signed. */
export async function callProvider(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<ProviderAnswer> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (err) {
    throw new ProviderCallError(`provider unreachable: ${(err as Error).message}`);
  }
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { status: res.status, headers, body: await res.text() };
}

/**
 * A profit-sharing call of an adapter: the provider's number of the paid payment first (a share
 * is asked against it), then `work`; a payment not paid answers failed, and a failure in transit
 * answers `onError` (asked again later: the providers' shares are idempotent on our codes).
 */
export async function shareCall(
  providerNoOf: () => Promise<string | undefined>,
  work: (providerNo: string) => Promise<ProviderShareResult>,
  onError: 'failed' | 'pending',
): Promise<ProviderShareResult> {
  try {
    const providerNo = await providerNoOf();
    if (!providerNo) return { status: 'failed', message: 'payment not paid' };
    return await work(providerNo);
  } catch (err) {
    return onError === 'failed' ? { status: 'failed', message: (err as Error).message } : { status: 'pending' };
  }
}

/** Whole cents of a decimal yuan text ("21.00", "0.5"); null when it is not one. */
export function centsOfDecimal(text: string): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Cents as a decimal yuan text with two places ("21.00"). */
export function decimalOfCents(cents: number): string {
  const whole = Math.trunc(cents / 100);
  return `${whole}.${String(cents - whole * 100).padStart(2, '0')}`;
}
