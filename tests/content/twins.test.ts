/**
 * The Markdown twins of the guides (src/plugins/markdown-twins/twin.ts), built from the real
 * sources: no JSX left, the fields of every <SchemaTable> (read from the schema) and every
 * <ApiCall>'s operation and variables, with every tab of the example in its own fenced block.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {Link, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema} from 'graphql';
import {describe, expect, it} from 'vitest';

import {REPO_ROOT} from '../../src/lib/repo-root';
import {EXPLORER_LINK_LABEL, explorerHref} from '../../src/lib/explorer-link';
import {REQUEST_LANGUAGES} from '../../src/lib/languages';
import {operationField, type OperationKind} from '../../src/lib/schema-docs';
import {loadSnapshot} from '../../src/lib/schema-snapshot';
import {markdownTwin} from '../../src/plugins/markdown-twins/twin';
import {listGuides} from '../../scripts/guides/guide-files';
import {guideRequests} from '../support/requests';
import {fenceLanguages, namesField, tagsIn} from '../support/twin-checks';

interface SourceTable {
  readonly line: number;
  /** The names the schema gives the table's rows: an operation's arguments, a type's fields or values. */
  readonly names: readonly string[];
}

/** The `<SchemaTable>` elements of a guide's source, with their rows' names read from the schema. */
function schemaTablesOf(file: string, schema: GraphQLSchema): SourceTable[] {
  const tree: Root = unified().use(remarkParse).use(remarkMdx).parse(readFileSync(file, 'utf8'));
  const tables: SourceTable[] = [];
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name !== 'SchemaTable') return;
    const attribute = (name: string): string | undefined => {
      const found = node.attributes.find(
        (candidate): candidate is MdxJsxAttribute => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
      );
      return typeof found?.value === 'string' ? found.value : undefined;
    };
    const operation = attribute('operation');
    const typeName = attribute('type');
    let names: string[] = [];
    if (operation !== undefined) {
      const [kind, field] = operation.split('.');
      names = operationField(schema, kind as OperationKind, field ?? '').args.map((arg) => arg.name);
    } else if (typeName !== undefined) {
      const type = schema.getType(typeName);
      if (isEnumType(type)) names = type.getValues().map((value) => value.name);
      else if (isObjectType(type) || isInputObjectType(type) || isInterfaceType(type))
        names = Object.keys(type.getFields());
    }
    if (names.length === 0) throw new Error(`${file}:${node.position?.start.line}: <SchemaTable> sem linhas no schema`);
    tables.push({line: node.position?.start.line ?? 0, names});
  });
  return tables;
}

/** The destinations of the twin's "Testar no explorador" links, as a Markdown reader sees them. */
function explorerLinks(twin: string): string[] {
  const urls: string[] = [];
  visit(unified().use(remarkParse).parse(twin), 'link', (node: Link) => {
    if (toString(node) === EXPLORER_LINK_LABEL) urls.push(node.url);
  });
  return urls;
}

const schema = loadSnapshot();
const guides = listGuides(path.join(REPO_ROOT, 'docs'));
const requests = guideRequests();

function twinOf(file: string, source = readFileSync(file, 'utf8')): string {
  return markdownTwin({file, source, title: 'Título da página', resolve: (url) => url, hasTwin: () => true});
}

describe('versões em Markdown dos guias', () => {
  it.each(guides.map((file) => [path.relative(REPO_ROOT, file), file]))(
    '%s: sem JSX, com os campos das tabelas e cada exemplo em todas as linguagens',
    (name, file) => {
      const twin = twinOf(file);
      expect(tagsIn(twin)).toEqual([]);
      expect(twin).not.toMatch(/^:::/m);
      expect(twin).toMatch(/^# /);
      for (const table of schemaTablesOf(file, schema)) {
        const missing = table.names.filter((field) => !namesField(twin, field));
        expect(missing, `${name}:${table.line}`).toEqual([]);
      }
      const calls = requests.filter((request) => request.where.startsWith(`${name}:`));
      for (const {where, request} of calls) {
        expect(twin, where).toContain(`\`\`\`graphql\n${request.query}\n\`\`\``);
        expect(twin, where).toContain(`\`\`\`json\n${JSON.stringify(request.variables, null, 2)}\n\`\`\``);
        // And the link that opens the same request in the explorer (read as Markdown: `&` comes escaped).
        expect(explorerLinks(twin), where).toContain(explorerHref(request));
      }
      const languages = fenceLanguages(twin);
      for (const language of REQUEST_LANGUAGES) {
        const blocks = languages.filter((candidate) => candidate === language.prism).length;
        expect(blocks, `${name}: blocos ${language.prism}`).toBeGreaterThanOrEqual(calls.length);
      }
    },
  );

  it('um componente sem versão em Markdown falha a geração, com o arquivo e a linha', () => {
    const source = '---\ntitle: Teste\n---\n\nTexto.\n\n<Desconhecido valor="1" />\n';
    expect(() => twinOf('/tmp/pagina.md', source)).toThrow(/pagina\.md:7: o componente <Desconhecido>/);
  });

  it('um grupo de abas vira cada aba, com o rótulo e o bloco de código de cada uma', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '<Tabs lazy>',
      '<TabItem value="a" label="Primeira">',
      '',
      '```graphql',
      'query A { a }',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="b" label="Segunda">',
      '',
      '```python',
      'print(1)',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    const twin = twinOf('/tmp/abas.mdx', source);
    expect(twin).toBe(
      '# Título da página\n\n**Primeira**\n\n```graphql\nquery A { a }\n```\n\n**Segunda**\n\n```python\nprint(1)\n```\n',
    );
  });

  it('avisos viram citações com o título, e os ids de título somem', () => {
    const source = '## Seção \\{#secao\\}\n\n:::warning[Cuidado]\n\nNão repita o pedido.\n\n:::\n';
    expect(twinOf('/tmp/aviso.md', source)).toBe(
      '# Título da página\n\n## Seção\n\n> **Cuidado**\n>\n> Não repita o pedido.\n',
    );
  });
});
