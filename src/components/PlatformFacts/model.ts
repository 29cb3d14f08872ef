/** PlatformFacts' view model: what a page may ask it to show. */

/** What to show: every fact, or one of the field lists of the facts module. */
export type Show = 'resumo' | 'percentuais' | 'alternaveis' | 'so-data';

export interface PlatformFactsProps {
  readonly show: Show;
}
