/**
 * The reference's "Mudanças no schema" page: for each release of the schema's history
 * (src/lib/schema-history.ts), newest first, its changes grouped by severity
 * (src/lib/schema-changes.ts), each linked to the reference page, and field anchor, it touches.
 * Each release's section has the release's date as its id, which its release note links to.
 */
import type {GraphQLSchema} from 'graphql';

import {compareSchemas, SEVERITIES, SEVERITY_LABELS, type SchemaChange} from '../../../lib/schema-changes';
import type {HistoryEntry} from '../../../lib/schema-history';
import {CHECKER_ROUTE} from '../../../lib/checker-link';
import {memberHref} from '../../../lib/schema-docs';
import {REFERENCE_ROUTE_BASE} from '../../../lib/reference-layout';
import {FEEDS} from '../../../lib/machine-readable';
import {longDate} from '../../../lib/long-date';

/** The page's file in the reference's folder, and so its route under the reference's. */
const CHANGELOG_SLUG = 'mudancas-no-schema';
export const CHANGELOG_FILE = `${CHANGELOG_SLUG}.mdx`;
export const CHANGELOG_ROUTE = `/${REFERENCE_ROUTE_BASE}/${CHANGELOG_SLUG}`;

/** 2024-07-08 → "8 de julho de 2024". */
// memberHref moved to src/lib/schema-docs.ts, which the operation checker (browser code) shares.
export {memberHref};

function releaseSection(date: string, changes: readonly SchemaChange[], schema: GraphQLSchema): string {
  const lines = [
    `## ${longDate(date)} \\{#${date}\\}`,
    '',
    `[Nota de versão de ${longDate(date)}](/blog/${date}-release-notes). ${String(changes.length)} mudança${
      changes.length === 1 ? '' : 's'
    } no schema.`,
    '',
  ];
  for (const severity of SEVERITIES) {
    const group = changes.filter((change) => change.severity === severity);
    if (group.length === 0) continue;
    lines.push(`### ${SEVERITY_LABELS[severity]} \\{#${date}-${severity}\\}`, '');
    for (const change of group) {
      const href = memberHref(change.path, schema);
      // The member named first in the sentence is the link (a removed member has no page).
      const message =
        href === undefined ? change.message : change.message.replace(/`[^`]+`/, (name) => `[${name}](${href})`);
      lines.push(`- ${message}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * The sentence with the portal's feeds (src/lib/machine-readable.ts FEEDS). `pathname://`: they are
 * files, not routes, so neither the router nor the broken-link checker handles them.
 */
export function feedsParagraph(): string {
  const link = (id: string): string => {
    const feed = FEEDS.find((candidate) => candidate.id === id);
    if (feed === undefined) throw new Error(`feed desconhecido: ${id}`);
    return `[${feed.title}](pathname://${feed.route})`;
  };
  return (
    `Para ser avisado de cada versão num leitor de feeds, assine o feed ${link('schema')}, com uma entrada por ` +
    'versão e as mudanças incompatíveis e as obsolescências marcadas no título, ou os feeds das notas de versão: ' +
    `${link('releaseNotesRss')} ou ${link('releaseNotesAtom')}.`
  );
}

/** The whole page, from the history and its schemas (same order, oldest first). */
export async function changelogMdx(
  history: readonly HistoryEntry[],
  schemas: readonly GraphQLSchema[],
): Promise<string> {
  const sections: string[] = [];
  for (let index = history.length - 1; index > 0; index--) {
    const [before, after, entry] = [schemas[index - 1], schemas[index], history[index]];
    if (before === undefined || after === undefined || entry === undefined) continue;
    sections.push(releaseSection(entry.date, await compareSchemas(before, after), after));
  }
  return [
    '---',
    'title: Mudanças no schema',
    'sidebar_label: Mudanças no schema',
    'sidebar_position: 4',
    'description: O que cada versão mudou no schema da API, separado em mudanças incompatíveis, perigosas e seguras.',
    '---',
    '',
    'O que cada versão da API mudou no schema, da mais nova para a mais antiga, calculado comparando o schema de cada',
    'versão com o da anterior. **Incompatíveis** quebram clientes que usam o que mudou (um campo removido, um argumento',
    'que passou a ser obrigatório): ajuste a integração antes de a versão chegar ao seu ambiente. **Perigosas** não',
    'quebram uma requisição, mas podem mudar o que ela recebe (um valor novo numa enumeração que o seu código trata com',
    '`switch`, um valor padrão novo). **Seguras** só acrescentam. Edições de descrição não entram.',
    '',
    `Para saber se as suas operações usam algo que mudou, cole-as no [verificador de operações](${CHECKER_ROUTE}): ele`,
    'aponta os membros obsoletos e, comparando com a versão que a sua integração usa hoje, o que ela ainda não tinha.',
    feedsParagraph(),
    '',
    ...sections,
  ].join('\n');
}
