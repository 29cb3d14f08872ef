/**
 * The reference's hooks (src/plugins/api-reference/generator/page-hooks.ts) called by graphql-markdown's
 * own printer, in memory, on a small schema: the printer hands each page's sections and the
 * composed page to them, and the page comes out in Portuguese and in the portal's layout; and the
 * hook that runs once the files are written makes the category index pages.
 */
import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {getEvents, registerMDXEventHandlers} from '@graphql-markdown/core';
import {Printer} from '@graphql-markdown/printer-legacy';
import {buildSchema as buildOwnSchema} from 'graphql';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';

import {REPO_ROOT} from '../../../../../src/lib/repo-root';
import {buildOperationExample, exampleSectionMdx} from '../../../../../src/plugins/api-reference/generator/examples';
import * as mdxFormatter from '../../../../../src/plugins/api-reference/generator/mdx-formatter';
import {
  afterPrintTypeHook,
  afterRenderFilesHook,
  beforeComposePageTypeHook,
} from '../../../../../src/plugins/api-reference/generator/page-hooks';
import {
  endSession,
  startSession,
  type ReferenceSession,
} from '../../../../../src/plugins/api-reference/generator/session';
import {GRAPHQL_MARKDOWN_OPTIONS} from '../../../../../src/plugins/api-reference/generator/options';
import {compileMdx, paragraphs} from '../../../../support/mdx-helpers';

const requireFromRoot = createRequire(path.join(REPO_ROOT, 'package.json'));
/**
 * graphql-markdown prints the schema built by the CommonJS graphql it uses; the session holds the
 * same schema built by this process's own import (Vitest loads graphql's ES build), as the
 * pipeline holds the snapshot it loaded.
 */
const {buildSchema} = requireFromRoot('graphql') as typeof import('graphql');

const SDL = `
"""Boleto bancário."""
type Billing {
  """Identificador."""
  id: Int! @deprecated(reason: "Use refId.")
  refId: String
  status: BillingStatus
}
enum BillingStatus { PAID OPEN }
input BillingFilterInput {
  """Condição de filtro — identificador."""
  id: Int
}
type Query {
  """Busca um boleto pelo "id"."""
  billing(where: BillingFilterInput): Billing
  done: Boolean
}
`;

const schema = buildSchema(SDL);
let session: ReferenceSession;

/** The formatter functions graphql-markdown reads from the module (its hooks are registered apart). */
const FORMATTER: Parameters<typeof Printer.init>[4] = {
  formatMDXBadge: mdxFormatter.formatMDXBadge,
  formatMDXAdmonition: mdxFormatter.formatMDXAdmonition,
  formatMDXBullet: mdxFormatter.formatMDXBullet,
  formatMDXDetails: mdxFormatter.formatMDXDetails,
  formatMDXFrontmatter: mdxFormatter.formatMDXFrontmatter,
  formatMDXLink: mdxFormatter.formatMDXLink,
  formatMDXNameEntity: (name, parentType) => mdxFormatter.formatMDXNameEntity(name, parentType ?? undefined),
  formatMDXSpecifiedByLink: mdxFormatter.formatMDXSpecifiedByLink,
};

/** A page as graphql-markdown prints it with the portal's module, hooks included. */
async function print(id: string, type: unknown): Promise<string> {
  const page = await Printer.printType(id, type, {});
  if (typeof page !== 'string') throw new Error(`${id}: sem página`);
  return page;
}

beforeEach(async () => {
  session = startSession(buildOwnSchema(SDL));
  registerMDXEventHandlers(mdxFormatter);
  Printer.options = undefined;
  await Printer.init(
    schema,
    GRAPHQL_MARKDOWN_OPTIONS.baseURL,
    GRAPHQL_MARKDOWN_OPTIONS.linkRoot,
    {printTypeOptions: GRAPHQL_MARKDOWN_OPTIONS.printTypeOptions},
    FORMATTER,
    mdxFormatter.mdxDeclaration,
    getEvents(),
  );
});

afterEach(() => {
  endSession();
  Printer.options = undefined;
});

describe('páginas pelo printer do graphql-markdown com os hooks do portal', () => {
  it('cada página passa por beforeComposePageTypeHook e afterPrintTypeHook', async () => {
    await print('billing', schema.getType('Billing'));
    await print('billing', schema.getQueryType()?.getFields().billing);
    expect(session.errors).toEqual([]);
    expect(session.composed).toBe(2);
    expect(session.printed).toBe(2);
    expect(session.links).toBeGreaterThan(0);
  });

  it('um tipo: descrição no front matter, seções em h2 e em português, membros com o nome e o tipo embaixo', async () => {
    const page = await print('billing', schema.getType('Billing'));
    expect(page.startsWith('---\nid: billing\ntitle: Billing\ndescription: "Boleto bancário."\n---\n')).toBe(true);
    expect(page).toContain(
      '\n## Campos\n\n### `id` \\{#id\\}\n\n<div className="api-member-type">[`Int!`](/api/types/scalars/int.mdx)',
    );
    expect(page).toContain(':::warning[Obsoleto]');
    expect(page).toMatch(/^## Devolvido por$/m);
    expect(page).toContain('<div className="api-relations">\n\n[`billing`](/api/api/queries/billing.mdx)');
    expect(page).not.toMatch(/^#{2,6} (Fields|Returned By)$|\/api\/operations\/|No description/m);
    await expect(compileMdx(page)).resolves.toBeUndefined();
  });

  it('uma operação: imports, a árvore de cada argumento e do tipo devolvido, e o exemplo ao fim', async () => {
    const page = await print('billing', schema.getQueryType()?.getFields().billing);
    expect(page).toMatch(/^description: "Busca um boleto pelo \\"id\\"\."$/m);
    expect(page).toContain(
      "---\n\nimport TypeShape from '@site/src/components/TypeShape';\n\nimport Tabs from '@theme/Tabs';",
    );
    const argument = page.indexOf('### `where` \\{#where\\}');
    const type = page.indexOf('## Tipo');
    const example = page.indexOf('## Exemplo');
    expect(argument).toBeGreaterThan(page.indexOf('## Argumentos'));
    expect(page.indexOf('<TypeShape', argument)).toBeLessThan(type);
    expect(page.indexOf('<TypeShape', type)).toBeLessThan(example);
    expect(page.endsWith(`\n\n${exampleSectionMdx(buildOperationExample(session.schema, 'query', 'billing'))}`)).toBe(
      true,
    );
    expect(session.examples).toBe(1);
    expect(session.errors).toEqual([]);
    await expect(compileMdx(page)).resolves.toBeUndefined();
  });

  it('a descrição de um escalar da especificação, também no "Tipo" de quem o devolve, em português', async () => {
    expect(paragraphs(await print('boolean', schema.getType('Boolean')))).toContain('Valor lógico: true ou false.');
    expect(paragraphs(await print('done', schema.getQueryType()?.getFields().done))).toContain(
      'Valor lógico: true ou false.',
    );
  });

  it('entradas de filtro: a descrição de cada campo num bloco que a busca deixa de fora', async () => {
    const page = await print('billing-filter-input', schema.getType('BillingFilterInput'));
    expect(page).toContain('<div className="api-derived-text">\n\nCondição de filtro — identificador.\n\n</div>');
  });
});

describe('afterRenderFilesHook', () => {
  it('escreve a página de índice de cada pasta de entradas e apaga a pasta das diretivas embutidas', () => {
    const outputDir = mkdtempSync(path.join(tmpdir(), 'referencia-hooks-'));
    const write = (file: string) => {
      mkdirSync(path.dirname(path.join(outputDir, file)), {recursive: true});
      writeFileSync(path.join(outputDir, file), '---\n---\n');
      return path.join(outputDir, file);
    };
    const pages = [
      [{category: 'Objects', filePath: write('types/objects/billing.mdx'), name: 'Billing'}],
      [{category: 'Queries', filePath: write('api/queries/billing.mdx'), name: 'billing'}, undefined],
      [{category: 'Directives', filePath: write('types/directives/deprecated.mdx'), name: 'deprecated'}],
    ];
    afterRenderFilesHook({data: {outputDir, pages}});
    expect(readFileSync(path.join(outputDir, 'types/objects/index.mdx'), 'utf8')).toContain(
      '| [`Billing`](/api/types/objects/billing.mdx) | Boleto bancário. |',
    );
    expect(readFileSync(path.join(outputDir, 'api/queries/index.mdx'), 'utf8')).toContain(
      '| [`billing`](/api/api/queries/billing.mdx) | Busca um boleto pelo "id". |',
    );
    expect(existsSync(path.join(outputDir, 'types/directives'))).toBe(false);
    expect(session).toMatchObject({pages: 2, categoryPages: 2, filesRendered: true});
  });
});

describe('fora de uma geração', () => {
  it('os hooks dizem que a referência se gera pelo pipeline', () => {
    endSession();
    expect(() => {
      beforeComposePageTypeHook({data: {type: schema.getType('Billing'), options: {}, sections: {}}});
    }).toThrow(/fora de uma geração/);
    expect(() => {
      afterPrintTypeHook({data: {type: schema.getType('Billing'), options: {}}, output: ''});
    }).toThrow(/fora de uma geração/);
  });
});
