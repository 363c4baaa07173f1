import { type KeyObject, constants, createDecipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import { rsaSign, rsaVerify } from '../rsa-keys.js';

/*
 * WeChat Pay API v3's security scheme: requests signed with the merchant's API private key
 * (the `Authorization: WECHATPAY2-SHA256-RSA2048` header), answers and notifications signed by
 * WeChat Pay with its platform key over `timestamp\nnonce\nbody\n`, and the notification's
 * resource encrypted with AES-256-GCM under the merchant's APIv3 key.
 */

export const WECHATPAY_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

/** Headers WeChat Pay signs its answers and notifications with (lower case, as Node reads them). */
export const WECHATPAY_HEADERS = {
  timestamp: 'wechatpay-timestamp',
  nonce: 'wechatpay-nonce',
  signature: 'wechatpay-signature',
  serial: 'wechatpay-serial',
} as const;

/** The text a request signature covers: method, path with query, timestamp, nonce, body, each line ended by \n. */
export const requestMessage = (method: string, pathWithQuery: string, timestamp: string, nonce: string, body: string): string =>
  `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;

/** The text an answer or notification signature covers. */
export const responseMessage = (timestamp: string, nonce: string, body: string): string => `${timestamp}\n${nonce}\n${body}\n`;

export interface RequestSigner {
  mchid: string;
  /** The serial number of the merchant API certificate. */
  serialNo: string;
  privateKey: KeyObject;
}

/** The Authorization header of a request; `timestamp` (seconds) and `nonce` are fixed only by tests. */
export function authorization(
  signer: RequestSigner,
  method: string,
  pathWithQuery: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000).toString(),
  nonce = randomBytes(16).toString('hex').toUpperCase(),
): string {
  const signature = rsaSign(signer.privateKey, requestMessage(method, pathWithQuery, timestamp, nonce, body));
  return `${WECHATPAY_SCHEMA} mchid="${signer.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${signer.serialNo}"`;
}

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** Seconds a signed answer or notification may be off our clock (WeChat Pay's advice: five minutes). */
export const WECHATPAY_MAX_SKEW_SECONDS = 300;

/**
 * Whether an answer or notification is WeChat Pay's: its signature checks with the platform public
 * key, its serial is the configured one (when one is configured) and its timestamp is recent.
 */
export function verifySigned(
  platformKey: KeyObject,
  platformSerial: string | null,
  headers: Headers,
  body: string,
  now = Date.now(),
): boolean {
  const timestamp = header(headers, WECHATPAY_HEADERS.timestamp);
  const nonce = header(headers, WECHATPAY_HEADERS.nonce);
  const signature = header(headers, WECHATPAY_HEADERS.signature);
  const serial = header(headers, WECHATPAY_HEADERS.serial);
  if (!timestamp || !nonce || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (platformSerial && serial !== platformSerial) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > WECHATPAY_MAX_SKEW_SECONDS) return false;
  return rsaVerify(platformKey, responseMessage(timestamp, nonce, body), signature);
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

/** AES-256-GCM opened: ciphertext followed by its 16-byte tag; null when it does not authenticate. */
export function openAesGcm(key: Buffer, iv: Buffer, aad: Buffer, sealed: Buffer): Buffer | null {
  try {
    if (key.length !== 32 || sealed.length < 16) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    decipher.setAAD(aad);
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  } catch {
    return null;
  }
}

/** The resource of a notification decrypted (AEAD_AES_256_GCM under the APIv3 key, its nonce and associated data as UTF-8); null when it does not authenticate. */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): string | null {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') return null;
  const opened = openAesGcm(
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
    Buffer.from(resource.associated_data ?? '', 'utf8'),
    Buffer.from(resource.ciphertext, 'base64'),
  );
  return opened ? opened.toString('utf8') : null;
}

/**
 * A sensitive field of a request (a profit-sharing receiver's name) as WeChat Pay asks for it:
 * encrypted with its platform public key, RSA OAEP with SHA-1 and MGF1, in base64; the request
 * then names that key in its `Wechatpay-Serial` header.
 */
export function encryptSensitive(platformKey: KeyObject, text: string): string {
  return publicEncrypt(
    { key: platformKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
    Buffer.from(text, 'utf8'),
  ).toString('base64');
}
