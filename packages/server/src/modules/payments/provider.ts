/**
 * What the back-office needs of a payment provider (the sandbox, WeChat Pay API v3, Alipay).
 * Amounts are integer cents; codes are ours, `providerNo`s theirs.
 */
export interface PaymentProvider {
  /** The provider's key in the payment configuration (e.g. 'sandbox'). */
  readonly key: string;
  /**
   * Its notifications name no payment in clear text (WeChat Pay encrypts the resource): the notify
   * URL then carries the configuration's id, whose keys check and open them.
   */
  readonly notifyPerConfig?: boolean;
  /** What the provider expects as the answer to a notification it may stop sending (Alipay: the text `success`). */
  readonly notifyAnswer?: { contentType: string; body: string };
  /**
   * The HTTP status a refused notification is answered with, for a provider that reads the status
   * (WeChat Pay retries on 4xx and 5xx only); our envelope when absent.
   */
  readonly notifyRefusedStatus?: number;
  createPayment(merchant: MerchantConfig, req: CreatePaymentRequest): Promise<CreatePaymentResult>;
  queryPayment(merchant: MerchantConfig, paymentCode: string): Promise<PaymentState>;
  /** Closes an unpaid payment (expired): the customer can no longer pay it. Answers its final state. */
  closePayment(merchant: MerchantConfig, paymentCode: string): Promise<PaymentState>;
  refund(merchant: MerchantConfig, req: ProviderRefundRequest): Promise<ProviderRefundResult>;
  /** The refund's state (of the payment `paymentCode`). */
  queryRefund(merchant: MerchantConfig, refundCode: string, paymentCode: string): Promise<ProviderRefundResult>;
  /** Pays part of a paid payment on to a joiner merchant (profit sharing); settles asynchronously. */
  requestShare(merchant: MerchantConfig, req: ProviderShareRequest): Promise<ProviderShareResult>;
  /** The current state of a share asked with `requestShare` (of the payment `paymentCode`). */
  queryShare(merchant: MerchantConfig, shareCode: string, paymentCode: string): Promise<ProviderShareResult>;
  /** Takes part of a share back from the joiner (a refund of the order); idempotent on `reverseCode`. */
  reverseShare(merchant: MerchantConfig, req: ProviderShareReversal): Promise<ProviderShareResult>;
  /**
   * What a callback says it is about, before its signature is checked (to find the merchant
   * whose key checks it); null when it is not one of this provider's callbacks (or, with
   * `notifyPerConfig`, when it does not say).
   */
  peekCallback(body: string): { kind: 'payment' | 'refund'; code: string } | null;
  /** The callback's content when its signature is the merchant's and its time is recent; null for a forged or stale one. */
  verifyCallback(merchant: MerchantConfig, headers: Record<string, string | string[] | undefined>, body: string): CallbackContent | null;
}

/** The merchant settings of one customer's payment configuration, keys decrypted. */
export interface MerchantConfig {
  appId: string;
  merchantNo: string;
  signType: string;
  /** The merchant key (sandbox: the signing key; WeChat Pay: the APIv3 key); never leaves the server. */
  key: string;
  merchantName: string;
  /** The merchant's RSA private key (WeChat Pay API private key, Alipay app private key). */
  privateKey: string | null;
  /** The provider's public key its signatures check with (WeChat Pay platform public key, Alipay public key). */
  platformKey: string | null;
  /** The serial number of the merchant API certificate (WeChat Pay). */
  certSerial: string | null;
  /** The id or serial of the platform key the provider names in its signatures (WeChat Pay `Wechatpay-Serial`); any when null. */
  platformSerial: string | null;
}

export interface CreatePaymentRequest {
  paymentCode: string;
  amountCents: number;
  description: string;
  /** Where the provider sends its signed callbacks. */
  notifyUrl: string;
  expiresAt: Date;
  /** The customer's language for the provider's pages. */
  lang?: string;
  /** A QR code shown by the machine (`native`, the default) or a link opened in the phone's browser (`h5`). */
  scene?: 'native' | 'h5';
  /** The phone's address (WeChat Pay H5 asks for it). */
  clientIp?: string;
}

export interface CreatePaymentResult {
  /** Theirs, when the provider answers one at creation (WeChat Pay answers it only once paid). */
  providerNo?: string;
  /** The link a QR code encodes: the customer opens it to pay. */
  payUrl: string;
}

export type PaymentState = 'pending' | 'paid' | 'closed';

export interface ProviderRefundRequest {
  paymentCode: string;
  refundCode: string;
  amountCents: number;
  totalCents: number;
  reason: string;
  notifyUrl: string;
}

export interface ProviderRefundResult {
  status: 'pending' | 'success' | 'failed';
  providerNo?: string;
  message?: string;
}

export interface ProviderShareRequest {
  paymentCode: string;
  /** Ours, unique; the provider's share is idempotent on it. */
  shareCode: string;
  /** The joiner's merchant number at the provider. */
  receiverMerchantNo: string;
  /** The joiner's registered name (WeChat Pay adds a merchant receiver under its full name). */
  receiverName?: string;
  amountCents: number;
}

export interface ProviderShareReversal {
  shareCode: string;
  reverseCode: string;
  amountCents: number;
}

export interface ProviderShareResult {
  status: 'pending' | 'success' | 'failed';
  providerNo?: string;
  message?: string;
}

export type CallbackContent =
  | { kind: 'payment'; notifyId: string; paymentCode: string; providerNo: string; amountCents: number; paidAt: Date }
  | { kind: 'refund'; notifyId: string; refundCode: string; providerNo: string; status: 'success' | 'failed'; message?: string };
