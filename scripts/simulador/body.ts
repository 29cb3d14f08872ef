/**
 * Reads a request's body up to a size, as bytes: a body over the size is refused as soon as its
 * declared length or its bytes so far pass it, without keeping the rest in memory.
 */
import type {IncomingMessage} from 'node:http';

export type BodyResult =
  | {readonly ok: true; readonly bytes: Buffer}
  | {readonly ok: false; readonly reason: 'tooLarge'};

export function readBody(request: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ok: false, reason: 'tooLarge'});
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    request.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        resolve({ok: false, reason: 'tooLarge'});
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!over) resolve({ok: true, bytes: Buffer.concat(chunks)});
    });
    request.on('error', reject);
  });
}

/** The body as JSON text: undefined when its bytes are not UTF-8. */
export function utf8(bytes: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', {fatal: true}).decode(bytes);
  } catch {
    return undefined;
  }
}
