/**
 * A code language's grammar, for the code block (theme/CodeBlock): what to wait for before
 * highlighting. The same code on both sides of the build; the generated module differs
 * (grammars.ts): the server has registered every grammar already, the browser fetches them.
 */
import {Prism} from 'prism-react-renderer';
import {GRAMMAR_LOADERS} from '@prism-grammars/generated';

/** Whether the site loads this language's grammar on demand (the same answer on both sides). */
export const isOnDemand = (language: string): boolean => GRAMMAR_LOADERS[language] !== undefined;

const loading = new Map<string, Promise<void>>();

async function load(loaders: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const loader of loaders) {
    // prismjs' components extend the global `Prism`; it stays set for the next grammar to load.
    (globalThis as {Prism?: unknown}).Prism = Prism;
    await loader();
  }
}

/** The grammar still loading (wait for it), or undefined when there is nothing to wait for. */
export function grammarLoading(language: string): Promise<void> | undefined {
  const loaders = GRAMMAR_LOADERS[language];
  if (loaders === undefined || Prism.languages[language] !== undefined) return undefined;
  let promise = loading.get(language);
  if (promise === undefined) {
    // A chunk that fails to arrive leaves the code unhighlighted, never the page broken.
    promise = load(loaders).catch(() => undefined);
    loading.set(language, promise);
  }
  return promise;
}
