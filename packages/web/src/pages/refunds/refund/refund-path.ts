/** The refund form of one order (a hidden route; the order screens link to it too). */
export const refundEditPath = (orderId: number) => `/report/report/refundEdit/index/${orderId}`;
