/**
 * The `mudancas_do_schema` tool: the changes from one version of the schema to another, read from
 * the history download (src/lib/schema-history-download.ts), grouped by version and by severity as
 * the changelog page groups them. A date between two versions means the version in force on it.
 */
import {versionAt} from '../../src/lib/operation-check';
import {longDate} from '../../src/lib/long-date';
import {SEVERITIES, SEVERITY_LABELS, type Severity} from '../../src/lib/schema-changes';
import type {SchemaHistoryDownload} from '../../src/lib/schema-history-download';

/** At most this many changes in one answer; the rest are counted, with the page to see them. */
export const MAX_CHANGES = 120;

export interface ChangesRequest {
  /** AAAA-MM-DD: the version in force on this date is the starting point. */
  readonly from: string;
  /** AAAA-MM-DD; the newest version when absent. */
  readonly to?: string;
  /** Only changes of these severities. */
  readonly severities?: readonly Severity[];
}

export function changesBetween(history: SchemaHistoryDownload, request: ChangesRequest, changelogUrl: string): string {
  const {timeline} = history;
  const fromIndex = versionAt(timeline, request.from);
  const toIndex = request.to === undefined ? timeline.versions.length - 1 : versionAt(timeline, request.to);
  const [from, to] = [timeline.versions[fromIndex] ?? '', timeline.versions[toIndex] ?? ''];
  if (toIndex < fromIndex) {
    throw new Error(`A versão final (${longDate(to)}) é anterior à inicial (${longDate(from)}): troque as datas.`);
  }
  const releases = history.releases.filter((release) => release.date > from && release.date <= to).reverse();
  const heading = `Mudanças no schema de ${longDate(from)} até ${longDate(to)}`;
  if (releases.length === 0) return `${heading}: nenhuma (é a mesma versão).`;
  const severities = request.severities ?? SEVERITIES;
  const lines = [`${heading}, da mais nova para a mais antiga:`];
  let shown = 0;
  let hidden = 0;
  for (const release of releases) {
    const changes = release.changes.filter((change) => severities.includes(change.severity));
    lines.push('', `## ${longDate(release.date)} (${String(changes.length)}) — ${changelogUrl}#${release.date}`);
    for (const severity of SEVERITIES) {
      const group = changes.filter((change) => change.severity === severity);
      if (group.length === 0) continue;
      lines.push(`${SEVERITY_LABELS[severity]}:`);
      for (const change of group) {
        if (shown >= MAX_CHANGES) {
          hidden += 1;
          continue;
        }
        lines.push(`- ${change.message}`);
        shown += 1;
      }
    }
  }
  if (hidden > 0) {
    lines.push('', `… e mais ${String(hidden)} mudanças. Restrinja as datas ou a gravidade, ou veja ${changelogUrl}.`);
  }
  return lines.join('\n');
}
