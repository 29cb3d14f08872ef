/**
 * The bank-slip algorithms against values published or computed elsewhere, never against their
 * own output: Luhn's example for mod 10, FEBRABAN's due date factors, and an Itaú boleto (carteira
 * 109) whose barcode, linha digitável and DACs come from another library's test suite
 * (pyboleto), with its digits read back by the test's own reading of the layout.
 */
import {describe, expect, it} from 'vitest';

import {
  ITAU_CODE,
  barcodeCheckDigit,
  barcodeOf,
  digitableLineOf,
  dueDateFactor,
  itauAccountDigit,
  itauBarcode,
  itauFreeField,
  mod10,
} from '../../../src/lib/bank-slip';

/** Itaú, carteira 109, agência 0293, conta 01328-0, nosso número 157, R$ 29,80 due on 2009-10-19. */
const ITAU_EXAMPLE = {
  account: {agency: '0293', accountNumber: '01328', walletCode: '109'},
  ourNumber: '00000157',
  dueDate: '2009-10-19',
  value: 29.8,
  barcode: '34199439500000029801090000015710293013280000',
  digitableLine: '34191.09008 00015.710296 30132.800001 9 43950000002980',
  ourNumberDigit: 1,
  accountDigit: 0,
};

describe('dígitos verificadores', () => {
  it('mod 10 dá o dígito de Luhn (exemplo 7992739871 → 3) e troca 10 por 0', () => {
    expect(mod10('7992739871')).toBe(3);
    // 5 × 2 = 10 → 1 + 0 = 1; 10 − 1 = 9. And a sum that is a multiple of 10 gives 0.
    expect(mod10('5')).toBe(9);
    expect(mod10('0')).toBe(0);
  });

  it('mod 11 do código de barras dá o dígito do exemplo e troca 0, 10 e 11 por 1', () => {
    const withoutDigit = ITAU_EXAMPLE.barcode.slice(0, 4) + ITAU_EXAMPLE.barcode.slice(5);
    expect(barcodeCheckDigit(withoutDigit)).toBe(Number(ITAU_EXAMPLE.barcode[4]));
    // Sum 0 → 11 − 0 = 11 → 1; 6 × 2 = 12 → 12 mod 11 = 1 → 10 → 1; 1 × 2 = 2 → 11 − 2 = 9.
    expect(barcodeCheckDigit('0')).toBe(1);
    expect(barcodeCheckDigit('6')).toBe(1);
    expect(barcodeCheckDigit('1')).toBe(9);
  });
});

describe('fator de vencimento', () => {
  it.each([
    ['1997-10-07', 0],
    ['2000-07-03', 1000],
    ['2025-02-21T00:00:00.000Z', 9999],
    ['2025-02-22T00:00:00.000Z', 1000],
    ['2025-02-23', 1001],
  ])('%s tem o fator %i da tabela da FEBRABAN', (date, factor) => {
    expect(dueDateFactor(date)).toBe(factor);
  });
});

describe('boleto do Itaú', () => {
  const {account, ourNumber, dueDate, value} = ITAU_EXAMPLE;

  it('monta o código de barras publicado do exemplo', () => {
    expect(itauBarcode(account, ourNumber, dueDate, value)).toBe(ITAU_EXAMPLE.barcode);
    expect(ITAU_CODE).toBe(ITAU_EXAMPLE.barcode.slice(0, 3));
  });

  it('monta a linha digitável publicada do exemplo', () => {
    expect(digitableLineOf(ITAU_EXAMPLE.barcode)).toBe(ITAU_EXAMPLE.digitableLine.replace(/\D/g, ''));
  });

  it('o campo livre traz carteira, nosso número e agência/conta com os seus DACs', () => {
    const free = itauFreeField(account, ourNumber);
    expect(free).toBe(ITAU_EXAMPLE.barcode.slice(19));
    expect(free.slice(0, 3)).toBe(account.walletCode);
    expect(free.slice(3, 11)).toBe(ourNumber);
    expect(Number(free[11])).toBe(ITAU_EXAMPLE.ourNumberDigit);
    expect(free.slice(12, 21)).toBe(account.agency + account.accountNumber);
    expect(itauAccountDigit(account)).toBe(ITAU_EXAMPLE.accountDigit);
  });

  it('o código de barras genérico põe banco, moeda, fator e valor em centavos nas posições da FEBRABAN', () => {
    const barcode = barcodeOf({bankCode: '001', dueDate: '2025-02-22', value: 1250.9, freeField: '0'.repeat(25)});
    expect(barcode).toHaveLength(44);
    expect(barcode.slice(0, 4)).toBe('0019');
    expect(barcode.slice(5, 9)).toBe('1000');
    expect(barcode.slice(9, 19)).toBe('0000125090');
    expect(() => barcodeOf({bankCode: '1', dueDate: '2025-02-22', value: 1, freeField: ''})).toThrow(/inválido/);
  });
});
