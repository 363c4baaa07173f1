import type { Envelope } from '@vr/contracts';
import { get } from '../../api/request';
import { RequestError } from '../../api/request-error';

/** A refusal as the screen shows it: the server's own words (they state which right the user lacks). */
export interface Refusal {
  status: number | undefined;
  text: string;
}

export function refusalOf(error: unknown): Refusal {
  if (error instanceof RequestError) {
    return { status: error.status, text: typeof error.result === 'string' && error.result ? error.result : error.message };
  }
  return { status: undefined, text: String(error) };
}

/** A GET that lets the screen show refusals in place (no global message). */
export async function load<T>(url: string, params: Record<string, unknown>): Promise<Envelope<T>> {
  return get<T>(url, params, { silent: true });
}
