/**
 * The reference's "Descontinuações" page: every deprecated operation, field, argument, input field
 * and enum value of the snapshot, with its reason, its replacement (linked, when the reason names
 * a member of the same type or an operation) and the release that deprecated it, read from the
 * schema's history (the first release whose schema has it deprecated).
 */
import {isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema} from 'graphql';

import type {HistoryEntry} from '../../../lib/schema-history';
import {changeHref, longDate} from './changelog';

const DEPRECATIONS_SLUG = 'descontinuacoes';
export const DEPRECATIONS_FILE = `${DEPRECATIONS_SLUG}.mdx`;
export const DEPRECATIONS_ROUTE = `/api/${DEPRECATIONS_SLUG}`;

export interface Deprecation {
  /** `Type.field`, `Type.field.argument` or `Enum.VALUE`, as the changelog's paths. */
  readonly path: string;
  readonly reason: string;
}

/** Every deprecated member of a schema, in the schema's order. */
export function deprecationsOf(schema: GraphQLSchema): Deprecation[] {
  const found: Deprecation[] = [];
  const add = (path: string, reason: string | null | undefined): void => {
    if (reason !== null && reason !== undefined) found.push({path, reason});
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        add(`${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of field.args) add(`${type.name}.${field.name}.${arg.name}`, arg.deprecationReason);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) add(`${type.name}.${field.name}`, field.deprecationReason);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) add(`${type.name}.${value.name}`, value.deprecationReason);
    }
  }
  return found;
}

/** The replacement the reason names: the first word that is a member of the same type, linked. */
function replacementOf(deprecation: Deprecation, schema: GraphQLSchema): string {
  const parent = deprecation.path.split('.')[0] ?? '';
  for (const word of deprecation.reason.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) {
    if (`${parent}.${word}` === deprecation.path) continue;
    const href = changeHref({severity: 'segura', type: '', path: `${parent}.${word}`, message: ''}, schema);
    if (href?.includes('#') === true || href?.startsWith('/api/api/') === true) return `[\`${word}\`](${href})`;
  }
  return '—';
}

/** The whole page, from the history and its schemas (same order, oldest first; the last is the snapshot). */
export function deprecationsMdx(history: readonly HistoryEntry[], schemas: readonly GraphQLSchema[]): string {
  const current = schemas.at(-1);
  if (current === undefined) throw new Error('Histórico do schema vazio.');
  const deprecatedIn = schemas.map((schema) => new Set(deprecationsOf(schema).map((entry) => entry.path)));
  const rows = deprecationsOf(current).map((deprecation) => {
    const first = deprecatedIn.findIndex((paths) => paths.has(deprecation.path));
    const since =
      first <= 0
        ? `antes de ${longDate(history[1]?.date ?? history[0]?.date ?? '')}`
        : `[${longDate(history[first]?.date ?? '')}](/api/mudancas-no-schema#${history[first]?.date ?? ''})`;
    const href = changeHref({severity: 'segura', type: '', path: deprecation.path, message: ''}, current);
    const name = `\`${deprecation.path}\``;
    const reason = deprecation.reason.replace(/\|/g, '\\|').replace(/[{}<>]/g, (char) => `\\${char}`);
    return `| ${href === undefined ? name : `[${name}](${href})`} | ${replacementOf(deprecation, current)} | ${since} | ${reason} |`;
  });
  return [
    '---',
    'title: Descontinuações',
    'sidebar_label: Descontinuações',
    'sidebar_position: 5',
    'description: Operações, campos, argumentos e valores obsoletos da API, com o substituto e a versão que os descontinuou.',
    '---',
    '',
    'Um membro obsoleto continua respondendo, mas vai sair do schema: troque-o pelo substituto antes disso. A remoção é',
    'anunciada com antecedência nas notas de versão e aparece como mudança incompatível em',
    '[Mudanças no schema](/api/mudancas-no-schema).',
    '',
    '| Obsoleto | Substituto | Desde | Motivo |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
