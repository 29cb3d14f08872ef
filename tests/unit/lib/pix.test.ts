/**
 * Pix copia e cola against published values: the CRC's catalogue check value, BACEN's BR Code
 * manual example, and a dynamic code read back field by field by the test's own TLV reader.
 */
import {describe, expect, it} from 'vitest';

import {dynamicPixCode, emv, pixCrc} from '../../../src/lib/pix';

/** The static example of BACEN's BR Code manual, CRC included. */
const BACEN_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

/** The fields of a TLV payload, in order (id, value). */
function readTlv(payload: string): [string, string][] {
  const fields: [string, string][] = [];
  let position = 0;
  while (position < payload.length) {
    const id = payload.slice(position, position + 2);
    const length = Number(payload.slice(position + 2, position + 4));
    fields.push([id, payload.slice(position + 4, position + 4 + length)]);
    position += 4 + length;
  }
  return fields;
}

describe('CRC16 do Pix', () => {
  it('dá o valor de conferência do catálogo do CRC-16/CCITT-FALSE', () => {
    expect(pixCrc('123456789')).toBe('29B1');
  });

  it('dá o CRC do exemplo do manual do BR Code', () => {
    expect(pixCrc(BACEN_EXAMPLE.slice(0, -4))).toBe(BACEN_EXAMPLE.slice(-4));
  });
});

describe('Pix copia e cola de uma cobrança dinâmica', () => {
  const location = 'pix.exemplo.com.br/qr/v2/cobv/9f0e2a4c6b8d10e2a4c6b8d10';
  const code = dynamicPixCode({location, merchantName: 'JACARANDA EDUCACAO LTDA', city: 'SAO PAULO'});

  it('tem os campos do BR Code na ordem, com a location na conta Pix', () => {
    const fields = readTlv(code);
    expect(fields.map(([id]) => id)).toEqual(['00', '01', '26', '52', '53', '58', '59', '60', '62', '63']);
    const value = (id: string) => fields.find(([field]) => field === id)?.[1];
    expect(value('00')).toBe('01');
    expect(value('01')).toBe('12');
    expect(readTlv(value('26') ?? '')).toEqual([
      ['00', 'br.gov.bcb.pix'],
      ['25', location],
    ]);
    expect([value('52'), value('53'), value('58'), value('59'), value('60')]).toEqual([
      '0000',
      '986',
      'BR',
      'JACARANDA EDUCACAO LTDA',
      'SAO PAULO',
    ]);
    expect(readTlv(value('62') ?? '')).toEqual([['05', '***']]);
  });

  it('termina com o CRC de tudo o que vem antes, inclusive 6304', () => {
    expect(code.slice(-8, -4)).toBe('6304');
    expect(pixCrc(code.slice(0, -4))).toBe(code.slice(-4));
  });

  it('recusa um campo com mais de 99 caracteres', () => {
    expect(() => emv('25', 'x'.repeat(100))).toThrow(/99 caracteres/);
  });
});
