import {describe, expect, it} from 'vitest';

import {SANDBOX_REGISTRATION_SECONDS} from '../../../../src/data/platform-facts';
import {school} from '../../../../src/data/world';
import {SANDBOX_RECORDS, sandboxIntegrationUser} from '../../../../src/data/world/sandbox';
import {pdfBytes} from '../../../../src/lib/simulator/pdf';
import {codes, loggedIn} from '../../../support/simulator';

const PRINT = 'query Imprimir($id: Int!) { printBilling(id: $id) }';
const CARNE = 'query Carne($data: GetBillingsPdfDataInput!) { billingsPdf(data: $data) }';

/**
 * Reads a PDF the way a reader starts: header, the cross-reference table that `startxref` points
 * to, every object where its entry says, the page tree and each content stream's length.
 */
function parsePdf(base64: string): {pages: number; texts: string[]} {
  const file = Buffer.from(base64, 'base64').toString('latin1');
  expect(file.startsWith('%PDF-1.4\n')).toBe(true);
  expect(file.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(file)?.[1]);
  expect(file.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(file.slice(startxref)) ?? [];
  expect(first).toBe('0');
  const entries = file
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  expect(entries[0]).toBe('0000000000 65535 f ');
  entries.slice(1).forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(entry.endsWith(' 00000 n ')).toBe(true);
    expect(file.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true);
  });
  expect(file).toContain(`trailer\n<</Size ${count}/Root 1 0 R>>`);
  const streams = [...file.matchAll(/<<\/Length (\d+)>>\nstream\n/g)].map((match) => {
    const start = match.index + match[0].length;
    const length = Number(match[1]);
    expect(file.slice(start + length, start + length + 9)).toBe('endstream');
    return file.slice(start, start + length);
  });
  const pages = Number(/\/Type\/Pages\/Kids\[[^\]]*\]\/Count (\d+)/.exec(file)?.[1]);
  expect(streams).toHaveLength(pages);
  return {pages, texts: streams.map((stream) => [...stream.matchAll(/\((.*)\) Tj/g)].map((m) => m[1]).join('\n'))};
}

describe('simulador: PDF do boleto e do carnê', () => {
  it('o boleto do sandbox traz a escola e o CNPJ de teste do sandbox, nunca os da produção', async () => {
    const session = await loggedIn(undefined, sandboxIntegrationUser);
    const sandboxSchool = SANDBOX_RECORDS.Company[0];
    const due = new Date(session.simulator.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    const added = await session.call(
      'mutation Emitir($data: AddBillingDataInput!) { addBilling(data: $data) { id } }',
      {
        data: {paymentPlanId: SANDBOX_RECORDS.PaymentPlan[0].id, dueDate: `${due}T00:00:00.000Z`, value: 95},
      },
    );
    const refId = (added.data?.addBilling as {id: string}).id;
    await session.simulator.advance(SANDBOX_REGISTRATION_SECONDS * 1000);
    const found = await session.call(
      'query B($refId: UUID) { billings(where: {refId: {eq: $refId}}) { items { id } } }',
      {
        refId,
      },
    );
    const id = (found.data?.billings as {items: {id: number}[]}).items[0]?.id;
    const printed = await session.call(PRINT, {id});
    expect(printed.errors).toBeUndefined();
    const text = parsePdf(printed.data?.printBilling as string).texts[0] ?? '';
    // Parentheses are escaped in a PDF string.
    expect(text).toContain(sandboxSchool.name.replace(/[()]/g, (char) => `\\${char}`));
    expect(text).toContain('11.222.333/0090-57');
    expect(text).not.toContain(school.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'));
  });

  it('printBilling devolve um PDF válido em Base64 com os dados do boleto registrado, o mesmo a cada chamada', async () => {
    const {call} = await loggedIn();
    const first = await call(PRINT, {id: 88216});
    expect(first.errors).toBeUndefined();
    const base64 = first.data?.printBilling as string;
    expect(base64.startsWith('JVBERi0')).toBe(true);
    const {pages, texts} = parsePdf(base64);
    expect(pages).toBe(1);
    expect(texts[0]).toContain('Nosso n\u00famero: 00088216');
    expect(texts[0]).toContain('Vencimento: 20/04/2025 - Valor: R$ 1.250,90');
    expect((await call(PRINT, {id: 88216})).data?.printBilling).toBe(base64);
  });

  it('printBilling recusa o boleto sem itIsPrintable com INVALID_STATE e o que o token não vê com ENTITY_NOT_FOUND', async () => {
    const {call} = await loggedIn();
    const reissued = await call(PRINT, {id: 90413});
    expect(codes(reissued)).toEqual(['INVALID_STATE']);
    expect(reissued.errors?.[0]?.extensions).toMatchObject({entity: 'Billing', currentStatus: 'REISSUED'});
    expect(codes(await call(PRINT, {id: 1}))).toEqual(['ENTITY_NOT_FOUND']);
  });

  it('billingsPdf: uma página por boleto imprimível, na ordem do vencimento; o plano entra com os boletos em aberto', async () => {
    const {call} = await loggedIn();
    const byIds = await call(CARNE, {data: {ids: [88217, 90413, 88216], sortDirection: 'DESC'}});
    const {pages, texts} = parsePdf(byIds.data?.billingsPdf as string);
    expect(pages).toBe(2);
    expect(texts.map((text) => /Boleto (\d+)/.exec(text)?.[1])).toEqual(['000088217', '000088216']);
    const plan = parsePdf((await call(CARNE, {data: {paymentPlanId: 5098}})).data?.billingsPdf as string);
    // Plan 5098: nine boletos paid, three open (88222 and 88223 overdue, 88224 registered).
    expect(plan.pages).toBe(3);
    expect(plan.texts[0]).toContain('Boleto 000088222');
  });

  it('billingsPdf recusa a seleção vazia e a que não tem boleto imprimível', async () => {
    const {call} = await loggedIn();
    expect(codes(await call(CARNE, {data: {}}))).toEqual(['REQUIRED_FIELD_MISSING']);
    expect(codes(await call(CARNE, {data: {ids: [90413]}}))).toEqual(['EMPTY_SELECTION']);
  });

  it('pdfBytes escapa parênteses e barras do texto e troca o que não cabe em Latin-1', () => {
    const file = pdfBytes([['Título (a) \\ b \u2014 c']]);
    expect(file).toContain('(T\u00edtulo \\(a\\) \\\\ b ? c) Tj');
  });
});
