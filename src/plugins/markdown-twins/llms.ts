/**
 * /llms.txt (the llmstxt.org format: a title, a one-paragraph summary in a block quote, then one
 * section per part of the site, each a list of links with a short description) and the file with
 * the full text of the tutorial and the release notes. Pure: pages in, text out.
 */
import {DOWNLOADS, FEEDS, LLMS_FILES, LLMS_FULL_ROUTE, downloadRoute} from '../../lib/machine-readable';
import {ENDPOINT_VARIABLE, TOKEN_VARIABLE} from '../../lib/languages/common';

export type TwinSection = 'tutorial' | 'reference' | 'releaseNotes';

/** One page with a twin, as the index lists it. */
export interface TwinEntry {
  readonly section: TwinSection;
  readonly route: string;
  readonly twin: string;
  readonly title: string;
  readonly description?: string;
}

/** The sections, in the order of the index, with their titles. */
export const SECTION_TITLES: Readonly<Record<TwinSection, string>> = {
  tutorial: 'Tutorial',
  reference: 'Referência da API',
  releaseNotes: 'Notas de versão',
};

const SECTIONS = Object.keys(SECTION_TITLES) as TwinSection[];

/** The sections whose pages the full-text file holds: the reference is too large for one file. */
export const FULL_TEXT_SECTIONS: readonly TwinSection[] = ['tutorial', 'releaseNotes'];

export interface LlmsSite {
  readonly title: string;
  /** Absolute address of the site, without the trailing slash. */
  readonly url: string;
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

const item = (site: LlmsSite, title: string, route: string, description?: string): string =>
  `- [${oneLine(title)}](${site.url}${route})${description ? `: ${oneLine(description)}` : ''}`;

export function llmsTxt(site: LlmsSite, entries: readonly TwinEntry[]): string {
  const lines = [
    `# ${site.title}`,
    '',
    '> Documentação da API GraphQL de cobrança escolar, matrículas e aceite digital: um tutorial em português que ' +
      'percorre as operações em ordem de uso, a referência completa de cada operação e tipo, gerada do schema, e as ' +
      'notas de versão. Cada página tem uma versão em Markdown no mesmo endereço com a extensão .md, listada abaixo.',
    '',
    'Os exemplos de requisição leem o endereço GraphQL e o token de acesso das variáveis de ambiente ' +
      `${ENDPOINT_VARIABLE} e ${TOKEN_VARIABLE}. ` +
      'O token é obtido com a mutation `token` e enviado no cabeçalho `Authorization: Bearer`.',
  ];
  for (const section of SECTIONS) {
    lines.push('', `## ${SECTION_TITLES[section]}`, '');
    if (section === 'reference') {
      const schema = DOWNLOADS.find((download) => download.id === 'schema');
      if (schema !== undefined) lines.push(item(site, schema.title, downloadRoute(schema), schema.description));
    }
    for (const entry of entries.filter((candidate) => candidate.section === section)) {
      lines.push(item(site, entry.title, entry.twin, entry.description));
    }
  }
  lines.push('', '## Downloads', '');
  for (const file of LLMS_FILES.filter(({route}) => route === LLMS_FULL_ROUTE)) {
    lines.push(item(site, file.title, file.route, file.description));
  }
  for (const download of DOWNLOADS)
    lines.push(item(site, download.title, downloadRoute(download), download.description));
  lines.push('', '## Feeds', '');
  for (const feed of FEEDS) lines.push(item(site, feed.title, feed.route, feed.description));
  return `${lines.join('\n')}\n`;
}

/** Every page of the full-text sections, in the index's order, each after a line with its address. */
export function llmsFullTxt(site: LlmsSite, pages: readonly {entry: TwinEntry; markdown: string}[]): string {
  const parts = FULL_TEXT_SECTIONS.flatMap((section) =>
    pages
      .filter(({entry}) => entry.section === section)
      .map(({entry, markdown}) => `${SECTION_TITLES[section]}: ${site.url}${entry.route}\n\n${markdown.trim()}\n`),
  );
  return parts.join('\n---\n\n');
}
