import { type KeyObject, createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';

/*
 * The RSA keys of the real providers as operators paste them: PEM (WeChat Pay's apiclient_key.pem,
 * its platform public key), or the bare base64 DER Alipay's key tool prints (PKCS#8 or PKCS#1
 * private keys, SPKI public keys). Signatures are SHA256 with RSA, PKCS#1 v1.5, base64.
 */

const bare = (text: string) => text.replace(/\s+/g, '');

/** The private key in the text; null when it is none. */
export function privateKeyOf(text: string): KeyObject | null {
  try {
    if (text.includes('-----BEGIN')) return createPrivateKey(text);
    const der = Buffer.from(bare(text), 'base64');
    try {
      return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    } catch {
      return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
    }
  } catch {
    return null;
  }
}

/** The public key in the text (a public key or a certificate); null when it is none. */
export function publicKeyOf(text: string): KeyObject | null {
  try {
    if (text.includes('-----BEGIN')) return createPublicKey(text);
    return createPublicKey({ key: Buffer.from(bare(text), 'base64'), format: 'der', type: 'spki' });
  } catch {
    return null;
  }
}

/** base64 SHA256-RSA (PKCS#1 v1.5) signature of the UTF-8 text. */
export function rsaSign(privateKey: KeyObject, text: string): string {
  return sign('sha256', Buffer.from(text, 'utf8'), privateKey).toString('base64');
}

/** Whether the base64 signature is the key's SHA256-RSA signature of the text; false for anything malformed. */
export function rsaVerify(publicKey: KeyObject, text: string, signature: string): boolean {
  try {
    return verify('sha256', Buffer.from(text, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
