import {describe, expect, it} from 'vitest';

import {checkDescription, checkPortuguese, isRestatement, proseWords} from '../../support/description-language';

describe('checkDescription', () => {
  it.each([
    ['Data de vencimento do boleto.', 'dueDate'],
    ['Identificador público (UUID) do registro.', 'refId'],
    ['Valor original, antes de descontos e multas.', 'originalValue'],
    ['Indica se o pagamento foi feito manualmente.', 'isManualPayment'],
    ['Matrícula ativa.', 'ACTIVE'],
    ['Token JWT de acesso ao `Query.me`.', 'token'],
    ['Identificador.', 'id'],
    ['Lista paginada de dependentes.', 'dependents'],
    ['Ordem crescente.', 'ASC'],
    ['Dependente (aluno).', 'Dependent'],
  ])('aceita %j (%s)', (description, name) => {
    expect(checkDescription(description, name)).toEqual({ok: true});
  });

  it.each([
    [null, 'dueDate', 'ausente'],
    [undefined, 'dueDate', 'ausente'],
    ['   ', 'dueDate', 'vazia'],
    ['Due date', 'dueDate', 'repete o nome'],
    ['dueDate', 'dueDate', 'repete o nome'],
    ['Billing status.', 'billingStatus', 'repete o nome'],
    ['ACTIVE', 'ACTIVE', 'repete o nome'],
    ['The due date of the billing.', 'dueDate', 'inglês'],
    ['Returns a list of dependents.', 'dependents', 'inglês'],
    ['Indicates whether it is active.', 'active', 'inglês'],
    ['No longer supported', 'x', 'inglês'],
    ['Use value instead.', 'code', 'inglês'],
    ['Kind.', 'kind', 'repete o nome'],
    ['Lorem ipsum.', 'fullName', 'sem sinal de português'],
  ])('rejeita %j para %s (%s)', (description, name, reason) => {
    const verdict = checkDescription(description, name);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.reason).toContain(reason);
  });

  it('nomeia a palavra em inglês encontrada', () => {
    expect(checkPortuguese('Data de vencimento of the boleto')).toEqual({
      ok: false,
      reason: 'parece inglês (palavra "of") em "Data de vencimento of the boleto"',
    });
  });
});

describe('proseWords', () => {
  it('ignora código, URLs, identificadores e siglas', () => {
    expect(proseWords('Veja `the list` em https://example.com/the e o campo refId do CPF (SORT_ASC, v2).')).toEqual([
      'Veja',
      'em',
      'e',
      'o',
      'campo',
      'do',
    ]);
  });

  it('mantém palavras com acento inteiras', () => {
    expect(proseWords('Situação da matrícula')).toEqual(['Situação', 'da', 'matrícula']);
  });
});

describe('isRestatement', () => {
  it('compara sem acentos, caixa, espaços e pontuação', () => {
    expect(isRestatement('Refund reason.', 'refundReason')).toBe(true);
    expect(isRestatement('IN TERM ACCEPTANCE', 'IN_TERM_ACCEPTANCE')).toBe(true);
    expect(isRestatement('Motivo do estorno.', 'refundReason')).toBe(false);
  });
});
