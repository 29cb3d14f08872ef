/**
 * The signature of a delivery, as documented (decision "assinatura-hmac" in
 * src/data/model/decisions.ts and the webhook facts): HMAC-SHA256 over the X-Timestamp value, a
 * dot and the exact body, keyed with the UTF-8 bytes of the secret, in lowercase hexadecimal.
 * Web Crypto, so it runs in the browser and in Node alike.
 */
const encoder = new TextEncoder();

export async function hmacHex(secret: string, timestamp: string, body: string): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    {name: 'HMAC', hash: 'SHA-256'},
    false,
    ['sign'],
  );
  const signature = await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
