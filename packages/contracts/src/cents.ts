/** Cents of a decimal amount (`12.5` → 1250): money is added and compared in integer cents. */
export const toCents = (amount: number): number => Math.round(amount * 100);
/** The decimal amount of cents (`1250` → 12.5). */
export const fromCents = (cents: number): number => cents / 100;
