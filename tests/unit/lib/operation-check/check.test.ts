/**
 * The operation checker (src/lib/operation-check) on real operations against the snapshot and its
 * history: valid, invalid, deprecated, too deep, too wide, fragments across files, an old version.
 */
import {specifiedRules} from 'graphql';
import {describe, expect, it} from 'vitest';

import {OPERATION_MAX_BREADTH, OPERATION_MAX_DEPTH} from '../../../../src/data/platform-facts';
import {
  RULE_MESSAGES,
  RULE_NAMES,
  buildTimeline,
  checkOperations,
  countFindings,
  formatReport,
  reportJson,
  translateValidation,
  versionAt,
  type Finding,
  type OperationDocument,
} from '../../../../src/lib/operation-check';
import {loadEntry, schemaHistory} from '../../../../src/lib/schema-history';

const history = schemaHistory();
const versions = history.map((entry) => ({date: entry.date, schema: loadEntry(entry)}));
const timeline = buildTimeline(versions);
const current = versions.at(-1);
if (current === undefined) throw new Error('histórico do schema vazio');
const {schema} = current;

const check = (documents: OperationDocument[], extra: {since?: string; siteUrl?: string} = {}) =>
  checkOperations(documents, {schema, timeline, ...extra});
const file = (name: string, text: string): OperationDocument => ({name, text});
const of = (findings: readonly Finding[], kind: Finding['kind']) => findings.filter((f) => f.kind === kind);

const VALID = `query Boletos($take: Int) {
  billings(take: $take, order: [{dueDate: ASC}]) {
    items { id dueDate value isManualPayment }
    pageInfo { hasNextPage }
  }
}
`;

describe('checkOperations', () => {
  it('finds nothing in a valid operation and measures it', () => {
    const result = check([file('boletos.graphql', VALID)]);
    expect(result.findings).toEqual([]);
    expect(result.operations).toEqual([
      {name: 'Boletos', location: {file: 'boletos.graphql', line: 1, column: 7}, depth: 3, breadth: 8},
    ]);
    expect(formatReport(result)).toBe('Nenhum problema em 1 operação de 1 arquivo.');
  });

  it('reports an unknown field in Portuguese, at its place, linked to the type, with a suggestion', () => {
    const result = check([file('erro.graphql', 'query Boleto {\n  billing(id: 1) {\n    id\n    dueDat\n  }\n}\n')]);
    expect(result.findings).toEqual([
      {
        kind: 'validacao',
        severity: 'erro',
        rule: 'FieldsOnCorrectTypeRule',
        message: 'O campo `dueDat` não existe no tipo `Billing`. Você quis dizer `dueDate`?',
        location: {file: 'erro.graphql', line: 4, column: 5},
        member: 'Billing',
        href: '/api/types/objects/billing',
      },
    ]);
  });

  it('reports a missing required argument, linked to the operation page', () => {
    const [finding] = check([file('a.graphql', '{ billing { id } }')]).findings;
    expect(finding?.message).toBe('Falta o argumento obrigatório `id` (`Int!`) no campo `billing`.');
    expect(finding?.href).toBe('/api/api/queries/billing');
    expect(finding?.location).toEqual({file: 'a.graphql', line: 1, column: 3});
  });

  it('reports a syntax error of one file and still checks the others', () => {
    const result = check([file('quebrado.graphql', 'query {\n  billing(id: 1) {\n'), file('ok.graphql', VALID)]);
    expect(result.findings).toEqual([
      {
        kind: 'sintaxe',
        severity: 'erro',
        message: 'Erro de sintaxe: esperava um nome e encontrou o fim do arquivo.',
        location: {file: 'quebrado.graphql', line: 3, column: 1},
      },
    ]);
    expect(result.operations.map((operation) => operation.name)).toEqual(['Boletos']);
  });

  it('reports each deprecated member with its replacement and the release that deprecated it', () => {
    const result = check([
      file(
        'obsoletos.graphql',
        'query Antigos {\n  webHook(id: 1) { id }\n  billing(id: 2) { hasAnyManualPayment }\n}\n',
      ),
    ]);
    expect(result.findings).toEqual([
      {
        kind: 'obsoleto',
        severity: 'aviso',
        message:
          'A query `webHook` está obsoleta desde a versão de 8 de julho de 2024. Use `webHookV2`. Motivo: Use webHookV2: novos web hooks são criados no modelo V2.',
        location: {file: 'obsoletos.graphql', line: 2, column: 3},
        member: 'Query.webHook',
        href: '/api/api/queries/web-hook',
        replacement: {member: 'Query.webHookV2', href: '/api/api/queries/web-hook-v2'},
        deprecatedIn: '2024-07-08',
      },
      {
        kind: 'obsoleto',
        severity: 'aviso',
        message:
          'O campo `Billing.hasAnyManualPayment` está obsoleto desde a versão de 15 de julho de 2024. Use `isManualPayment`. Motivo: Use isManualPayment, que informa a baixa manual do próprio boleto.',
        location: {file: 'obsoletos.graphql', line: 3, column: 20},
        member: 'Billing.hasAnyManualPayment',
        href: '/api/types/objects/billing#has-any-manual-payment',
        replacement: {member: 'Billing.isManualPayment', href: '/api/types/objects/billing#is-manual-payment'},
        deprecatedIn: '2024-07-15',
      },
    ]);
    expect(countFindings(result)).toEqual({erros: 0, obsoletos: 2});
  });

  it('resolves fragments across files, with each finding in the file that has it', () => {
    const result = check([
      file('consulta.graphql', 'query Boleto($id: Int!) {\n  billing(id: $id) { ...Campos }\n}\n'),
      file(
        'fragmentos.graphql',
        'fragment Campos on Billing {\n  id\n  hasAnyManualPayment\n  parentBilling { id }\n}\n',
      ),
    ]);
    expect(result.findings.map((finding) => [finding.kind, finding.location])).toEqual([
      ['obsoleto', {file: 'fragmentos.graphql', line: 3, column: 3}],
    ]);
    expect(result.operations[0]).toMatchObject({name: 'Boleto', depth: 3, breadth: 5});
  });

  it('reports a fragment no file defines', () => {
    const result = check([file('consulta.graphql', 'query Boleto {\n  billing(id: 1) { ...Campos }\n}\n')]);
    expect(result.findings.map((finding) => finding.message)).toEqual([
      'O fragmento `Campos` não está definido em nenhum dos arquivos verificados.',
    ]);
  });

  it('reports an operation deeper than the limit at its deepest field', () => {
    // billing (1) → parentBilling × OPERATION_MAX_DEPTH → id: one level over the limit.
    const nested = Array.from({length: OPERATION_MAX_DEPTH}, () => 'parentBilling {').join(' ');
    const text = `query Fundo {\n  billing(id: 1) { ${nested} id ${'}'.repeat(OPERATION_MAX_DEPTH)} }\n}\n`;
    const result = check([file('fundo.graphql', text)]);
    expect(result.operations[0]?.depth).toBe(OPERATION_MAX_DEPTH + 2);
    expect(result.findings).toEqual([
      {
        kind: 'profundidade',
        severity: 'erro',
        message: `A operação \`Fundo\` aninha campos em ${OPERATION_MAX_DEPTH + 2} níveis; o limite é ${OPERATION_MAX_DEPTH}. O campo mais profundo é \`id\`.`,
        location: {file: 'fundo.graphql', line: 2, column: (text.split('\n')[1] ?? '').lastIndexOf(' id ') + 2},
        href: '/docs/primeiros-passos/limites-e-convencoes#tamanho-de-uma-operação',
      },
    ]);
  });

  it('reports an operation wider than the limit, counting a fragment each time it is spread', () => {
    const aliases = Array.from({length: OPERATION_MAX_BREADTH / 2}, (_, index) => `c${index}: id`).join('\n  ');
    const operation = 'query Larga {\n  a: billing(id: 1) { ...Muitos }\n  b: billing(id: 2) { ...Muitos }\n}\n';
    const fragment = `fragment Muitos on Billing {\n  ${aliases}\n}\n`;
    const result = check([file('larga.graphql', operation), file('fragmento.graphql', fragment)]);
    expect(result.operations[0]?.breadth).toBe(OPERATION_MAX_BREADTH + 2);
    expect(of(result.findings, 'largura')).toEqual([
      {
        kind: 'largura',
        severity: 'erro',
        message: `A operação \`Larga\` seleciona ${OPERATION_MAX_BREADTH + 2} campos; o limite é ${OPERATION_MAX_BREADTH}.`,
        location: {file: 'larga.graphql', line: 1, column: 7},
        href: '/docs/primeiros-passos/limites-e-convencoes#tamanho-de-uma-operação',
      },
    ]);
  });

  it('with since, reports what the release in force on that date did not have', () => {
    const text = 'query Novo {\n  webHookV2(id: 1) { id }\n  billing(id: 1) { id isManualPayment }\n}\n';
    const result = check([file('novo.graphql', text)], {since: '2024-07-01'});
    expect(result.since).toEqual({date: '2024-07-01', version: '2024-06-28'});
    // The query's argument and the fields of its new type lie inside it: only the query is reported.
    expect(of(result.findings, 'ausente-na-versao').map((finding) => [finding.member, finding.message])).toEqual([
      [
        'Query.webHookV2',
        'A query `webHookV2` não existia na versão de 28 de junho de 2024: surgiu na versão de 8 de julho de 2024.',
      ],
      [
        'Billing.isManualPayment',
        'O campo `Billing.isManualPayment` não existia na versão de 28 de junho de 2024: surgiu na versão de 15 de julho de 2024.',
      ],
    ]);
    // On the release that brought them, nothing is missing.
    expect(of(check([file('novo.graphql', text)], {since: '2024-07-15'}).findings, 'ausente-na-versao')).toEqual([]);
  });

  it('refuses a date before the first release or malformed', () => {
    expect(() => check([file('a.graphql', VALID)], {since: '2020-01-01'})).toThrow(
      /Não há versão do schema em 2020-01-01/,
    );
    expect(() => versionAt(timeline, '01/07/2024')).toThrow('Data inválida: "01/07/2024". Use o formato AAAA-MM-DD.');
  });

  it('prefixes the links with the site address and writes text and JSON reports', () => {
    const result = check([file('o.graphql', '{ webHook(id: 1) { id inventado } }')], {
      siteUrl: 'https://portal.exemplo/',
    });
    expect(formatReport(result).split('\n')).toEqual([
      'o.graphql:1:3  obsoleto  A query `webHook` está obsoleta desde a versão de 8 de julho de 2024. Use `webHookV2`. Motivo: Use webHookV2: novos web hooks são criados no modelo V2.',
      '    https://portal.exemplo/api/api/queries/web-hook',
      '    substituto: https://portal.exemplo/api/api/queries/web-hook-v2',
      'o.graphql:1:23  erro  O campo `inventado` não existe no tipo `WebHook`.',
      '    https://portal.exemplo/api/types/objects/web-hook',
      '',
      '1 erro e 1 uso de membro obsoleto em 1 operação de 1 arquivo.',
    ]);
    const json = reportJson(result);
    expect(json.resumo).toEqual({
      erros: 1,
      obsoletos: 1,
      texto: '1 erro e 1 uso de membro obsoleto em 1 operação de 1 arquivo.',
    });
    expect(json.achados[1]).toEqual({
      tipo: 'validacao',
      gravidade: 'erro',
      mensagem: 'O campo `inventado` não existe no tipo `WebHook`.',
      arquivo: 'o.graphql',
      linha: 1,
      coluna: 23,
      membro: 'WebHook',
      link: 'https://portal.exemplo/api/types/objects/web-hook',
      regra: 'FieldsOnCorrectTypeRule',
    });
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });
});

describe('validation messages', () => {
  it('has Portuguese patterns for every rule graphql-js specifies', () => {
    expect(Object.keys(RULE_MESSAGES).sort()).toEqual(specifiedRules.map((rule) => rule.name).sort());
    // By identity, not by the function's name, which minifiers rename.
    expect(specifiedRules.map((rule) => RULE_NAMES.get(rule))).toEqual(specifiedRules.map((rule) => rule.name));
  });

  it.each([
    ['query A { billing(id: 1) { id } } query A { billing(id: 2) { id } }', 'Há mais de uma operação chamada `A`.'],
    [
      '{ billing(id: 1) { id } } query B { billing(id: 2) { id } }',
      'Uma operação sem nome precisa ser a única do documento: dê um nome a cada operação.',
    ],
    ['query A($x: Int) { billing(id: 1) { id } }', 'A variável `$x` é declarada e não é usada na operação `A`.'],
    ['query A { billing(id: $x) { id } }', 'A variável `$x` não está declarada na operação `A`.'],
    ['query A { billing(id: "1") { id } }', 'Esperava um valor do tipo `Int` e encontrou `"1"`.'],
    [
      'query A { billing(id: 1) }',
      'O campo `billing` é do tipo `Billing`: selecione os subcampos que você quer (`billing { ... }`).',
    ],
    [
      'query A { billing(id: 1) { id { x } } }',
      'O campo `id` é do tipo `Int!`, que não tem subcampos: remova a seleção.',
    ],
    ['query A { billing(id: 1, nada: 2) { id } }', 'O argumento `nada` não existe no campo `Query.billing`.'],
    [
      'query A($v: Billing) { billing(id: 1) { id } }',
      'A variável `$v` não pode ser do tipo `Billing`, que não é um tipo de entrada.',
    ],
    ['query A { billing(id: 1) @inexistente { id } }', 'A diretiva `@inexistente` não existe no schema.'],
    [
      'query A($i: String!) { billing(id: $i) { id } }',
      'A variável `$i` é do tipo `String!`, mas é usada onde se espera `Int!`.',
    ],
    [
      'query A { billing(id: 1) { x: id x: dueDate } }',
      'Os campos `x` conflitam: `id` e `dueDate` são campos diferentes. Use apelidos diferentes para pedir os dois.',
    ],
    ['fragment F on Billing { ...F } query A { billing(id: 1) { ...F } }', 'O fragmento `F` usa a si mesmo.'],
  ])('translates %s', (text, expected) => {
    const messages = check([file('v.graphql', text)]).findings.map((finding) => finding.message);
    expect(messages).toContain(expected);
  });

  it('leaves an unknown message as it is (undefined)', () => {
    expect(translateValidation('FieldsOnCorrectTypeRule', 'Something else.')).toBeUndefined();
  });
});

describe('buildTimeline', () => {
  it('lists the releases and, for partial members, the releases that have them', () => {
    expect(timeline.versions).toEqual(history.map((entry) => entry.date));
    expect(timeline.partial['Billing.isManualPayment']).toEqual([2, 3, 4]);
    expect(timeline.partial['Billing.id']).toBeUndefined();
    expect(timeline.deprecatedIn).toEqual({
      'Billing.hasAnyManualPayment': '2024-07-15',
      'Query.webHook': '2024-07-08',
      'Query.webHookEvent': '2024-07-08',
      'Query.webHookEvents': '2024-07-08',
      'Query.webHooks': '2024-07-08',
    });
  });
});
