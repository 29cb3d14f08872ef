/*
 * Wraps the local search's /search page:
 * - its controls get accessible Portuguese names: the plugin hard-codes
 *   aria-label="Search" on the query input;
 * - the section to search in is chosen among buttons all in sight (SearchContextChoice), under
 *   the query, instead of the plugin's drop-down list; it reads and writes `ctx`;
 * - unsafe parameters are fixed before the plugin sees them (see search-params.ts):
 *   an over-long `q` is cut, a `version` naming no older docs version is dropped (the
 *   plugin would fetch an index under that path and throw on the answer), and a missing or
 *   unknown `ctx` becomes the guides' (there is no index of the whole site). The page renders
 *   under the safe location (a react-router <Route> with an explicit location, as Docusaurus
 *   itself does while navigating), and the address bar is then brought in line.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {Route} from 'react-router-dom';
import SearchPage from '@theme-original/SearchPage';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';

import SearchContextChoice from '@site/src/components/SearchContextChoice';
import {useControlAttributes} from '@site/src/hooks/useControlAttributes';
import {
  DEFAULT_SEARCH_CONTEXT,
  MAX_QUERY_LENGTH,
  SEARCH_CONTEXTS,
  sanitizeSearchParams,
  type SearchContextPath,
} from '@site/src/lib/search-params';
import styles from './styles.module.css';

// Whatever the theme passes is handed on untouched.
type Props = Readonly<Record<string, unknown>>;

const ATTRIBUTES = {
  'input[type="search"]': {'aria-label': 'Termos da busca', maxlength: String(MAX_QUERY_LENGTH)},
};

/** The `version` values the search plugin itself writes: paths of non-latest docs versions. */
function useSearchableVersions(): ReadonlySet<string> {
  const {siteConfig} = useDocusaurusContext();
  const versions = Object.values(useAllDocsData()).flatMap((docs) => docs.versions);
  return new Set(
    versions.filter((version) => !version.isLast).map((version) => `${version.path.slice(siteConfig.baseUrl.length)}/`),
  );
}

/** The element right after the row with the query input, where the choice of section goes. */
function useChoiceSlot(container: React.RefObject<HTMLDivElement | null>): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const row = container.current?.querySelector('input[type="search"]')?.closest('.row');
    if (!row) return undefined;
    const element = document.createElement('div');
    row.after(element);
    setSlot(element);
    return () => {
      element.remove();
    };
  }, [container]);
  return slot;
}

export default function SearchPageWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  useControlAttributes(container, ATTRIBUTES);
  const location = useLocation();
  const history = useHistory();
  const safeSearch = sanitizeSearchParams(location.search, useSearchableVersions());
  const safeLocation = safeSearch === null ? location : {...location, search: safeSearch};
  useEffect(() => {
    if (safeSearch !== null) history.replace({...location, search: safeSearch});
  }, [history, location, safeSearch]);

  const chosen =
    SEARCH_CONTEXTS.find((context) => context.path === new URLSearchParams(safeLocation.search).get('ctx'))?.path ??
    DEFAULT_SEARCH_CONTEXT;
  const choose = (context: SearchContextPath): void => {
    const params = new URLSearchParams(safeLocation.search);
    params.set('ctx', context);
    history.replace({...location, search: params.toString()});
  };
  const slot = useChoiceSlot(container);

  return (
    <div ref={container} className={styles.contents}>
      <Route location={safeLocation} render={() => <SearchPage {...props} />} />
      {slot && createPortal(<SearchContextChoice value={chosen} onChange={choose} />, slot)}
    </div>
  );
}
