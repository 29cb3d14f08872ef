/**
 * Pix copia e cola (BACEN's BR Code, an EMV QR Code payload): TLV fields and the CRC16 that closes
 * them. The example world derives the Pix code of a boleto with Pix from here; the platform
 * simulator does the same for the boletos it creates. Pure.
 */

/** CRC16-CCITT-FALSE (polynomial 0x1021, start 0xFFFF) of a payload, four uppercase hex digits. */
export function pixCrc(payload: string): string {
  let crc = 0xffff;
  for (const char of payload) {
    crc ^= (char.codePointAt(0) ?? 0) << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One EMV field: id, two-digit length, value. */
export function emv(id: string, value: string): string {
  if (value.length > 99) throw new Error(`Campo ${id} do BR Code com mais de 99 caracteres`);
  return id + String(value.length).padStart(2, '0') + value;
}

/** What a dynamic Pix charge shows: the PSP's location of the charge, and who receives. */
export interface DynamicPix {
  /** URL of the charge at the PSP, without the scheme. */
  readonly location: string;
  /** Up to 25 characters, without accents. */
  readonly merchantName: string;
  /** Up to 15 characters, without accents. */
  readonly city: string;
}

/**
 * Pix copia e cola of a dynamic charge (a boleto with Pix): point of initiation 12 (one use),
 * the location in the Pix merchant account (GUI br.gov.bcb.pix, field 25), no amount (the charge
 * at the location has it), transaction id *** and the CRC of everything before it.
 */
export function dynamicPixCode({location, merchantName, city}: DynamicPix): string {
  const payload =
    emv('00', '01') +
    emv('01', '12') +
    emv('26', emv('00', 'br.gov.bcb.pix') + emv('25', location)) +
    emv('52', '0000') +
    emv('53', '986') +
    emv('58', 'BR') +
    emv('59', merchantName) +
    emv('60', city) +
    emv('62', emv('05', '***')) +
    '6304';
  return payload + pixCrc(payload);
}
