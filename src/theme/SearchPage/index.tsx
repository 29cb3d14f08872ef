/*
 * Wraps the local search's /search page:
 * - its controls get accessible Portuguese names: the plugin hard-codes
 *   aria-label="Search" on the query input and leaves the section selector unnamed;
 * - unsafe parameters are fixed before the plugin sees them (see search-params.ts):
 *   an over-long `q` is cut, and a `version` naming no older docs version is
 *   dropped, since the plugin would fetch an index under that path and throw on the
 *   answer. The page renders under the safe location (a react-router <Route> with an
 *   explicit location, as Docusaurus itself does while navigating), and the address
 *   bar is then brought in line.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import {Route} from 'react-router-dom';
import SearchPage from '@theme-original/SearchPage';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';

import {useControlAttributes} from '@site/src/hooks/useControlAttributes';
import {MAX_QUERY_LENGTH, sanitizeSearchParams} from '@site/src/search-params';
import styles from './styles.module.css';

// Whatever the theme passes is handed on untouched.
type Props = Readonly<Record<string, unknown>>;

const ATTRIBUTES = {
  'input[type="search"]': {'aria-label': 'Termos da busca', maxlength: String(MAX_QUERY_LENGTH)},
  '#context-selector': {'aria-label': 'Seção do portal em que buscar'},
};

/** The `version` values the search plugin itself writes: paths of non-latest docs versions. */
function useSearchableVersions(): ReadonlySet<string> {
  const {siteConfig} = useDocusaurusContext();
  const versions = Object.values(useAllDocsData()).flatMap((docs) => docs.versions);
  return new Set(
    versions.filter((version) => !version.isLast).map((version) => `${version.path.slice(siteConfig.baseUrl.length)}/`),
  );
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
  return (
    <div ref={container} className={styles.contents}>
      <Route location={safeLocation} render={() => <SearchPage {...props} />} />
    </div>
  );
}
