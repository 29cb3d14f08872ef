/**
 * The reference's "Descontinuações" page: every deprecated operation, field, argument, input field
 * and enum value of the snapshot, with its reason, its replacement (linked, when the reason names
 * a member of the same type or an operation) and the release that deprecated it, read from the
 * schema's history (the first release whose schema has it deprecated).
 */
import type {GraphQLSchema} from 'graphql';

import {CHANGELOG_ROUTE, memberHref} from './changelog';
import type {SinceIndex} from './since';
import {schemaMembers} from './schema-members';
import {REFERENCE_ROUTE_BASE} from '../../../lib/reference-layout';

const DEPRECATIONS_SLUG = 'descontinuacoes';
export const DEPRECATIONS_FILE = `${DEPRECATIONS_SLUG}.mdx`;
export const DEPRECATIONS_ROUTE = `/${REFERENCE_ROUTE_BASE}/${DEPRECATIONS_SLUG}`;

export interface Deprecation {
  /** `Type.field`, `Type.field.argument` or `Enum.VALUE`, as the changelog's paths. */
  readonly path: string;
  readonly reason: string;
}

/** Every deprecated member of a schema, in the schema's order. */
export function deprecationsOf(schema: GraphQLSchema): Deprecation[] {
  return schemaMembers(schema).flatMap(({path, deprecationReason}) =>
    deprecationReason === undefined ? [] : [{path, reason: deprecationReason}],
  );
}

/** The replacement the reason names: the first word that is a member of the same type, linked. */
function replacementOf(deprecation: Deprecation, schema: GraphQLSchema): string {
  const parent = deprecation.path.split('.')[0] ?? '';
  // A word that is no member of the type links to the type's own page, or nowhere: not a replacement.
  const parentHref = memberHref(parent, schema);
  for (const word of deprecation.reason.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) {
    if (`${parent}.${word}` === deprecation.path) continue;
    const href = memberHref(`${parent}.${word}`, schema);
    if (href !== undefined && href !== parentHref) return `[\`${word}\`](${href})`;
  }
  return '—';
}

/** The whole page: the snapshot's deprecations, dated by the history (the same dates as the "desde" notes). */
export function deprecationsMdx(current: GraphQLSchema, since: SinceIndex): string {
  const rows = deprecationsOf(current).map((deprecation) => {
    const first = since.firstEntry(deprecation.path, true);
    const deprecatedSince = first === undefined ? '—' : since.text(first);
    const href = memberHref(deprecation.path, current);
    const name = `\`${deprecation.path}\``;
    const reason = deprecation.reason.replace(/\|/g, '\\|').replace(/[{}<>]/g, (char) => `\\${char}`);
    return `| ${href === undefined ? name : `[${name}](${href})`} | ${replacementOf(deprecation, current)} | ${deprecatedSince} | ${reason} |`;
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
    `[Mudanças no schema](${CHANGELOG_ROUTE}).`,
    '',
    '| Obsoleto | Substituto | Desde | Motivo |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
