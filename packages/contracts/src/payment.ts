import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { dbId } from './input.js';
import { listParamsSchema } from './list.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { messageGroup, messageTexts } from './messages.js';
import { screenPermissions } from './permissions.js';

/** Finance → payment config and setting: one customer's merchant settings per provider and payment type. */
export const PAY_CONFIG_API = {
  list: '/api/PayConfig/list',
  detail: '/api/PayConfig/detail',
  /** Create (no `id`) or update; keys left empty keep the stored ones. */
  save: '/api/PayConfig/save',
  /** Enable or disable (`{ id, status }`). */
  changeStatus: '/api/PayConfig/changeStatus',
  remove: '/api/PayConfig/delete',
} as const;

export const PAY_CONFIG_PERMS = screenPermissions('finance:payConfig', ['list', 'query', 'add', 'edit', 'remove']);

/** Where providers post their asynchronous notifications, and the sandbox's own pages. */
export const PAY_API = {
  /** `POST /api/pay/notify/{provider}`: signed payment and refund notifications. */
  notify: '/api/pay/notify',
  /** `GET /sandbox/pay/{providerNo}`: the sandbox's pay page; `POST` the same path pays or cancels. */
  sandboxPay: '/sandbox/pay',
} as const;

/**
 * Providers a configuration can name: the built-in sandbox (demos, no real money), WeChat Pay API v3
 * and Alipay open platform (docs/payments.md says which key goes where).
 */
export const PAY_PROVIDERS = ['sandbox', 'wechatPay', 'alipay'] as const;
export type PayProvider = (typeof PAY_PROVIDERS)[number];
export const PAY_PROVIDERS_WITH_ADAPTER: readonly PayProvider[] = ['sandbox', 'wechatPay', 'alipay'];

/** The keys and settings each provider needs besides the common fields (the save checks them). */
export const PAY_PROVIDER_NEEDS: Record<PayProvider, { signType: (typeof PAY_SIGN_TYPES)[number]; required: readonly PayKeyField[] }> = {
  sandbox: { signType: 'HMAC-SHA256', required: ['merchantKey'] },
  wechatPay: { signType: 'RSA2', required: ['merchantKey', 'privateKey', 'platformKey', 'certSerial'] },
  alipay: { signType: 'RSA2', required: ['privateKey', 'platformKey'] },
};
/** The stored keys (encrypted, never answered) and the WeChat Pay certificate serial. */
export type PayKeyField = 'merchantKey' | 'privateKey' | 'platformKey' | 'certSerial';
/** WeChat Pay's APIv3 key: 32 characters (its AES-256 key). */
export const WECHATPAY_API_V3_KEY_LENGTH = 32;

export const PAY_PROVIDER_LABELS = Object.fromEntries(
  PAY_PROVIDERS.map((provider) => [provider, messageTexts(`payment.provider.${provider}`)]),
) as Record<PayProvider, { en: string; zh: string; es: string; ja: string }>;

export const PAY_SIGN_TYPES = ['HMAC-SHA256', 'RSA2'] as const;

/** 0 enabled, 1 disabled (the sys_normal_disable reading). */
export const PAY_CONFIG_STATUS = { enabled: '0', disabled: '1' } as const;

export const PAY_CONFIG_LIMITS = { merchantName: 50, appId: 64, merchantNo: 64, key: 4096, serial: 64, remark: 200 } as const;

/**
 * Payment types of the payment_type dictionary that machines sell with, by the catalogue's payment
 * method: online ones go through a provider, the others are settled at the machine.
 */
export const PAY_TYPE_OF_METHOD: Record<string, number> = {
  wechat_pay: 1,
  alipay: 3,
  cash: 4,
  member_card: 5,
  staff_card: 7,
  bank_card: 8,
  free: 60,
};

/** The payment type (payment_type dictionary) of a catalogue payment method; null for one it does not know. */
export function payTypeOf(paymentMethod: string): number | null {
  return Object.hasOwn(PAY_TYPE_OF_METHOD, paymentMethod) ? PAY_TYPE_OF_METHOD[paymentMethod]! : null;
}
/** Payment types a provider collects (a QR code or a link the customer opens). */
export const ONLINE_PAY_TYPES: readonly number[] = [1, 3];

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalKey = z.preprocess(blank, z.string().trim().min(8).max(PAY_CONFIG_LIMITS.key).nullish());
const payTypeSchema = z.coerce
  .number()
  .int()
  .refine((n) => n === 1 || n === 3 || n === 4 || n === 5 || (n >= 7 && n <= 12) || (n >= 15 && n <= 49) || n === 60, {
    message: 'payTypeUnknown',
  });

type Raw = Record<string, unknown>;
/** Checked whatever else is wrong, so the form gets every field error at once. */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };
const given = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
const isProvider = (v: unknown): v is PayProvider => typeof v === 'string' && (PAY_PROVIDERS as readonly string[]).includes(v);
/**
 * The provider's key is given, or it is an update (the stored one is kept; the server checks there
 * is one). The certificate serial is no secret: the form always holds it.
 */
const needsKey = (v: Raw, field: PayKeyField) =>
  !isProvider(v['provider']) ||
  !PAY_PROVIDER_NEEDS[v['provider']].required.includes(field) ||
  given(v[field]) ||
  (given(v['id']) && field !== 'certSerial');

const serial = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .max(PAY_CONFIG_LIMITS.serial)
    .regex(/^[\w.-]+$/, { message: 'paySerialFormat' })
    .nullish(),
);

export const payConfigSaveSchema = z
  .object({
    id: z.preprocess(blank, dbId().optional()),
    /** The customer; a customer account's own when absent. */
    orgId: z.preprocess(blank, dbId().optional()),
    provider: z.enum(PAY_PROVIDERS),
    payType: payTypeSchema,
    status: z.enum([PAY_CONFIG_STATUS.enabled, PAY_CONFIG_STATUS.disabled]).default(PAY_CONFIG_STATUS.disabled),
    autoRefund: z.boolean().default(false),
    merchantName: text(PAY_CONFIG_LIMITS.merchantName),
    appId: text(PAY_CONFIG_LIMITS.appId),
    merchantNo: text(PAY_CONFIG_LIMITS.merchantNo),
    signType: z.enum(PAY_SIGN_TYPES).default('HMAC-SHA256'),
    /** The provider's fee, percent of each payment (0.6 = 0.6 %). */
    rate: z.coerce.number().min(0).max(100).multipleOf(0.01).default(0),
    /** Sandbox: the key its notifications are signed with; WeChat Pay: the APIv3 key; Alipay: not used. */
    merchantKey: optionalKey,
    /** The merchant's RSA private key (WeChat Pay API private key, Alipay app private key). */
    privateKey: optionalKey,
    /** The provider's public key (WeChat Pay platform public key, Alipay public key). */
    platformKey: optionalKey,
    /** The serial number of the merchant API certificate (WeChat Pay). */
    certSerial: serial,
    /** The platform public key's id (`PUB_KEY_ID_…`) or platform certificate serial; notifications naming another are refused. */
    platformSerial: serial,
    remark: z.preprocess(blank, z.string().trim().max(PAY_CONFIG_LIMITS.remark).nullish()),
  })
  // Checked whatever else is wrong (the form shows every field's error at once), on the values as given.
  .refine(
    (v: Raw) =>
      !isProvider(v['provider']) ||
      (v['signType'] ?? 'HMAC-SHA256') === PAY_PROVIDER_NEEDS[v['provider']].signType ||
      v['provider'] === 'sandbox',
    {
      ...always,
      path: ['signType'],
      message: 'paySignTypeRsa2',
    },
  )
  .refine((v: Raw) => v['provider'] !== 'sandbox' || (v['signType'] ?? 'HMAC-SHA256') === 'HMAC-SHA256', {
    ...always,
    path: ['signType'],
    message: 'paySignTypeHmac',
  })
  .refine((v: Raw) => needsKey(v, 'merchantKey'), { ...always, path: ['merchantKey'], message: 'payKeyRequired' })
  .refine((v: Raw) => needsKey(v, 'privateKey'), { ...always, path: ['privateKey'], message: 'payKeyRequired' })
  .refine((v: Raw) => needsKey(v, 'platformKey'), { ...always, path: ['platformKey'], message: 'payKeyRequired' })
  .refine((v: Raw) => needsKey(v, 'certSerial'), { ...always, path: ['certSerial'], message: 'payKeyRequired' })
  .refine(
    (v: Raw) =>
      v['provider'] !== 'wechatPay' ||
      !given(v['merchantKey']) ||
      [...String(v['merchantKey']).trim()].length === WECHATPAY_API_V3_KEY_LENGTH,
    { ...always, path: ['merchantKey'], message: 'payApiV3KeyLength' },
  );
export type PayConfigSave = z.infer<typeof payConfigSaveSchema>;

export const payConfigStatusSchema = z.object({
  id: dbId(),
  status: z.enum([PAY_CONFIG_STATUS.enabled, PAY_CONFIG_STATUS.disabled]),
});

export const payConfigListSchema = listParamsSchema.extend({
  merchantName: z.string().trim().max(PAY_CONFIG_LIMITS.merchantName).optional(),
  provider: z.preprocess(blank, z.enum(PAY_PROVIDERS).optional()),
  payType: z.preprocess(blank, z.coerce.number().int().min(0).max(99).optional()),
  status: z.preprocess(blank, z.enum([PAY_CONFIG_STATUS.enabled, PAY_CONFIG_STATUS.disabled]).optional()),
  orgId: z.preprocess(blank, dbId().optional()),
});

/** A configuration as the client sees it: keys only masked (the last four characters). */
export interface PayConfigRow {
  id: number;
  orgId: number;
  customerName: string | null;
  provider: PayProvider;
  payType: number;
  status: string;
  autoRefund: boolean;
  merchantName: string;
  appId: string;
  merchantNo: string;
  signType: string;
  rate: number;
  merchantKeyMask: string | null;
  privateKeyMask: string | null;
  platformKeyMask: string | null;
  certSerial: string | null;
  platformSerial: string | null;
  /** Where the provider posts its notifications (from PUBLIC_URL), for the provider's merchant portal. */
  notifyUrl: string;
  remark: string | null;
  createTime: string;
  updateTime: string | null;
}

export type PayConfigQuery = ListFilters<z.infer<typeof payConfigListSchema>>;
export const PAY_CONFIG_ENDPOINTS = { list: listEndpoint<PayConfigQuery, PayConfigRow>(PAY_CONFIG_API.list) } as const;

/** A key shown after saving: bullets and its last four characters. */
export function maskKey(key: string): string {
  return `••••${key.slice(-4)}`;
}

addFieldLabels(messageGroup('payment.field.'));

addRuleMessages(messageGroup('payment.rule.'));
