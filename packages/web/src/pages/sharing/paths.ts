/** The hidden routes of profit sharing, as the spec names them. */
export const applyPath = (payConfigId: number, orgCode: string) =>
  `/operate/finance/apply/index/${payConfigId}/${encodeURIComponent(orgCode)}`;
export const configPath = (payConfigId: number) => `/operate/finance/sharing/config/index/${payConfigId}`;
export const orderReportPath = (deviceId: number, start: string, end: string, payId: number) =>
  `/sharing/finance/report/order/index/${deviceId}/${start}/${end}/${payId}`;
export const deviceReportPath = (payId: number, start: string, end: string) =>
  `/sharing/finance/report/device/index/${payId}/${start}/${end}`;

/** Cents as money text with its currency (e.g. "12.50 CNY"). */
export const moneyText = (cents: number, currency?: string) => `${(cents / 100).toFixed(2)}${currency ? ` ${currency}` : ''}`;
