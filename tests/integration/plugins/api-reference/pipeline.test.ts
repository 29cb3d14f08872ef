/**
 * The real pipeline (graphql-markdown with our formatter module and hooks, src/plugins/api-reference/generator/pipeline.ts) on a
 * fixture schema whose descriptions are full of MDX syntax and which has an object type named
 * Subscription that is not the subscription root: every page compiles with @mdx-js/mdx, the
 * descriptions read as written, the labels are Portuguese and every link resolves.
 */
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {buildSchema, DirectiveLocation, isObjectType, isSpecifiedDirective} from 'graphql';

import {parseSnapshot} from '../../../../src/lib/schema-snapshot';
import {CATEGORY_INDEX_CLASS} from '../../../../src/plugins/api-reference/generator/class-names';
import {isLeafCategory} from '../../../../src/plugins/api-reference/generator/labels';
import {CATEGORIES} from '../../../../src/lib/reference-layout';
import {toMdxText} from '../../../../src/plugins/api-reference/generator/mdx-text';
import {
  buildReference,
  mdxSafeSdl,
  type ReferenceResult,
} from '../../../../src/plugins/api-reference/generator/pipeline';
import {patchProblem} from '../../../../src/plugins/api-reference/generator/graphql-markdown-patch';
import type {TypeShapeData} from '../../../../src/lib/type-shape';
import {compileMdx, linksInside, paragraphs, tablesInside} from '../../../support/mdx-helpers';
import {fixture} from '../../../support/paths';

const FIXTURE = fixture('hostile-descriptions.graphql');

let outputDir = '';
let result: ReferenceResult;

function listFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const pages = () => listFiles(outputDir).filter((file) => file.endsWith('.mdx'));
/** The index page of each leaf category (written by our afterRenderFilesHook, not by graphql-markdown). */
const isCategoryIndex = (file: string) => file.endsWith('/index.mdx');
const read = (file: string) => readFileSync(path.join(outputDir, file), 'utf8');

beforeAll(async () => {
  outputDir = path.join(mkdtempSync(path.join(tmpdir(), 'referencia-teste-')), 'api');
  result = await buildReference({schemaPath: FIXTURE, outputDir});
}, 60_000);

afterAll(() => {
  if (outputDir) rmSync(path.dirname(outputDir), {recursive: true, force: true});
});

describe('páginas geradas do esquema de teste', () => {
  it('uma página por operação e por tipo, nas pastas das rotas', () => {
    expect(pages().filter((file) => !isCategoryIndex(file))).toEqual([
      'api/directives/include.mdx',
      'api/directives/skip.mdx',
      'api/mutations/add-subscription.mdx',
      'api/queries/old-subscriptions.mdx',
      'api/queries/plain-text.mdx',
      'api/queries/subscription.mdx',
      'api/queries/subscriptions.mdx',
      'api/subscriptions/on-subscription-changed.mdx',
      'types/enums/subscription-status.mdx',
      'types/inputs/add-subscription-data-input.mdx',
      'types/inputs/owner-input.mdx',
      'types/inputs/subscription-filter-input.mdx',
      'types/interfaces/node.mdx',
      'types/objects/collection-segment-info.mdx',
      'types/objects/owner.mdx',
      'types/objects/subscription.mdx',
      'types/objects/subscriptions-collection-segment.mdx',
      'types/scalars/boolean.mdx',
      'types/scalars/date-time.mdx',
      'types/scalars/decimal.mdx',
      'types/scalars/int.mdx',
      'types/scalars/string.mdx',
      'types/scalars/uuid.mdx',
    ]);
    expect(result.pages).toBe(pages().filter((file) => !isCategoryIndex(file)).length);
    expect(result.examples).toBe(6);
  });

  it('uma página de índice em cada pasta de entradas, e nenhuma nas pastas que agrupam pastas', () => {
    expect(pages().filter(isCategoryIndex)).toEqual([
      'api/directives/index.mdx',
      'api/mutations/index.mdx',
      'api/queries/index.mdx',
      'api/subscriptions/index.mdx',
      'types/enums/index.mdx',
      'types/inputs/index.mdx',
      'types/interfaces/index.mdx',
      'types/objects/index.mdx',
      'types/scalars/index.mdx',
    ]);
    expect(result.categoryPages).toBe(9);
  });

  it('cada página passa pelos hooks do portal, e os links pelo formatMDXLink', () => {
    // Every page kept, and those of the specification's type-system directives (@deprecated,
    // @specifiedBy...), removed once written, was composed and printed through the hooks.
    const executable = new Set<string>([
      DirectiveLocation.QUERY,
      DirectiveLocation.MUTATION,
      DirectiveLocation.SUBSCRIPTION,
      DirectiveLocation.FIELD,
      DirectiveLocation.FRAGMENT_DEFINITION,
      DirectiveLocation.FRAGMENT_SPREAD,
      DirectiveLocation.INLINE_FRAGMENT,
      DirectiveLocation.VARIABLE_DEFINITION,
    ]);
    const removed = result.schema
      .getDirectives()
      .filter((directive) => isSpecifiedDirective(directive) && !directive.locations.some((at) => executable.has(at)));
    expect(removed.length).toBeGreaterThan(0);
    expect(result.hooks.composed).toBe(result.pages + removed.length);
    expect(result.hooks.printed).toBe(result.hooks.composed);
    expect(result.hooks.links).toBeGreaterThan(result.pages);
    expect(existsSync(path.join(outputDir, 'types/directives'))).toBe(false);
  });

  it('a geração usa o graphql-markdown com o patch de patches/ aplicado', () => {
    expect(patchProblem()).toBeUndefined();
  });

  it('o objeto Subscription é um tipo, e a raiz Events dá a única página de assinatura', () => {
    const page = read('types/objects/subscription.mdx');
    expect(page).toMatch(/^title: Subscription$/m);
    expect(page).toContain('```graphql\ntype Subscription implements Node {');
    expect(read('api/subscriptions/on-subscription-changed.mdx')).toContain('](/api/types/objects/subscription.mdx)');
  });

  it('toda página compila com @mdx-js/mdx', async () => {
    const failures: string[] = [];
    for (const file of pages()) {
      try {
        await compileMdx(read(file));
      } catch (error) {
        failures.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ['api/queries/subscription.mdx', 'Busca uma assinatura pelo id; devolve {"id": 1} ou null quando <nada> existe.'],
    ['api/queries/subscription.mdx', 'Identificador com sublinhado_no_meio e *asteriscos*.'],
    ['api/queries/plain-text.mdx', 'Crase solta ` no meio de {texto} e <b>negrito</b> depois.'],
    ['api/queries/plain-text.mdx', 'Chave {antes da crase} e <b>tag</b> ` solta.'],
    ['api/queries/old-subscriptions.mdx', 'Use subscriptions {paginada} <agora>.'],
    [
      'api/mutations/add-subscription.mdx',
      'Cria uma assinatura; a barra invertida \\{ e a entidade &amp; aparecem como texto.',
    ],
    [
      'types/objects/subscription.mdx',
      'Uma assinatura de plano (não é a raiz de subscriptions): texto com {chaves}, <Tag prop="x">, sublinhado_duplo__ e ' +
        '{código}. # Linha que parece título - linha que parece lista 1. linha que parece lista numerada > linha que ' +
        "parece citação import algo from 'lugar' :::note [link](http://example.com) ~riscado~ :diretiva[x] ``dupla crase``",
    ],
    ['types/objects/subscription.mdx', 'Nome do plano; use {nome} ou <nome>.'],
    ['types/objects/subscription.mdx', 'Não use {isto}: prefira refId.'],
    ['types/enums/subscription-status.mdx', 'Situação de uma assinatura: ATIVA_AGORA e afins.'],
    ['types/enums/subscription-status.mdx', 'Ativa {agora}.'],
    ['types/enums/subscription-status.mdx', 'Cancelada <de vez>.'],
    ['types/enums/subscription-status.mdx', 'Use CANCELED_{novo}.'],
    ['types/inputs/add-subscription-data-input.mdx', 'Nome {obrigatório}.'],
    ['types/inputs/add-subscription-data-input.mdx', 'Ignorado <sempre>.'],
  ])('%s mostra o texto %j', (file, text) => {
    expect(paragraphs(read(file))).toContain(text);
  });

  it('a página da operação tem a árvore do argumento de entrada e a do tipo devolvido, com o texto do schema', () => {
    const page = read('api/mutations/add-subscription.mdx');
    // Each <TypeShape> holds its tree as a JSON string (shapes.ts): read them back, in page order.
    const trees = [...page.matchAll(/^<TypeShape shape=\{(".*")\} \/>$/gm)].map(
      ([, literal]) => JSON.parse(JSON.parse(literal ?? '') as string) as TypeShapeData,
    );
    expect(trees.map((tree) => [tree.kind, tree.title])).toEqual([
      ['input', 'AddSubscriptionDataInput'],
      ['output', 'Subscription'],
    ]);
    const fields = trees[0]?.fields ?? [];
    expect(fields.find((field) => field.name === 'name')?.description).toBe('Nome {obrigatório}.');
    expect(fields.find((field) => field.name === 'legacyCode')?.deprecationReason).toBe('Ignorado <sempre>.');
    expect(fields.find((field) => field.name === 'owner')?.fields?.map((field) => field.name)).toEqual([
      'email',
      'cpf',
    ]);
    expect(page.indexOf('<TypeShape')).toBeGreaterThan(page.indexOf('## Argumentos'));
    expect(page.lastIndexOf('<TypeShape')).toBeGreaterThan(page.indexOf('## Tipo'));
    expect(page.lastIndexOf('<TypeShape')).toBeLessThan(page.indexOf('## Exemplo'));
  });

  it('descrição em texto puro no front matter', () => {
    const description = /^description: (.*)$/m.exec(read('api/queries/plain-text.mdx'))?.[1] ?? '';
    expect(JSON.parse(description)).toBe('Crase solta ` no meio de {texto} e <b>negrito</b> depois.');
  });
});

describe('páginas de índice das categorias', () => {
  /** Every page of a folder but its index, by file name (the sidebar's order). */
  const entryFiles = (folder: string) =>
    pages()
      .filter((file) => file.startsWith(`${folder}/`) && !isCategoryIndex(file))
      .map((file) => file.slice(folder.length + 1));

  it('na rota e com o título e a descrição da categoria', () => {
    const page = read('types/inputs/index.mdx');
    expect(page).toMatch(/^slug: "\/category\/inputs"$/m);
    expect(page).toMatch(/^title: "Entradas \(inputs\)"$/m);
    expect(paragraphs(page)).toContain(
      'Os tipos de entrada que as operações recebem como argumentos: dados, filtros e ordenações.',
    );
    expect(paragraphs(page)).toContain(
      'A tabela lista os 3 itens desta categoria em ordem alfabética, com a primeira frase da descrição de cada um; o nome leva à página completa.',
    );
  });

  it('a tabela, dentro do elemento que a busca ignora, tem cada entrada com a primeira frase da descrição', () => {
    // The description has "|" in a code span and in the text, "{", "<" and a second sentence.
    expect(tablesInside(read('types/inputs/index.mdx'), CATEGORY_INDEX_CLASS)).toEqual([
      [
        ['Nome', 'Descrição'],
        ['AddSubscriptionDataInput', 'Sem descrição.'],
        ['OwnerInput', 'Sem descrição.'],
        ['SubscriptionFilterInput', 'Filtro de assinaturas por nome | situação e {campos} | <outros>.'],
      ],
    ]);
    const [queries] = tablesInside(read('api/queries/index.mdx'), CATEGORY_INDEX_CLASS);
    expect(queries).toContainEqual([
      'subscription',
      'Busca uma assinatura pelo id; devolve {"id": 1} ou null quando <nada> existe.',
    ]);
    expect(queries).toContainEqual(['plainText', 'Crase solta ` no meio de {texto} e <b>negrito</b> depois.']);
    const [scalars] = tablesInside(read('types/scalars/index.mdx'), CATEGORY_INDEX_CLASS);
    expect(scalars).toContainEqual(['String', expect.stringMatching(/^Texto em UTF-8/)]);
  });

  it.each(CATEGORIES.filter((category) => isLeafCategory(category) && category.dir !== 'types/unions'))(
    '$dir: um link por página da pasta, na ordem da barra lateral',
    ({dir}) => {
      const links = linksInside(read(`${dir}/index.mdx`), CATEGORY_INDEX_CLASS);
      expect(links).toEqual(entryFiles(dir).map((file) => `/api/${dir}/${file}`));
      for (const link of links) expect(existsSync(path.join(outputDir, link.replace(/^\/api\//, '')))).toBe(true);
    },
  );
});

describe('mdxSafeSdl', () => {
  it('o mesmo schema, com descrições e motivos de obsolescência em texto seguro para MDX', () => {
    const original = parseSnapshot(readFileSync(FIXTURE, 'utf8'), FIXTURE);
    const safe = buildSchema(mdxSafeSdl(original));
    expect(Object.keys(safe.getTypeMap()).sort()).toEqual(Object.keys(original.getTypeMap()).sort());
    expect(safe.getSubscriptionType()?.name).toBe('Events');
    const before = original.getType('Subscription');
    const after = safe.getType('Subscription');
    if (!isObjectType(before) || !isObjectType(after)) throw new Error('Subscription deveria ser um objeto');
    expect(after.description).toBe(toMdxText(before.description ?? ''));
    expect(after.getFields().legacyCode?.deprecationReason).toBe(
      toMdxText(before.getFields().legacyCode?.deprecationReason ?? ''),
    );
    expect(Object.keys(after.getFields())).toEqual(Object.keys(before.getFields()));
  });
});

describe('rótulos em português', () => {
  const ENGLISH = [
    /^#{2,6} (Fields|Arguments|Type|Values|Returned By|Member Of|Implemented By|Interfaces|Possible types|Directives|Example)\s*$/m,
    />(non-null|scalar|object|input|enum|list|query|mutation|subscription|deprecated|union|directive)<\/span>/,
    /<(Badge|Bullet|SpecifiedBy)\b/,
    /\[DEPRECATED\]/,
    /Specification|Specified by|No description|Show deprecated|Hide deprecated/,
    /overview/i,
    /The `(String|Int|Boolean)` scalar|Directs the executor|(Included|Skipped) when true/,
  ];

  it('nenhum texto em inglês do gerador nas páginas e categorias', () => {
    const offenders = listFiles(outputDir).flatMap((file) =>
      ENGLISH.filter((pattern) => pattern.test(read(file))).map((pattern) => `${file}: ${String(pattern)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('os títulos descem um nível por vez a partir do h1 da página (sem pular do 1 para o 3)', () => {
    const jumps = pages().flatMap((file) => {
      let previous = 1; // the page title (front matter) is the h1
      let inFence = false;
      const found: string[] = [];
      for (const line of read(file).split('\n')) {
        if (/^(```|~~~)/.test(line)) inFence = !inFence;
        const level = inFence ? undefined : /^(#{1,6}) /.exec(line)?.[1]?.length;
        if (level === undefined) continue;
        if (level > previous + 1)
          found.push(`${file}: h${String(previous)} → h${String(level)} "${line.slice(0, 60)}"`);
        previous = level;
      }
      return found;
    });
    expect(jumps).toEqual([]);
  });

  it('títulos das seções, selos e obsolescência em português', () => {
    const object = read('types/objects/subscription.mdx');
    for (const heading of ['## Campos', '## Implementa', '## Devolvido por']) expect(object).toContain(heading);
    expect(read('types/interfaces/node.mdx')).toContain('## Implementado por');
    expect(read('types/enums/subscription-status.mdx')).toContain('## Valores');
    expect(read('types/enums/subscription-status.mdx')).toContain('## Usado em');
    const query = read('api/queries/subscription.mdx');
    for (const heading of ['## Argumentos', '## Tipo', '## Exemplo']) expect(query).toContain(heading);
    for (const badge of ['não nulo', 'escalar', 'enumeração', 'obsoleto', 'interface']) {
      expect(object).toMatch(new RegExp(`<span className="badge [^"]*">${badge}</span>`));
    }
    expect(object).toContain(':::warning[Obsoleto]');
    expect(read('api/queries/old-subscriptions.mdx')).toContain(':::warning[Obsoleto]');
    expect(read('types/inputs/owner-input.mdx')).toContain('Sem descrição.');
    expect(read('types/scalars/string.mdx')).toContain('Texto em UTF-8');
    expect(read('api/directives/include.mdx')).toContain('Incluído quando verdadeiro.');
  });

  it('categorias com rótulo em português e a rota da pasta', () => {
    const categories = listFiles(outputDir).filter((file) => file.endsWith('_category_.yml'));
    expect(categories.length).toBeGreaterThanOrEqual(10);
    for (const file of categories) {
      const yaml = read(file);
      const dir = path.dirname(file);
      const folder = path.basename(dir);
      expect(yaml, file).toMatch(/^label: "[^"]+"$/m);
      if (existsSync(path.join(outputDir, dir, 'index.mdx'))) {
        // A leaf folder: its index page is the category's link, and carries the route.
        expect(yaml, file).toContain('  type: doc\n  id: "index"');
        expect(read(`${dir}/index.mdx`), file).toContain(`slug: "/category/${folder}"`);
      } else {
        expect(yaml, file).toContain('  type: generated-index');
        expect(yaml, file).toContain(`slug: "/category/${folder}"`);
      }
    }
    expect(read('api/_category_.yml')).toContain('type: generated-index');
    expect(read('api/queries/_category_.yml')).toContain('label: "Consultas"');
    expect(read('types/_category_.yml')).toContain('label: "Tipos"');
  });
});

describe('links', () => {
  it('todo link interno aponta para uma página gerada e toda âncora existe', () => {
    const broken: string[] = [];
    for (const file of pages()) {
      const source = read(file);
      const anchors = new Set([...source.matchAll(/\\\{#([\w-]+)\\\}/g)].map((match) => match[1]));
      for (const [, target = ''] of source.matchAll(/\]\((\/api\/[^)#]+|#[^)]+)\)/g)) {
        if (target.startsWith('#')) {
          if (!anchors.has(target.slice(1))) broken.push(`${file}: ${target}`);
        } else if (!existsSync(path.join(outputDir, target.replace(/^\/api\//, '')))) {
          broken.push(`${file}: ${target}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
