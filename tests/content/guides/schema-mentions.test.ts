/**
 * Prose names only members the schema has. A page that tells the reader to send `enrollmentId` to
 * `addPaymentPlan`, or to create a contract "com um `expirationDate`", describes a flow the API
 * cannot run. Outside code blocks, these mentions are held to the schema:
 * - `Type.member` (a field, an input field or an enum value of a schema type);
 * - `operation(argument: ...)`: the argument exists on the root field;
 * - "`member` de/do/da/em/no/na `Type`": the member exists on the type ("`data`, do tipo `X`"
 *   names the argument's type and is not a member mention);
 * - "`member` de/do/da/em/no/na `operation`": the member is an argument, an input member or a
 *   result field of the operation (at any depth of its inputs, two levels of its result);
 * - "o contrato com `member`", "`member` do contrato" and the same for the other records the guides
 *   name in Portuguese: the member exists on the record's type or on one of its inputs.
 */
import {readFileSync} from 'node:fs';

import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
import {describe, expect, it} from 'vitest';

import {lineAt, proseFiles, relative} from '../../support/markdown-text';
import {snapshot} from '../../support/snapshot-helpers';

const schema: GraphQLSchema = snapshot();

/** Member names of a named type (fields, input fields or enum values); undefined for others. */
function membersOf(type: GraphQLNamedType | undefined | null): Set<string> | undefined {
  if (isObjectType(type) || isInputObjectType(type) || isInterfaceType(type))
    return new Set(Object.keys(type.getFields()));
  if (isEnumType(type)) return new Set(type.getValues().map((value) => value.name));
  return undefined;
}

function rootField(name: string): GraphQLField<unknown, unknown> | undefined {
  return schema.getQueryType()?.getFields()[name] ?? schema.getMutationType()?.getFields()[name];
}

/** Everything an operation receives or returns: arguments, input members at any depth, two levels of result. */
function operationMembers(field: GraphQLField<unknown, unknown>): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (type: GraphQLType, depth: number, input: boolean): void => {
    const named = getNamedType(type);
    if (seen.has(named.name) || (!input && depth > 2)) return;
    seen.add(named.name);
    if (isObjectType(named) || isInterfaceType(named))
      for (const child of Object.values(named.getFields())) {
        names.add(child.name);
        walk(child.type, depth + 1, false);
      }
    if (isInputObjectType(named))
      for (const child of Object.values(named.getFields())) {
        names.add(child.name);
        walk(child.type, depth + 1, true);
      }
  };
  for (const arg of field.args) {
    names.add(arg.name);
    walk(arg.type, 0, true);
  }
  walk(field.type, 0, false);
  return names;
}

/** Records the guides name in Portuguese, with the schema type of each. */
const RECORDS: Readonly<Record<string, string>> = {
  contrato: 'Contract',
  matrícula: 'Enrollment',
  boleto: 'Billing',
  plano: 'PaymentPlan',
  dependente: 'Dependent',
  aluno: 'Dependent',
  aluna: 'Dependent',
  escola: 'Company',
  webhook: 'WebHookV2',
  turma: 'AcademicClass',
  série: 'AcademicSerie',
};

/** Members of a record's type and of the inputs that create or change it (not filters or sorts). */
function recordMembers(typeName: string): Set<string> {
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    const related =
      type.name === typeName ||
      (isInputObjectType(type) &&
        type.name.includes(typeName) &&
        !type.name.endsWith('FilterInput') &&
        !type.name.endsWith('SortInput'));
    if (related) for (const name of membersOf(type) ?? []) names.add(name);
  }
  return names;
}

/** Whether some type has both names as fields: "subtraia `refundValue` de `amountPaid`" compares two fields. */
function siblings(first: string, second: string): boolean {
  return Object.values(schema.getTypeMap()).some((type) => {
    const members = membersOf(type);
    return members?.has(first) === true && members.has(second);
  });
}

const LITERALS = new Set(['null', 'true', 'false']);
const NOUNS = Object.keys(RECORDS).join('|');
const PREPOSITION = '(?:de|do|da|em|no|na)';

/** Mentions of schema members in a page's prose that the schema does not have, as "line: «text»". */
export function unknownMentions(source: string): string[] {
  // Code blocks are examples, checked by their own tests; blank them and keep the line numbers.
  const text = source.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2\s*$/gm, (block) =>
    block.replace(/[^\n]/g, ' '),
  );
  const found: string[] = [];
  const report = (index: number, mention: string, why: string): void => {
    found.push(`${lineAt(text, index)}: «${mention.replace(/\s+/g, ' ')}» ${why}`);
  };
  for (const match of text.matchAll(/`([A-Z][A-Za-z0-9]+)\.([A-Za-z_][A-Za-z0-9_]*)`/g)) {
    const [mention, typeName = '', member = ''] = match;
    const members = membersOf(schema.getType(typeName));
    if (members !== undefined && !members.has(member)) report(match.index, mention, `: ${typeName} não tem ${member}`);
  }
  for (const match of text.matchAll(/`([a-z][A-Za-z0-9]*)\(([a-zA-Z]+):/g)) {
    const [mention, operation = '', argument = ''] = match;
    const field = rootField(operation);
    if (field !== undefined && !field.args.some((arg) => arg.name === argument))
      report(match.index, mention, `: ${operation} não recebe ${argument}`);
  }
  for (const match of text.matchAll(
    new RegExp(`\`([a-z][A-Za-z0-9]*)\`\\s+${PREPOSITION}\\s+\`([A-Za-z][A-Za-z0-9]+)\``, 'g'),
  )) {
    const [mention, member = '', owner = ''] = match;
    if (LITERALS.has(member)) continue;
    const typeMembers = membersOf(schema.getType(owner));
    if (typeMembers !== undefined) {
      if (!typeMembers.has(member)) report(match.index, mention, `: ${owner} não tem ${member}`);
      continue;
    }
    const field = rootField(owner);
    // The `id` of an add… result is the new record's refId: "o `refId` de `addX`" names that value.
    const resultRefId = member === 'refId' && owner.startsWith('add');
    if (field !== undefined && !resultRefId && !siblings(member, owner) && !operationMembers(field).has(member))
      report(match.index, mention, `: ${owner} não recebe nem devolve ${member}`);
  }
  const checkRecord = (index: number, mention: string, noun: string, member: string): void => {
    if (LITERALS.has(member) || rootField(member) !== undefined) return;
    const typeName = RECORDS[noun] ?? '';
    if (!recordMembers(typeName).has(member))
      report(index, mention, `: ${typeName} e as entradas dele não têm ${member}`);
  };
  for (const match of text.matchAll(
    new RegExp(`\\b[oa] (${NOUNS}) com (?:um |uma |o |a )?\`([a-z][A-Za-z0-9]*)\``, 'g'),
  ))
    checkRecord(match.index, match[0], match[1] ?? '', match[2] ?? '');
  for (const match of text.matchAll(new RegExp(`\`([a-z][A-Za-z0-9]*)\` (?:d[oa]|n[oa]) (${NOUNS})(?![\\p{L}])`, 'gu')))
    checkRecord(match.index, match[0], match[2] ?? '', match[1] ?? '');
  return found;
}

describe('a prosa só cita campos que o schema tem', () => {
  it.each(proseFiles().map((file) => [relative(file), file] as const))('%s', (_name, file) => {
    expect(unknownMentions(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('o detector acha cada forma de citação e deixa passar as certas', () => {
    expect(unknownMentions('Leia `Contract.expirationDate`.')).toHaveLength(1);
    expect(unknownMentions('Leia `Contract.relationshipDegree`.')).toEqual([]);
    expect(unknownMentions('Chame `company(cnpj: ...)`.')).toHaveLength(1);
    expect(unknownMentions('Envie `enrollmentId` em `AddPaymentPlanDataInput`.')).toHaveLength(1);
    expect(unknownMentions('Envie `dependentId` em `AddPaymentPlanDataInput`.')).toEqual([]);
    expect(unknownMentions('Envie `enrollmentId` em `addPaymentPlan`.')).toHaveLength(1);
    expect(unknownMentions('Envie `dependentId` em `addPaymentPlan`.')).toEqual([]);
    expect(unknownMentions('O argumento `data`, do tipo `TokenDataInput`.')).toEqual([]);
    expect(unknownMentions('Subtraia `refundValue` de `amountPaid`.')).toEqual([]);
    expect(unknownMentions('crie o contrato com um `expirationDate` próximo')).toHaveLength(1);
    expect(unknownMentions('o `expirationDate` do contrato')).toHaveLength(1);
    expect(unknownMentions('o `relationshipDegree` do contrato')).toEqual([]);
    expect(unknownMentions('```\n`Contract.expirationDate`\n```\n')).toEqual([]);
  });
});
