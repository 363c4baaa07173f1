import { type Lang, type PlacedScanOrder, SCAN_ORDER_API, type ScanMenu, type ScanOrderProgress } from '@vr/contracts';

/** An answer of the server that is not a success: its status and its message in the customer's language. */
export class OrderApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Array<{ field: string; message: string }> = [],
  ) {
    super(message);
  }
}

interface Envelope<T> {
  status: number;
  data?: T;
  result?: unknown;
}

async function call<T>(lang: Lang, url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, { ...init, headers: { lang, 'content-type': 'application/json', ...(init?.headers ?? {}) } });
  const answer = (await res.json().catch(() => ({ status: res.status }))) as Envelope<T>;
  if (answer.status === 1001) return answer.data as T;
  const errors = (answer.data as { errors?: Array<{ field: string; message: string }> } | undefined)?.errors ?? [];
  throw new OrderApiError(answer.status, typeof answer.result === 'string' ? answer.result : '', errors);
}

export const fetchMenu = (lang: Lang, link: string) => call<ScanMenu>(lang, `${SCAN_ORDER_API.menu}?link=${encodeURIComponent(link)}`);

export const placeOrder = (lang: Lang, body: unknown) =>
  call<PlacedScanOrder>(lang, SCAN_ORDER_API.place, { method: 'POST', body: JSON.stringify(body) });

export const fetchProgress = (lang: Lang, link: string, orderCode: string) =>
  call<ScanOrderProgress>(lang, `${SCAN_ORDER_API.progress}?link=${encodeURIComponent(link)}&orderCode=${encodeURIComponent(orderCode)}`);
