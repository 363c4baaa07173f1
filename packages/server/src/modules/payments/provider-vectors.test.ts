import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { payFeeCents, rateBps } from '@vr/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rawMember, signContent, signParams, verifyAnswer, verifyNotification } from './alipay/signature.js';
import { privateKeyOf, publicKeyOf } from './rsa-keys.js';
import { authorization, decryptResource, openAesGcm, requestMessage, verifySigned } from './wechat-pay/signature.js';

/**
 * Known answers of the providers' schemes: RSA signatures made by openssl and an AES-256-GCM
 * resource sealed by Python's cryptography (test-vectors/make-vectors.sh, with test-only keys),
 * and AES-256-GCM's published test case 16 (McGrew & Viega, the GCM specification; AES-256,
 * 96-bit IV). Our code must produce and accept exactly these, and refuse any byte changed.
 */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-vectors');
const v = JSON.parse(fs.readFileSync(path.join(dir, 'vectors.json'), 'utf8')) as {
  wechatRequest: { method: string; path: string; timestamp: string; nonce: string; body: string; signature: string };
  wechatNotification: { timestamp: string; nonce: string; body: string; signature: string };
  wechatResource: { apiV3Key: string; nonce: string; associatedData: string; ciphertext: string; plaintext: string };
  alipayRequest: { signContent: string; sign: string };
  alipayNotification: { form: string; sign: string };
  alipayAnswer: { response: string; sign: string };
};
const pem = (name: string) => fs.readFileSync(path.join(dir, `test-only-${name}.pem`), 'utf8');
const priv = (name: string) => privateKeyOf(pem(name))!;
const pub = (name: string) => publicKeyOf(pem(`${name}.pub`))!;
const flip = (b64: string) => (b64[5] === 'A' ? `${b64.slice(0, 5)}B${b64.slice(6)}` : `${b64.slice(0, 5)}A${b64.slice(6)}`);

describe('WeChat Pay API v3', () => {
  it('signs a request exactly as openssl does and names it in the Authorization header', () => {
    const r = v.wechatRequest;
    const header = authorization(
      { mchid: '1230000109', serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C', privateKey: priv('wechat-merchant') },
      r.method,
      r.path,
      r.body,
      r.timestamp,
      r.nonce,
    );
    expect(header).toBe(
      `WECHATPAY2-SHA256-RSA2048 mchid="1230000109",nonce_str="${r.nonce}",signature="${r.signature}",timestamp="${r.timestamp}",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"`,
    );
    expect(requestMessage('GET', '/v3/certificates', '1', 'n', '')).toBe('GET\n/v3/certificates\n1\nn\n\n');
  });

  it('accepts the platform signature over timestamp, nonce and body, and nothing else', () => {
    const n = v.wechatNotification;
    const key = pub('wechat-platform');
    const headers = {
      'wechatpay-timestamp': n.timestamp,
      'wechatpay-nonce': n.nonce,
      'wechatpay-signature': n.signature,
      'wechatpay-serial': 'PUB_KEY_ID_0001',
    };
    const at = Number(n.timestamp) * 1000;
    expect(verifySigned(key, 'PUB_KEY_ID_0001', headers, n.body, at)).toBe(true);
    expect(verifySigned(key, null, headers, n.body, at + 299_000)).toBe(true);
    // forged body, signature, nonce; another key; another serial; stale or early
    expect(verifySigned(key, null, headers, n.body.replace('TRANSACTION', 'TRANSACTIOM'), at)).toBe(false);
    expect(verifySigned(key, null, { ...headers, 'wechatpay-signature': flip(n.signature) }, n.body, at)).toBe(false);
    expect(verifySigned(key, null, { ...headers, 'wechatpay-nonce': `${n.nonce}x` }, n.body, at)).toBe(false);
    expect(verifySigned(pub('alipay-platform'), null, headers, n.body, at)).toBe(false);
    expect(verifySigned(key, 'PUB_KEY_ID_0002', headers, n.body, at)).toBe(false);
    expect(verifySigned(key, null, headers, n.body, at + 301_000)).toBe(false);
    expect(verifySigned(key, null, headers, n.body, at - 301_000)).toBe(false);
    expect(verifySigned(key, null, { ...headers, 'wechatpay-timestamp': undefined }, n.body, at)).toBe(false);
  });

  it('opens a resource sealed with AES-256-GCM under the APIv3 key, and refuses a tampered one', () => {
    const r = v.wechatResource;
    const resource = { algorithm: 'AEAD_AES_256_GCM', ciphertext: r.ciphertext, nonce: r.nonce, associated_data: r.associatedData };
    expect(decryptResource(r.apiV3Key, resource)).toBe(r.plaintext);
    expect(decryptResource(r.apiV3Key, { ...resource, ciphertext: flip(r.ciphertext) })).toBeNull();
    expect(decryptResource(r.apiV3Key, { ...resource, associated_data: 'refund' })).toBeNull();
    expect(decryptResource(r.apiV3Key, { ...resource, nonce: 'fdasflkja485' })).toBeNull();
    expect(decryptResource(`${r.apiV3Key.slice(0, 31)}x`, resource)).toBeNull();
    expect(decryptResource(r.apiV3Key, { ...resource, algorithm: 'AEAD_AES_128_GCM' })).toBeNull();
    expect(decryptResource(r.apiV3Key, { ...resource, ciphertext: 'AAAA' })).toBeNull();
  });

  it('AES-256-GCM: the published test case 16', () => {
    const hex = (s: string) => Buffer.from(s, 'hex');
    const key = hex('feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308');
    const iv = hex('cafebabefacedbaddecaf888');
    const aad = hex('feedfacedeadbeeffeedfacedeadbeefabaddad2');
    const sealed = hex(
      '522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662' +
        '76fc6ece0f4e1768cddf8853bb2d551b',
    );
    expect(openAesGcm(key, iv, aad, sealed)?.toString('hex')).toBe(
      'd9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39',
    );
    sealed[sealed.length - 1]! ^= 1;
    expect(openAesGcm(key, iv, aad, sealed)).toBeNull();
  });
});

describe('Alipay RSA2', () => {
  const params = (form: string) => Object.fromEntries(new URLSearchParams(form)) as Record<string, string>;

  it('signs the sorted parameters exactly as openssl does', () => {
    const p = params(v.alipayRequest.signContent.replace(/&biz_content=[^&]*/, '').replace(/ /g, '+'));
    const biz = /biz_content=([^&]*)/.exec(v.alipayRequest.signContent)![1]!;
    // given out of order, with an empty value and a sign that are left out of the content
    const shuffled = { version: p['version']!, biz_content: biz, sign_type: 'RSA2', empty: '', ...p };
    expect(signContent({ ...shuffled, sign: 'old' })).toBe(v.alipayRequest.signContent);
    expect(signParams(priv('alipay-app'), shuffled)['sign']).toBe(v.alipayRequest.sign);
  });

  it('checks a notification with the Alipay public key, sign and sign_type left out', () => {
    const n = { ...params(v.alipayNotification.form.replace(/ /g, '+')), sign_type: 'RSA2', sign: v.alipayNotification.sign };
    const key = pub('alipay-platform');
    expect(verifyNotification(key, n)).toBe(true);
    expect(verifyNotification(key, { ...n, total_amount: '0.01' })).toBe(false);
    expect(verifyNotification(key, { ...n, sign: flip(n.sign) })).toBe(false);
    expect(verifyNotification(key, { ...n, sign_type: 'RSA' })).toBe(false);
    expect(verifyNotification(pub('alipay-app'), n)).toBe(false);
  });

  it('checks an answer over the raw text of its response object', () => {
    const body = `{"alipay_trade_precreate_response":${v.alipayAnswer.response},"sign":"${v.alipayAnswer.sign}"}`;
    expect(rawMember(body, 'alipay_trade_precreate_response')).toBe(v.alipayAnswer.response);
    expect(verifyAnswer(pub('alipay-platform'), body, 'alipay_trade_precreate_response')).toBe(true);
    expect(verifyAnswer(pub('alipay-platform'), body.replace('bax03431', 'bax03432'), 'alipay_trade_precreate_response')).toBe(false);
    expect(verifyAnswer(pub('alipay-platform'), body, 'alipay_trade_query_response')).toBe(false);
  });
});

describe('keys as operators paste them', () => {
  it('reads PEM and bare base64 (PKCS#8, SPKI) keys and refuses anything else', () => {
    const der = (text: string) => text.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    expect(privateKeyOf(der(pem('alipay-app')))).not.toBeNull();
    expect(publicKeyOf(der(pem('alipay-app.pub')))).not.toBeNull();
    expect(privateKeyOf('not a key at all')).toBeNull();
    expect(publicKeyOf('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----')).toBeNull();
  });
});

describe('the fee of a payment', () => {
  it('is the configured rate of the amount, rounded half up to the cent, for 10 000 random amounts and rates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_00 }), fc.integer({ min: 0, max: 10_000 }), (cents, bps) => {
        // The rate as the configuration holds it (percent with two decimals, read back as a float).
        const rate = Number((bps / 100).toFixed(2));
        expect(rateBps(rate)).toBe(bps);
        const exact = (BigInt(cents) * BigInt(bps) * 2n + 10_000n) / 20_000n;
        expect(payFeeCents(cents, rate)).toBe(Number(exact));
      }),
      { numRuns: 10_000 },
    );
    expect(payFeeCents(2100, 0.6)).toBe(13);
    expect(payFeeCents(250, 0.2)).toBe(1); // 0.5 cent rounds up
    expect(payFeeCents(249, 0.2)).toBe(0);
  });
});
