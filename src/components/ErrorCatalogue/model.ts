/** ErrorCatalogue's view model: the props and the entries they select, for the React and Markdown renderers. */
import {API_ERRORS, type ApiError, type ErrorGroup} from '../../data/error-codes';

export interface ErrorCatalogueProps {
  /** Which section of the catalogue to show (src/data/error-codes.ts, ERROR_GROUPS). */
  readonly group: ErrorGroup;
}

/** The entries of the group, in the catalogue's order; a group without entries is a mistake in the page. */
export function catalogueEntries({group}: ErrorCatalogueProps): readonly ApiError[] {
  const entries = API_ERRORS.filter((entry) => entry.group === group);
  if (entries.length === 0) throw new Error(`<ErrorCatalogue group="${group}">: grupo sem erros`);
  return entries;
}
