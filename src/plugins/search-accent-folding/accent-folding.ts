/**
 * Accent-insensitive search for the Portuguese lunr pipeline.
 *
 * lunr (and lunr-languages' Portuguese stemmer) treat "autenticação" and
 * "autenticacao" as different words, but integrators type both. We insert one
 * pipeline step that strips combining diacritics, after the stop-word filter (whose
 * list is accented) and before the stemmer, in both the indexing pipeline and the
 * search pipeline, so that each spelling reduces to the same stem.
 *
 * The index serialises the search pipeline by label; the browser bundle registers the
 * same function under the same label (see lunr-pt-folded.js) before loading it.
 */

/** The parts of lunr this module touches (lunr ships no types). */
export interface LunrToken {
  update(fn: (text: string) => string): LunrToken;
  toString(): string;
}
export type PipelineFunction = (token: LunrToken) => LunrToken | LunrToken[] | null | undefined;
export interface LunrPipeline {
  before(existing: PipelineFunction, added: PipelineFunction): void;
  after(existing: PipelineFunction, added: PipelineFunction): void;
}
export interface LunrBuilder {
  pipeline: LunrPipeline;
  searchPipeline?: LunrPipeline;
}
export type LanguagePlugin = ((this: LunrBuilder) => void) & {
  stemmer: PipelineFunction;
  [key: string]: unknown;
};
export interface LunrLike {
  pt?: LanguagePlugin;
  Pipeline: {
    registerFunction(fn: PipelineFunction, label: string): void;
    registeredFunctions: Record<string, PipelineFunction | undefined>;
  };
}

export const FOLD_LABEL = 'foldAccents-pt';
const FOLDED = '__accentFolded';

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** "Autenticação" → "Autenticacao"; letters without accents are left alone. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
}

export const foldAccentsStep: PipelineFunction = (token) => token.update(foldAccents);

/**
 * Indexing only: drops the empty token that the trimmer leaves of a lone dash ("—"): nobody can
 * search for it, and the guides' dashes gave it thousands of postings. Not in the search
 * pipeline: a query made only of symbols must still reach lunr and get its "no result".
 */
export const DROP_EMPTY_LABEL = 'dropEmpty-pt';
export const dropEmptyTokenStep: PipelineFunction = (token) => (token.toString() === '' ? null : token);

/** Registers the folding step under its label (the browser needs only this). */
export function registerFoldingStep(lunr: LunrLike): void {
  if (lunr.Pipeline.registeredFunctions[FOLD_LABEL] === undefined) {
    lunr.Pipeline.registerFunction(foldAccentsStep, FOLD_LABEL);
  }
  if (lunr.Pipeline.registeredFunctions[DROP_EMPTY_LABEL] === undefined) {
    lunr.Pipeline.registerFunction(dropEmptyTokenStep, DROP_EMPTY_LABEL);
  }
}

/**
 * Wraps `lunr.pt` (set by lunr-languages) so that every index built with it folds
 * accents before stemming, at indexing and at search time. Idempotent.
 */
export function installAccentFolding(lunr: LunrLike): void {
  registerFoldingStep(lunr);
  const portuguese = lunr.pt;
  if (portuguese === undefined || portuguese[FOLDED] === true) return;
  const folded = function (this: LunrBuilder) {
    portuguese.call(this);
    this.pipeline.before(portuguese.stemmer, foldAccentsStep);
    this.pipeline.after(foldAccentsStep, dropEmptyTokenStep);
    this.searchPipeline?.before(portuguese.stemmer, foldAccentsStep);
  } as LanguagePlugin;
  Object.assign(folded, portuguese, {[FOLDED]: true});
  lunr.pt = folded;
}
