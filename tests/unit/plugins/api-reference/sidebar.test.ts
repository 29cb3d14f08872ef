/**
 * Letter groups in the API reference's sidebar (src/plugins/api-reference/sidebar.ts): on made-up
 * lists whose expected groups are worked out by hand, and on the real reference (every name
 * of the schema snapshot, the category files of labels.ts and Docusaurus' own default sidebar
 * generator), where the big categories must be grouped, the small ones flat, the index page
 * the category's link and never an item, and the pages in the same order as before.
 */
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {isCategoryIndex} from '@docusaurus/plugin-content-docs/lib/docs.js';
import {DefaultNumberPrefixParser} from '@docusaurus/plugin-content-docs/lib/numberPrefix.js';
import {DefaultSidebarItemsGenerator} from '@docusaurus/plugin-content-docs/lib/sidebars/generator.js';

import {loadSnapshot} from '../../../../src/lib/schema-snapshot';
import {categoryYaml} from '../../../../src/plugins/api-reference/generator/labels';
import {CATEGORIES} from '../../../../src/lib/reference-layout';
import {
  apiSidebarItemsGenerator,
  groupSidebarItems,
  GROUPING_THRESHOLD,
  initialOf,
  letterGroups,
  type SidebarCategory,
  type SidebarDoc,
  type SidebarItem,
} from '../../../../src/plugins/api-reference/sidebar';
import {expectedNames, PAGE_FOLDERS, referenceSlug, type PageFolder} from '../../../support/reference-routes';

/** Names with the given number of entries per initial, in alphabetical order. */
function names(counts: Readonly<Record<string, number>>): string[] {
  return Object.entries(counts).flatMap(([letter, count]) =>
    Array.from({length: count}, (_, index) => `${letter.toLowerCase()}Item${String(index).padStart(3, '0')}`),
  );
}

const identity = (name: string) => name;

/** Group labels with the number of items in each, e.g. "B–C:7". */
function shape(groups: ReadonlyArray<{label: string; items: readonly unknown[]}>): string[] {
  return groups.map((group) => `${group.label}:${group.items.length}`);
}

const doc = (id: string, label?: string): SidebarDoc => ({type: 'doc', id, ...(label !== undefined && {label})});

function category(label: string, items: SidebarItem[], extra: Partial<SidebarCategory> = {}): SidebarCategory {
  return {type: 'category', label, collapsible: true, collapsed: true, items, ...extra};
}

const labelOf = (item: SidebarDoc) => item.label ?? item.id;

/** The docs of a sidebar in the order a reader pages through them (previous/next). */
function docOrder(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc') return [item.id];
    if (item.type === 'category') {
      const link = item.link?.type === 'doc' ? [item.link.id] : [];
      return [...link, ...docOrder(item.items)];
    }
    return [];
  });
}

function isCategory(item: SidebarItem | undefined): item is SidebarCategory {
  return item?.type === 'category';
}

describe('initialOf', () => {
  it.each([
    ['addDependent', 'A'],
    ['AddDependentDataInput', 'A'],
    ['Émile', 'E'],
    ['ação', 'A'],
    ['_meta', 'M'],
    ['__typename', 'T'],
    ['9lives', '#'],
  ])('%s → %s', (label, initial) => {
    expect(initialOf(label)).toBe(initial);
  });
});

describe('letterGroups', () => {
  it('uma letra por grupo, e letras vizinhas juntas enquanto o grupo fica com até 12 itens', () => {
    const groups = letterGroups(names({A: 14, B: 3, C: 4, D: 6, E: 1, F: 20, G: 1, H: 1}), identity);
    // A is big alone; B+C = 7, adding D would make 13; D+E = 7; F alone; G+H = 2.
    expect(shape(groups)).toEqual(['A:14', 'B–C:7', 'D–E:7', 'F:20', 'G–H:2']);
  });

  it('o rótulo de um grupo juntado usa meia-risca (en dash) entre a primeira e a última letra', () => {
    const [group] = letterGroups(names({E: 2, F: 2, G: 2, H: 2}), identity);
    expect(group?.label).toBe('E–H');
    expect(group?.label).not.toContain('-');
  });

  it('nenhum grupo de um item só: o item isolado entra no vizinho menor, mesmo passando de 12', () => {
    expect(shape(letterGroups(names({A: 12, B: 1, C: 11}), identity))).toEqual(['A:12', 'B–C:12']);
    expect(shape(letterGroups(names({A: 12, B: 1, C: 12}), identity))).toEqual(['A–B:13', 'C:12']);
    expect(shape(letterGroups(names({A: 1, B: 12, C: 12}), identity))).toEqual(['A–B:13', 'C:12']);
    expect(shape(letterGroups(names({A: 20, Z: 1}), identity))).toEqual(['A–Z:21']);
    // A single item in all is one group, there is nothing to merge it with.
    expect(shape(letterGroups(['único'], identity))).toEqual(['U:1']);
  });

  it('maiúsculas e minúsculas contam como a mesma letra', () => {
    const groups = letterGroups(['alpha', 'Apple', 'azure', 'Bravo', 'bytes', 'Beta'], identity, 2);
    expect(groups.map((group) => [group.label, group.items])).toEqual([
      ['A', ['alpha', 'Apple', 'azure']],
      ['B', ['Bravo', 'bytes', 'Beta']],
    ]);
  });

  it('mantém a ordem dos itens', () => {
    const items = names({A: 30, B: 2, C: 40, D: 5, W: 9});
    expect(letterGroups(items, identity).flatMap((group) => group.items)).toEqual(items);
  });
});

describe('groupSidebarItems', () => {
  const docs = (count: number, prefix = 'doc') =>
    names({A: Math.ceil(count / 2), B: Math.floor(count / 2)}).map((name) => doc(`${prefix}/${name}`, name));

  it(`até ${GROUPING_THRESHOLD} páginas a categoria fica plana; com uma a mais, vira grupos por letra`, () => {
    const flat = category('Enumerações', docs(GROUPING_THRESHOLD));
    expect(groupSidebarItems([flat], {labelOf})).toEqual([flat]);

    const [grouped] = groupSidebarItems([category('Entradas', docs(GROUPING_THRESHOLD + 1))], {labelOf});
    if (!isCategory(grouped)) throw new Error('a categoria deveria continuar uma categoria');
    expect(grouped.items.map((item) => (isCategory(item) ? item.label : item.type))).toEqual(['A', 'B']);
  });

  it('grupos recolhidos, recolhíveis, sem link e com chave única na barra lateral', () => {
    const sidebar = groupSidebarItems(
      [category('Objetos', docs(80, 'objects')), category('Entradas', docs(80, 'inputs'))],
      {labelOf},
    );
    const groups = sidebar.filter(isCategory).flatMap((parent) => parent.items.filter(isCategory));
    expect(groups).toHaveLength(4);
    for (const group of groups) {
      expect(group.collapsible).toBe(true);
      expect(group.collapsed).toBe(true);
      expect(group.link).toBeUndefined();
      expect(group.items.every((item) => item.type === 'doc')).toBe(true);
    }
    // Both categories have an "A" group: their translation keys must still differ.
    const keys = groups.map((group) => group.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('mantém o link da categoria e conta as páginas na descrição (os cartões mostrariam o número de grupos)', () => {
    const link = {type: 'doc', id: 'types/inputs/index'} as const;
    const [grouped] = groupSidebarItems([category('Entradas', docs(90), {link})], {
      labelOf,
      describeGrouped: (count) => `${count} itens`,
    });
    if (!isCategory(grouped)) throw new Error('a categoria deveria continuar uma categoria');
    expect(grouped.link).toEqual(link);
    expect(grouped.description).toBe('90 itens');
    expect(grouped.label).toBe('Entradas');

    const [small] = groupSidebarItems([category('Escalares', docs(9))], {labelOf, describeGrouped: () => 'x'});
    expect(isCategory(small) ? small.description : 'não é categoria').toBeUndefined();
  });

  it('agrupa dentro das categorias aninhadas e deixa o que não é página no lugar', () => {
    const inputs = docs(70, 'inputs');
    const note = {type: 'link', label: 'Notas', href: 'https://example.com'} as const;
    const sidebar = groupSidebarItems(
      [category('Tipos', [category('Entradas', [...inputs.slice(0, 35), note, ...inputs.slice(35)])])],
      {labelOf},
    );
    const [types] = sidebar;
    const entries = isCategory(types) ? types.items[0] : undefined;
    if (!isCategory(entries)) throw new Error('Tipos › Entradas deveria existir');
    expect(entries.items.map((item) => (isCategory(item) ? item.label : item.type))).toEqual(['A', 'link', 'B']);
    expect(docOrder(sidebar)).toEqual(inputs.map((item) => item.id));
  });
});

// ---------------------------------------------------------------------------------------------
// The real reference: every entry of the snapshot, through Docusaurus' default generator.
// ---------------------------------------------------------------------------------------------

type GeneratorArgs = Parameters<typeof apiSidebarItemsGenerator>[0];
type GeneratorDoc = GeneratorArgs['docs'][number];

function generatorDoc(dir: string, file: string, title: string): GeneratorDoc {
  return {
    id: dir === '.' ? file : `${dir}/${file}`,
    title,
    frontMatter: {},
    source: `@site/api/${dir}/${file}.mdx`,
    sourceDirName: dir,
    sidebarPosition: undefined,
  };
}

const schema = loadSnapshot();
const entryNames = expectedNames(schema);

/** The docs the api plugin sees: overview, one page per schema entry, one index per category. */
const generatorDocs: GeneratorDoc[] = [
  generatorDoc('.', 'index', 'Referência da API'),
  ...PAGE_FOLDERS.flatMap((folder) => [
    generatorDoc(folder, 'index', `Índice de ${folder}`),
    ...entryNames[folder].map((name) => generatorDoc(folder, referenceSlug(name), name)),
  ]),
];

const categoriesMetadata = Object.fromEntries(
  CATEGORIES.filter((entry) => entry.dir === 'api' || entry.dir === 'types' || entry.dir in entryNames).map((entry) => [
    entry.dir,
    load(categoryYaml(entry)) as GeneratorArgs['categoriesMetadata'][string],
  ]),
);

const generatorArgs: Omit<GeneratorArgs, 'defaultSidebarItemsGenerator'> = {
  item: {type: 'autogenerated', dirName: '.'},
  version: {versionName: 'current', contentPath: 'api'},
  docs: generatorDocs,
  numberPrefixParser: DefaultNumberPrefixParser,
  isCategoryIndex,
  categoriesMetadata,
};

function searchCategory(items: readonly SidebarItem[], label: string): SidebarCategory | undefined {
  for (const item of items) {
    if (!isCategory(item)) continue;
    if (item.label === label) return item;
    const found = searchCategory(item.items, label);
    if (found) return found;
  }
  return undefined;
}

function findCategory(items: readonly SidebarItem[], label: string): SidebarCategory {
  const found = searchCategory(items, label);
  if (!found) throw new Error(`categoria "${label}" ausente`);
  return found;
}

const FOLDER_LABELS: Readonly<Record<PageFolder, string>> = {
  'api/queries': 'Consultas',
  'api/mutations': 'Mutações',
  'api/subscriptions': 'Assinaturas',
  'api/directives': 'Diretivas',
  'types/objects': 'Objetos',
  'types/inputs': 'Entradas',
  'types/enums': 'Enumerações',
  'types/scalars': 'Escalares',
};

describe('a barra lateral da referência real', () => {
  const before = DefaultSidebarItemsGenerator(generatorArgs) as SidebarItem[];
  const afterPromise = apiSidebarItemsGenerator({
    ...generatorArgs,
    defaultSidebarItemsGenerator: DefaultSidebarItemsGenerator,
  });

  it('mesmas páginas, na mesma ordem de anterior/próxima, que a barra lateral sem grupos', async () => {
    const after = await afterPromise;
    expect(docOrder(after)).toEqual(docOrder(before));
    expect(docOrder(after)).toHaveLength(generatorDocs.length);
  });

  it('consultas, mutações, objetos e entradas em grupos por letra; as categorias pequenas ficam planas', async () => {
    const after = await afterPromise;
    for (const folder of PAGE_FOLDERS) {
      const entries = findCategory(after, FOLDER_LABELS[folder]);
      const count = entryNames[folder].length;
      if (count > GROUPING_THRESHOLD) {
        expect(entries.items.every(isCategory), folder).toBe(true);
        expect(entries.description, folder).toBe(`${count} itens`);
      } else {
        expect(
          entries.items.every((item) => item.type === 'doc'),
          folder,
        ).toBe(true);
      }
    }
    // The snapshot's sizes: these four are well over the threshold, the rest under it.
    for (const label of ['Consultas', 'Mutações', 'Objetos', 'Entradas']) {
      expect(findCategory(after, label).items.every(isCategory), label).toBe(true);
    }
    for (const label of ['Assinaturas', 'Diretivas', 'Enumerações', 'Escalares']) {
      expect(
        findCategory(after, label).items.every((item) => item.type === 'doc'),
        label,
      ).toBe(true);
    }
  });

  it('cada grupo só tem nomes com as letras do seu rótulo, nenhum tem um item só, e os rótulos não se repetem', async () => {
    const after = await afterPromise;
    const titles = new Map(generatorDocs.map((entry) => [entry.id, entry.title]));
    for (const label of ['Consultas', 'Mutações', 'Objetos', 'Entradas']) {
      const groups = findCategory(after, label).items.filter(isCategory);
      const labels = groups.map((group) => group.label);
      expect(new Set(labels).size, label).toBe(labels.length);
      for (const group of groups) {
        expect(group.label, label).toMatch(/^[A-Z](–[A-Z])?$/);
        const [first = '', last = first] = group.label.split('–');
        expect(group.items.length, `${label} ${group.label}`).toBeGreaterThan(1);
        for (const item of group.items) {
          const title = item.type === 'doc' ? (titles.get(item.id) ?? '') : '';
          const initial = title.charAt(0).toUpperCase();
          expect(initial >= first && initial <= last, `${title} em ${label} ${group.label}`).toBe(true);
        }
      }
    }
  });

  it('a página de índice de cada categoria é o link da categoria e nunca um item', async () => {
    const after = await afterPromise;
    for (const folder of PAGE_FOLDERS) {
      const entries = findCategory(after, FOLDER_LABELS[folder]);
      expect(entries.link, folder).toEqual({type: 'doc', id: `${folder}/index`});
      expect(docOrder(entries.items), folder).not.toContain(`${folder}/index`);
      expect(docOrder(entries.items), folder).toHaveLength(entryNames[folder].length);
    }
    // The two top-level groups keep their generated index.
    expect(findCategory(after, 'Operações').link).toMatchObject({type: 'generated-index', slug: '/category/api'});
    expect(findCategory(after, 'Tipos').link).toMatchObject({type: 'generated-index', slug: '/category/types'});
  });
});
