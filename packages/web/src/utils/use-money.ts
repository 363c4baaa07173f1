import { useAppStore } from '../stores/app';
import { formatMoney } from './money';

/** `formatMoney` in the user's current language. */
export function useMoney(): (amount: number | null | undefined, currency: string) => string {
  const lang = useAppStore((s) => s.language);
  return (amount, currency) => formatMoney(amount, currency, lang);
}
