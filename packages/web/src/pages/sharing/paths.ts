import { useAppStore } from '../../stores/app';
import { formatMoney } from '../../utils/money';

/** The hidden routes of profit sharing, as the spec names them. */
export const applyPath = (payConfigId: number, orgCode: string) =>
  `/operate/finance/apply/index/${payConfigId}/${encodeURIComponent(orgCode)}`;
export const configPath = (payConfigId: number) => `/operate/finance/sharing/config/index/${payConfigId}`;
export const orderReportPath = (deviceId: number, start: string, end: string, payId: number) =>
  `/sharing/finance/report/order/index/${deviceId}/${start}/${end}/${payId}`;
export const deviceReportPath = (payId: number, start: string, end: string) =>
  `/sharing/finance/report/device/index/${payId}/${start}/${end}`;

/**
 * Cents as money in the user's language, like every amount of the product ("CN¥12.50" in English,
 * "¥12.50" in Chinese). Read at render: a change of language reloads the page.
 */
export const moneyText = (cents: number, currency: string) => formatMoney(cents / 100, currency, useAppStore.getState().language);
