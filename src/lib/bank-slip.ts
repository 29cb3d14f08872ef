/**
 * What a bank computes for a boleto (FEBRABAN's layout of the "bloqueto de cobrança"): the
 * check digits, the due date factor, the 44-digit barcode and the 47-digit linha digitável, and
 * Itaú's free field with the nosso número. The example world derives every boleto's bank data
 * from here instead of typing it, so a boleto's linha digitável always carries its bank, due
 * date, value and nosso número; the platform simulator computes new boletos the same way.
 * Pure: digits in, digits out.
 */

/**
 * Modulo 10 check digit (FEBRABAN's fields of the linha digitável and Itaú's DACs): weights 2 and
 * 1 from the right, the digits of each product summed; 10 becomes 0. The same digit as Luhn's.
 */
export function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index--) {
    const product = Number(digits[index]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** Modulo 11 check digit of a barcode (weights 2 to 9 from the right; 0, 10 and 11 become 1). */
export function barcodeCheckDigit(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index--) {
    sum += Number(digits[index]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

const DAY_MS = 86_400_000;

/**
 * FEBRABAN's due date factor: days since 1997-10-07; after 9999 (2025-02-21) it starts again at
 * 1000 (2025-02-22). Takes an ISO date or date-time (only the date counts).
 */
export function dueDateFactor(dueDate: string): number {
  const days = Math.round((Date.parse(dueDate.slice(0, 10)) - Date.parse('1997-10-07')) / DAY_MS);
  return days > 9999 ? days - 9000 : days;
}

/** A boleto's bank, due date, value and 25-digit free field (the bank's own part). */
export interface BarcodeParts {
  /** The bank's three-digit code (341 for Itaú). */
  readonly bankCode: string;
  readonly dueDate: string;
  /** In reais. */
  readonly value: number;
  readonly freeField: string;
}

/** The 44-digit barcode: bank, currency 9, check digit, due date factor, value in cents, free field. */
export function barcodeOf({bankCode, dueDate, value, freeField}: BarcodeParts): string {
  const amount = String(Math.round(value * 100)).padStart(10, '0');
  const withoutDigit = `${bankCode}9${String(dueDateFactor(dueDate)).padStart(4, '0')}${amount}${freeField}`;
  if (!/^\d{43}$/.test(withoutDigit)) throw new Error(`Código de barras inválido: ${withoutDigit}`);
  return withoutDigit.slice(0, 4) + String(barcodeCheckDigit(withoutDigit)) + withoutDigit.slice(4);
}

/** The 47-digit linha digitável of a 44-digit barcode (three fields with their mod 10 digits, then the rest). */
export function digitableLineOf(barcode: string): string {
  const field = (digits: string) => digits + String(mod10(digits));
  const free = barcode.slice(19);
  return (
    field(barcode.slice(0, 4) + free.slice(0, 5)) +
    field(free.slice(5, 15)) +
    field(free.slice(15, 25)) +
    barcode.slice(4, 5) +
    barcode.slice(5, 19)
  );
}

/** Itaú's bank code. */
export const ITAU_CODE = '341';

/**
 * An Itaú account where boletos are registered, with the API's field names (FinancialIntegration):
 * agency (4 digits), account number (5) and carteira (3).
 */
export interface ItauAccount {
  readonly agency: string;
  readonly accountNumber: string;
  readonly walletCode: string;
}

/** Itaú's account digit (DAC of agency and account), printed after the account number. */
export function itauAccountDigit({agency, accountNumber}: Pick<ItauAccount, 'agency' | 'accountNumber'>): number {
  return mod10(agency + accountNumber);
}

/**
 * Itaú's free field for the carteiras with an 8-digit nosso número (109 and most others):
 * carteira, nosso número, its DAC (over agency, account, carteira and nosso número), agency,
 * account, the account's DAC and 000.
 */
export function itauFreeField(account: ItauAccount, ourNumber: string): string {
  const {agency, accountNumber, walletCode} = account;
  return (
    walletCode +
    ourNumber +
    String(mod10(agency + accountNumber + walletCode + ourNumber)) +
    agency +
    accountNumber +
    String(itauAccountDigit(account)) +
    '000'
  );
}

/** The 44-digit barcode of an Itaú boleto. */
export function itauBarcode(account: ItauAccount, ourNumber: string, dueDate: string, value: number): string {
  return barcodeOf({bankCode: ITAU_CODE, dueDate, value, freeField: itauFreeField(account, ourNumber)});
}
