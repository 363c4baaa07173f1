import { createPrivateKey, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/*
 * A WeChat Pay merchant made of the committed test-only keys (modules/payments/test-vectors, made
 * by make-vectors.sh; they belong to no merchant): the emulator the end-to-end server talks to
 * signs with them, and the journey enters the same settings through the API, as an operator would.
 */
const vectors = new URL('../../modules/payments/test-vectors/', import.meta.url);
const pem = (name: string) => fs.readFileSync(fileURLToPath(new URL(`test-only-${name}.pem`, vectors)), 'utf8');

export interface WechatPayTestMerchant {
  mchid: string;
  appid: string;
  /** What an operator enters in the payment configuration. */
  settings: { merchantKey: string; privateKey: string; platformKey: string; certSerial: string; platformSerial: string };
}

export function testOnlyWechatMerchant(): WechatPayTestMerchant {
  return {
    mchid: '1900009191',
    appid: 'wxd678efh567hg6787',
    settings: {
      merchantKey: 'testOnlyApiV3Key0123456789abcdef',
      privateKey: pem('wechat-merchant'),
      platformKey: createPublicKey(pem('wechat-platform')).export({ format: 'pem', type: 'spki' }) as string,
      certSerial: '3E2D1C0B9A8F7E6D5C4B3A291807F6E5D4C3B2A1',
      platformSerial: 'PUB_KEY_ID_0114000000TESTONLY',
    },
  };
}

/** The emulator's side of the same merchant: the merchant's public key and the platform's private key. */
export function testOnlyWechatEmulatorKeys() {
  const m = testOnlyWechatMerchant();
  return {
    merchantPublicKey: createPublicKey(pem('wechat-merchant')),
    platformPrivateKey: createPrivateKey(pem('wechat-platform')),
    apiV3Key: m.settings.merchantKey,
    serialNo: m.settings.certSerial,
    platformSerial: m.settings.platformSerial,
  };
}
