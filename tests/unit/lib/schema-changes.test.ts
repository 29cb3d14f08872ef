/**
 * The changelog's classification and sentences (src/lib/schema-changes.ts), on one pair of small
 * schemas per kind of change the site reports: each pair differs by that change alone.
 */
import {buildSchema} from 'graphql';
import {describe, expect, it} from 'vitest';

import {compareSchemas, REPORTED_CHANGE_TYPES, type Severity} from '../../../src/lib/schema-changes';

const BASE = `
type Query { billing(id: Int): Billing, legacy: Int @deprecated(reason: "Use billing."), old: Int }
type Mutation { addBilling(data: AddBillingDataInput!): Billing }
type Billing implements Node { id: ID, value: Float, status: BillingStatus }
interface Node { id: ID }
interface Entity { id: ID }
input AddBillingDataInput { value: Float!, note: String = "a" }
enum BillingStatus { OPEN PAID CANCELED LATE @deprecated(reason: "Use OPEN.") }
union SearchResult = Billing
directive @cached(ttl: Int) on FIELD_DEFINITION
`;

interface Case {
  readonly type: string;
  /** Text replaced in BASE, and what replaces it. */
  readonly from: string;
  readonly to: string;
  readonly severity: Severity;
  readonly message: string;
}

const CASES: readonly Case[] = [
  {
    type: 'TYPE_ADDED',
    from: 'interface Entity',
    to: 'type Student { id: ID }\ninterface Entity',
    severity: 'segura',
    message: 'Novo tipo `Student` (objeto).',
  },
  {
    type: 'TYPE_REMOVED',
    from: 'interface Entity { id: ID }',
    to: '',
    severity: 'incompativel',
    message: 'O tipo `Entity` foi removido.',
  },
  {
    type: 'TYPE_KIND_CHANGED',
    from: 'interface Entity { id: ID }',
    to: 'type Entity { id: ID }',
    severity: 'incompativel',
    message: 'O tipo `Entity` era interface e passou a ser objeto.',
  },
  {
    type: 'UNION_MEMBER_ADDED',
    from: 'union SearchResult = Billing',
    to: 'union SearchResult = Billing | Extra\ntype Extra { id: ID }',
    severity: 'perigosa',
    message: 'A união `SearchResult` passou a incluir `Extra`.',
  },
  {
    type: 'UNION_MEMBER_REMOVED',
    from: 'union SearchResult = Billing',
    to: 'union SearchResult = Other\ntype Other { id: ID }',
    severity: 'incompativel',
    message: 'A união `SearchResult` deixou de incluir `Billing`.',
  },
  {
    type: 'OBJECT_TYPE_INTERFACE_ADDED',
    from: 'implements Node',
    to: 'implements Node & Entity',
    severity: 'perigosa',
    message: 'O objeto `Billing` passou a implementar `Entity`.',
  },
  {
    type: 'OBJECT_TYPE_INTERFACE_REMOVED',
    from: 'type Billing implements Node',
    to: 'type Billing',
    severity: 'incompativel',
    message: 'O objeto `Billing` deixou de implementar `Node`.',
  },
  {
    type: 'FIELD_ADDED',
    from: 'old: Int }',
    to: 'old: Int, billings: [Billing] }',
    severity: 'segura',
    message: 'A query `billings` foi adicionada, do tipo `[Billing]`.',
  },
  {
    type: 'FIELD_ADDED',
    from: 'status: BillingStatus }',
    to: 'status: BillingStatus, dueDate: String }',
    severity: 'segura',
    message: 'O campo `Billing.dueDate` foi adicionado, do tipo `String`.',
  },
  {
    type: 'FIELD_REMOVED',
    from: ', old: Int }',
    to: ' }',
    severity: 'incompativel',
    message: 'A query `old` foi removida.',
  },
  {
    type: 'FIELD_REMOVED',
    from: ', value: Float,',
    to: ',',
    severity: 'incompativel',
    message: 'O campo `Billing.value` foi removido.',
  },
  {
    type: 'FIELD_TYPE_CHANGED',
    from: 'value: Float,',
    to: 'value: String,',
    severity: 'incompativel',
    message: 'O campo `Billing.value` mudou de tipo: de `Float` para `String`.',
  },
  {
    type: 'FIELD_DEPRECATION_ADDED',
    from: 'old: Int }',
    to: 'old: Int @deprecated(reason: "Use billing.") }',
    severity: 'segura',
    message: 'A query `old` ficou obsoleta: Use billing.',
  },
  {
    type: 'FIELD_ARGUMENT_ADDED',
    from: 'billing(id: Int)',
    to: 'billing(id: Int, refId: String)',
    severity: 'perigosa',
    message: 'Novo argumento `refId` (`String`) na query `billing`.',
  },
  {
    type: 'FIELD_ARGUMENT_ADDED',
    from: 'billing(id: Int)',
    to: 'billing(id: Int, refId: String!)',
    severity: 'incompativel',
    message: 'Novo argumento `refId` (`String!`) na query `billing`.',
  },
  {
    type: 'FIELD_ARGUMENT_REMOVED',
    from: 'billing(id: Int)',
    to: 'billing',
    severity: 'incompativel',
    message: 'O argumento `id` da query `billing` foi removido.',
  },
  {
    type: 'FIELD_ARGUMENT_TYPE_CHANGED',
    from: 'billing(id: Int)',
    to: 'billing(id: Int!)',
    severity: 'incompativel',
    message: 'O argumento `id` da query `billing` mudou de tipo: de `Int` para `Int!`.',
  },
  {
    type: 'FIELD_ARGUMENT_DEFAULT_CHANGED',
    from: 'billing(id: Int)',
    to: 'billing(id: Int = 1)',
    severity: 'perigosa',
    message: 'O valor padrão do argumento `id` da query `billing` mudou de nenhum para `1`.',
  },
  {
    type: 'INPUT_FIELD_ADDED',
    from: 'note: String = "a" }',
    to: 'note: String = "a", dueDate: String }',
    severity: 'segura',
    message: 'Novo campo `dueDate` (`String`) na entrada `AddBillingDataInput`.',
  },
  {
    type: 'INPUT_FIELD_ADDED',
    from: 'note: String = "a" }',
    to: 'note: String = "a", dueDate: String! }',
    severity: 'incompativel',
    message: 'Novo campo `dueDate` (`String!`) na entrada `AddBillingDataInput`, obrigatório.',
  },
  {
    type: 'INPUT_FIELD_REMOVED',
    from: ', note: String = "a" }',
    to: ' }',
    severity: 'incompativel',
    message: 'O campo `note` da entrada `AddBillingDataInput` foi removido.',
  },
  {
    type: 'INPUT_FIELD_TYPE_CHANGED',
    from: 'note: String = "a"',
    to: 'note: String! = "a"',
    severity: 'incompativel',
    message: 'O campo `note` da entrada `AddBillingDataInput` mudou de tipo: de `String` para `String!`.',
  },
  {
    type: 'INPUT_FIELD_DEFAULT_VALUE_CHANGED',
    from: 'note: String = "a"',
    to: 'note: String = "b"',
    severity: 'perigosa',
    message: 'O valor padrão do campo `note` da entrada `AddBillingDataInput` mudou de `"a"` para `"b"`.',
  },
  {
    type: 'ENUM_VALUE_ADDED',
    from: 'OPEN PAID CANCELED',
    to: 'OPEN PAID CANCELED REFUNDED',
    severity: 'perigosa',
    message: 'Novo valor `REFUNDED` na enumeração `BillingStatus`.',
  },
  {
    type: 'ENUM_VALUE_REMOVED',
    from: 'OPEN PAID CANCELED',
    to: 'OPEN PAID',
    severity: 'incompativel',
    message: 'O valor `CANCELED` da enumeração `BillingStatus` foi removido.',
  },
  {
    type: 'ENUM_VALUE_DEPRECATION_REASON_ADDED',
    from: 'CANCELED LATE',
    to: 'CANCELED @deprecated(reason: "Use PAID.") LATE',
    severity: 'segura',
    message: 'O valor `CANCELED` da enumeração `BillingStatus` ficou obsoleto: Use PAID.',
  },
  {
    type: 'DIRECTIVE_ADDED',
    from: 'directive @cached',
    to: 'directive @audited on FIELD_DEFINITION\ndirective @cached',
    severity: 'segura',
    message: 'Nova diretiva `@audited`.',
  },
  {
    type: 'DIRECTIVE_REMOVED',
    from: 'directive @cached(ttl: Int) on FIELD_DEFINITION',
    to: '',
    severity: 'incompativel',
    message: 'A diretiva `@cached` foi removida.',
  },
  {
    type: 'DIRECTIVE_ARGUMENT_ADDED',
    from: '@cached(ttl: Int)',
    to: '@cached(ttl: Int, scope: String)',
    severity: 'segura',
    message: 'Novo argumento `scope` na diretiva `@cached`.',
  },
  {
    type: 'DIRECTIVE_ARGUMENT_REMOVED',
    from: '@cached(ttl: Int)',
    to: '@cached',
    severity: 'incompativel',
    message: 'O argumento `ttl` da diretiva `@cached` foi removido.',
  },
  {
    type: 'DIRECTIVE_LOCATION_ADDED',
    from: 'on FIELD_DEFINITION',
    to: 'on FIELD_DEFINITION | OBJECT',
    severity: 'segura',
    message: 'A diretiva `@cached` passou a valer em `OBJECT`.',
  },
  {
    type: 'DIRECTIVE_LOCATION_REMOVED',
    from: 'on FIELD_DEFINITION',
    to: 'on OBJECT',
    severity: 'incompativel',
    message: 'A diretiva `@cached` deixou de valer em `FIELD_DEFINITION`.',
  },
  {
    type: 'FIELD_DEPRECATION_REMOVED',
    from: 'legacy: Int @deprecated(reason: "Use billing.")',
    to: 'legacy: Int',
    severity: 'segura',
    message: 'A query `legacy` deixou de ser obsoleta.',
  },
  {
    type: 'FIELD_DEPRECATION_REASON_CHANGED',
    from: '"Use billing."',
    to: '"Use billings."',
    severity: 'segura',
    message: 'O motivo da obsolescência da query `legacy` passou a ser: Use billings.',
  },
  {
    type: 'ENUM_VALUE_DEPRECATION_REASON_CHANGED',
    from: '"Use OPEN."',
    to: '"Use PAID."',
    severity: 'segura',
    message: 'O motivo da obsolescência do valor `LATE` da enumeração `BillingStatus` passou a ser: Use PAID.',
  },
  {
    type: 'ENUM_VALUE_DEPRECATION_REASON_REMOVED',
    from: 'LATE @deprecated(reason: "Use OPEN.")',
    to: 'LATE',
    severity: 'segura',
    message: 'O valor `LATE` da enumeração `BillingStatus` deixou de ser obsoleto.',
  },
  {
    type: 'SCHEMA_QUERY_TYPE_CHANGED',
    from: 'type Query {',
    to: 'schema { query: Root, mutation: Mutation }\ntype Root {',
    severity: 'incompativel',
    message: 'O tipo raiz das queries mudou de `Query` para `Root`.',
  },
  {
    type: 'SCHEMA_MUTATION_TYPE_CHANGED',
    from: 'type Mutation {',
    to: 'schema { query: Query, mutation: Changes }\ntype Changes {',
    severity: 'incompativel',
    message: 'O tipo raiz das mutations mudou de `Mutation` para `Changes`.',
  },
  {
    type: 'SCHEMA_SUBSCRIPTION_TYPE_CHANGED',
    from: 'type Mutation {',
    to: 'type Subscription { onBilling: Billing }\ntype Mutation {',
    severity: 'segura',
    message: 'O tipo raiz das subscriptions mudou de nenhum para `Subscription`.',
  },
];

function changed(from: string, to: string): string {
  if (!BASE.includes(from)) throw new Error(`O caso não acha "${from}" no schema base.`);
  return BASE.replace(from, to);
}

describe('mudanças entre dois schemas', () => {
  it.each(CASES.map((entry) => [entry.type, entry.message, entry] as const))(
    '%s: %s',
    async (_type, _message, entry) => {
      const changes = await compareSchemas(buildSchema(BASE), buildSchema(changed(entry.from, entry.to)));
      expect(changes.find((change) => change.type === entry.type)).toMatchObject({
        severity: entry.severity,
        message: entry.message,
      });
    },
  );

  it('um schema igual a si mesmo não tem mudança', async () => {
    expect(await compareSchemas(buildSchema(BASE), buildSchema(BASE))).toEqual([]);
  });

  it('descrições alteradas e o uso de diretivas não entram; a obsolescência entra uma vez', async () => {
    const after = changed('old: Int }', '"Antigo." old: Int @deprecated(reason: "Use billing.") }');
    const changes = await compareSchemas(buildSchema(BASE), buildSchema(after));
    expect(changes.map((change) => change.type)).toEqual(['FIELD_DEPRECATION_ADDED']);
  });

  it('um tipo ou campo novo é uma mudança só, sem os seus campos, valores e argumentos', async () => {
    const after = changed('interface Entity', 'type Student { id: ID, name: String }\ninterface Entity').replace(
      'old: Int }',
      'old: Int, students(skip: Int, take: Int): [Student] }',
    );
    const changes = await compareSchemas(buildSchema(BASE), buildSchema(after));
    expect(changes.map((change) => change.message)).toEqual([
      'Novo tipo `Student` (objeto).',
      'A query `students` foi adicionada, do tipo `[Student]`.',
    ]);
  });

  it('as incompatíveis vêm primeiro, depois as perigosas e as seguras', async () => {
    const after = changed('OPEN PAID CANCELED', 'OPEN PAID REFUNDED').replace('old: Int }', 'old: Int, extra: Int }');
    const changes = await compareSchemas(buildSchema(BASE), buildSchema(after));
    expect(changes.map((change) => change.severity)).toEqual(['incompativel', 'perigosa', 'segura']);
  });

  it('todo tipo de mudança relatado tem um caso aqui', () => {
    const covered = new Set(CASES.map((entry) => entry.type));
    expect(REPORTED_CHANGE_TYPES.filter((type) => !covered.has(type))).toEqual([]);
  });
});
