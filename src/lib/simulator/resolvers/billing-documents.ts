/**
 * The boleto as a document: printBilling (one boleto) and billingsPdf (a carnê of several),
 * each a real PDF in Base64 built from the store's boletos (src/lib/simulator/pdf.ts). Only a
 * boleto with itIsPrintable (src/lib/simulator/billing-values.ts) is printed; a carnê of a plan
 * takes its open boletos, the states the model's payment transitions leave from.
 */
import {billingMachine} from '../../../data/model';
import {isPrintable} from '../billing-values';
import type {Engine} from '../engine';
import {pdfBase64, type PdfPage} from '../pdf';
import {notFound, refusal} from '../refusal';
import type {Rec} from '../store';
import type {Session} from '../auth';
import {dataOf, type RootResolver} from './types';

/** The states a boleto is open in: the ones a payment moves it out of. */
const OPEN: ReadonlySet<string> = new Set(
  billingMachine.transitions
    .filter((transition) => transition.trigger.kind === 'payment')
    .flatMap((transition) => transition.from ?? []),
);

const reais = (value: number): string => {
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  return `R$ ${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
};

const day = (iso: unknown): string => {
  const [year, month, date] = String(iso).slice(0, 10).split('-');
  return `${date ?? ''}/${month ?? ''}/${year ?? ''}`;
};

const cnpj = (digits: string): string => digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

/** The page of one boleto: who receives, who pays, what, when, how much and how to pay it. */
function pageOf(engine: Engine, billing: Rec): PdfPage {
  const owner = engine.store.byId('FinancialOwner', billing.financialOwnerId);
  // The school of the boleto's environment: a sandbox boleto shows the sandbox's test CNPJ, never the production's.
  const school = engine.schoolFor(billing.refId);
  return [
    `Boleto ${String(billing.documentCode ?? billing.id)} - ${String(school.name)}`,
    `Beneficiário: ${String(school.companyName)} - CNPJ ${cnpj(String(school.cnpj))}`,
    `Pagador: ${typeof owner?.name === 'string' ? owner.name : ''}`,
    `Descrição: ${typeof billing.description === 'string' ? billing.description : ''}`,
    `Vencimento: ${day(billing.dueDate)} - Valor: ${reais(Number(billing.value))}`,
    `Nosso número: ${String(billing.nn)}`,
    `Linha digitável: ${String(billing.digitableLine)}`,
  ];
}

function visible(billing: Rec | undefined, session: Session): billing is Rec {
  return (
    billing !== undefined &&
    billing.deleted !== true &&
    (session.companyId === undefined || billing.companyId === undefined || billing.companyId === session.companyId)
  );
}

export const billingDocumentResolvers: Record<string, RootResolver> = {
  printBilling: (args, engine, session) => {
    const billing = engine.store.byId('Billing', args.id);
    if (!visible(billing, session)) throw notFound('Billing', 'id');
    if (!isPrintable(billing))
      throw refusal(
        'INVALID_STATE',
        `printBilling recusada: o boleto está em ${String(billing.billingStatus)} e tem itIsPrintable falso.`,
        {entity: 'Billing', currentStatus: billing.billingStatus},
      );
    return pdfBase64([pageOf(engine, billing)]);
  },

  billingsPdf: (args, engine, session) => {
    const data = dataOf(args);
    const ids = Array.isArray(data.ids) ? (data.ids as unknown[]) : undefined;
    const planId = data.paymentPlanId;
    let selected: Rec[];
    if (ids !== undefined && ids.length > 0) {
      selected = ids.map((id) => {
        const billing = engine.store.byId('Billing', id);
        if (!visible(billing, session)) throw notFound('Billing', 'ids');
        return billing;
      });
    } else if (planId !== undefined && planId !== null) {
      const plan = engine.store.byId('PaymentPlan', planId);
      if (plan === undefined || plan.deleted === true) throw notFound('PaymentPlan', 'paymentPlanId');
      selected = engine.store
        .all('Billing')
        .filter((billing) => billing.paymentPlanId === plan.id && OPEN.has(String(billing.billingStatus)));
    } else {
      throw refusal('REQUIRED_FIELD_MISSING', 'Informe ids ou paymentPlanId.', {fields: ['ids', 'paymentPlanId']});
    }
    const direction = data.sortDirection === 'DESC' ? -1 : 1;
    const printable = selected
      .filter(isPrintable)
      .sort(
        (a, b) =>
          direction * String(a.dueDate).localeCompare(String(b.dueDate)) || direction * (Number(a.id) - Number(b.id)),
      );
    if (printable.length === 0)
      throw refusal(
        'EMPTY_SELECTION',
        'billingsPdf recusada: nenhum boleto selecionado tem itIsPrintable verdadeiro.',
        {
          entity: 'Billing',
        },
      );
    return pdfBase64(printable.map((billing) => pageOf(engine, billing)));
  },
};
