const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(currency: string, lang: string): Intl.NumberFormat | null {
  const key = `${lang}|${currency}`;
  if (!formatters.has(key)) {
    try {
      formatters.set(key, new Intl.NumberFormat(lang, { style: 'currency', currency }));
    } catch {
      return null;
    }
  }
  return formatters.get(key)!;
}

/**
 * An amount with its currency in the user's language: 12 CNY → "¥12.00" in Chinese,
 * "CN¥12.00" in English; the currency's own number of decimals. '' when there is no amount.
 */
export function formatMoney(amount: number | null | undefined, currency: string, lang: string): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const f = formatterOf(currency, lang);
  // A malformed code (never stored: the server checks ISO 4217) would still show the number.
  return f ? f.format(amount) : `${amount.toFixed(2)} ${currency}`;
}
