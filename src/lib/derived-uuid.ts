/**
 * Stable UUIDs for records that need one but that no page shows by refId (the example world's
 * classes, series and boletos, the explorer's simulated answers): the same seed always gives the
 * same value, so nothing changes from one build to the next. Pure and browser-safe.
 */

/**
 * A stable UUID (version 4 layout) for a record no page shows by refId: the same seed always
 * gives the same value, so the world does not change from one build to the next.
 */
export function derivedUuid(seed: string): string {
  let h1 = 0x6a09e667;
  let h2 = 0xbb67ae85;
  let h3 = 0x3c6ef372;
  let h4 = 0xa54ff53a;
  for (const char of seed) {
    const code = char.codePointAt(0) ?? 0;
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  const hex = [h1, h2, h3, h4].map((word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
