/**
 * Which Prism components each code language needs, in load order: the language's own component
 * after the ones it requires, leaving out what prism-react-renderer already bundles. Computed at
 * build time from prismjs' own catalogue (components.json), so a language added to
 * src/lib/languages brings its grammar and its dependencies without another list to keep.
 */

/** The part of prismjs/components.json read here. */
export interface PrismCatalogue {
  readonly languages: Readonly<
    Record<string, {readonly require?: string | string[]; readonly alias?: string | string[]}>
  >;
}

const asList = (value: string | readonly string[] | undefined): readonly string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : value;

/** Every name a language is written with in a code block (its id and aliases) → components to load. */
export type GrammarLoads = Readonly<Record<string, readonly string[]>>;

export function grammarLoads(
  components: readonly string[],
  catalogue: PrismCatalogue,
  isBundled: (component: string) => boolean,
): GrammarLoads {
  const order = (component: string, seen: readonly string[]): string[] => {
    if (isBundled(component)) return [];
    const entry = catalogue.languages[component];
    if (entry === undefined) throw new Error(`prism-grammars: o Prism não tem o componente "${component}".`);
    if (seen.includes(component)) throw new Error(`prism-grammars: dependência circular em "${component}".`);
    return [...asList(entry.require).flatMap((required) => order(required, [...seen, component])), component];
  };
  const loads: Record<string, readonly string[]> = {};
  for (const component of components) {
    const list = [...new Set(order(component, []))];
    if (list.length === 0) continue;
    for (const name of [component, ...asList(catalogue.languages[component]?.alias)]) loads[name] = list;
  }
  return loads;
}

const specifier = (component: string): string => JSON.stringify(`prismjs/components/prism-${component}.js`);

/**
 * The browser's module: for each language, its components as chunks fetched on first use. Written
 * as static `import()` calls, so the bundler splits exactly these files and nothing else of prismjs.
 */
export function clientModule(loads: GrammarLoads): string {
  const components = [...new Set(Object.values(loads).flat())];
  // One import() per component, shared by its aliases: one chunk each.
  const loaders = components.map((component, index) => `const c${index} = () => import(${specifier(component)});`);
  const entries = Object.entries(loads).map(
    ([language, list]) =>
      `  ${JSON.stringify(language)}: [${list.map((c) => `c${components.indexOf(c)}`).join(', ')}],`,
  );
  return [
    '// Gerado por src/plugins/prism-grammars: não edite.',
    ...loaders,
    `export const GRAMMAR_LOADERS = {\n${entries.join('\n')}\n};`,
    '',
  ].join('\n');
}

/**
 * The server's module: every component registered when the server bundle starts, so the HTML comes
 * highlighted; the languages are the same as the browser's, with nothing left to load. prismjs'
 * components extend the global `Prism`, as Docusaurus' own prism-include-languages lets them.
 */
export function serverModule(loads: GrammarLoads): string {
  const components = [...new Set(Object.values(loads).flat())];
  const languages = Object.keys(loads).map((language) => `  ${JSON.stringify(language)}: [],`);
  return [
    '// Gerado por src/plugins/prism-grammars: não edite.',
    "import {Prism} from 'prism-react-renderer';",
    'const previous = globalThis.Prism;',
    'globalThis.Prism = Prism;',
    ...components.map((component) => `require(${specifier(component)});`),
    'if (previous === undefined) delete globalThis.Prism;',
    'else globalThis.Prism = previous;',
    `export const GRAMMAR_LOADERS = {\n${languages.join('\n')}\n};`,
    '',
  ].join('\n');
}
