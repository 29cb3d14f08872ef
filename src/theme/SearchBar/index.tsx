/*
 * The navbar's search box, loaded on demand. The local search plugin's box brings lunr, the
 * Portuguese stemmer and its own code (about 19 KB gzip) into the first load of every page,
 * although most visits never search. Until the reader shows an intention to search (hovers or
 * focuses the box, or presses Ctrl/⌘ K), a placeholder with the same markup stands in for it; then
 * the plugin's box loads, takes over whatever was already typed and the focus, and replaces it.
 *
 * Its code is prefetched at the lowest priority once the page has loaded (webpackPrefetch): the
 * first search then only waits for the index. The index itself is asked for at the same intention,
 * not once the plugin's box has mounted and taken the focus: the search's worker starts, and
 * downloads and reads the section's index, while the page mounts the box (the plugin's box then
 * finds it loaded, or loading, in the same worker).
 *
 * The search has one index per section (src/lib/search-params.ts): a page outside every section (the
 * home page, /search) searches the guides', and the dropdown offers the same words in the other
 * sections (otherSections.ts).
 *
 * It also names the input in Portuguese (the plugin hard-codes aria-label="Search"; its visible
 * strings are translated in i18n/pt-BR/code.json) and caps the query's length (search-params.ts).
 */
import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {Route} from 'react-router-dom';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import SearchBarPlaceholder from '@site/src/components/SearchBarPlaceholder';
import {useControlAttributes} from '@site/src/hooks/useControlAttributes';
import {DEFAULT_SEARCH_CONTEXT, MAX_QUERY_LENGTH, searchContextOf} from '@site/src/lib/search-params';
import {useOtherSectionLinks} from './otherSections';
import styles from './styles.module.css';

// Whatever the theme passes is handed on untouched.
type Props = Readonly<Record<string, unknown>>;

const ARIA_LABEL = 'Buscar na documentação';
const ATTRIBUTES = {
  'input.navbar__search-input': {'aria-label': ARIA_LABEL, maxlength: String(MAX_QUERY_LENGTH)},
};

/**
 * Runs `onMounted` once its children are in the document and have settled. It waits two commits:
 * the plugin's box works out its search context (guides, API, release notes) in an effect, and
 * until it re-renders with it, focusing the box would load the index of the whole site.
 */
function AfterMount({onMounted, children}: {readonly onMounted: () => void; readonly children: ReactNode}): ReactNode {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) onMounted();
    else setSettled(true);
  }, [settled, onMounted]);
  return children;
}

/** Sets an input's value so that React's onChange sees it, as if the reader had typed it. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const placeholderInput = useRef<HTMLInputElement>(null);
  const pluginBox = useRef<HTMLDivElement>(null);
  const requested = useRef(false);
  // Loaded with a plain import(), not React.lazy: a Suspense boundary delays showing what it
  // waited for by up to 300 ms, and the reader would wait that long for the first result.
  const [PluginSearchBar, setPluginSearchBar] = useState<ComponentType<Props> | null>(null);
  const [ready, setReady] = useState(false);

  // The plugin picks the index from the page's path; outside every section, it is told the
  // guides' root instead, so that it never asks for an index of the whole site.
  const location = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const ownContext = searchContextOf(location.pathname.slice(baseUrl.length));
  const searchLocation =
    ownContext === undefined ? {...location, pathname: `${baseUrl}${DEFAULT_SEARCH_CONTEXT}/`} : location;
  const searchContext = ownContext ?? DEFAULT_SEARCH_CONTEXT;
  useOtherSectionLinks(container, searchContext, baseUrl);

  const loadPluginSearchBar = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    // The docs have a single version: the plugin's box fetches each section's index under the base URL.
    import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker')
      .then((worker) => worker.fetchIndexesByWorker(baseUrl, searchContext))
      // Offline, or the index failed: the plugin's box asks again when it takes the focus.
      .catch(() => undefined);
    import(/* webpackPrefetch: true */ '@theme-original/SearchBar').then(
      (module: {readonly default: ComponentType<Props>}) => {
        setPluginSearchBar(() => module.default);
      },
      () => {
        // Offline, or a deploy replaced the chunk: the next hover, focus or shortcut tries again.
        requested.current = false;
      },
    );
  }, [baseUrl, searchContext]);
  useControlAttributes(container, ATTRIBUTES);

  // The plugin's box is mounted, hidden. Everything happens here, in one task, so that no keystroke
  // can land in the placeholder after its text was copied: show the plugin's box, hide the
  // placeholder, copy the text, move the focus. The re-render that follows then removes the
  // placeholder for good.
  const handOver = useCallback(() => {
    const from = placeholderInput.current;
    const box = pluginBox.current;
    const to = box?.querySelector('input');
    if (from && box && to) {
      const hadFocus = document.activeElement === from;
      box.style.display = 'contents';
      from.closest<HTMLElement>('[data-search-placeholder]')?.style.setProperty('display', 'none');
      if (from.value !== '') typeInto(to, from.value);
      if (hadFocus) {
        to.focus();
      } else {
        // The pointer came in over the placeholder: tell the plugin's box, which then starts
        // loading the index, as it does when hovered. React reads "pointer entered" from a
        // mouseover whose origin is outside the page.
        to.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, relatedTarget: null}));
      }
    }
    setReady(true);
  }, []);

  return (
    <div ref={container} className={styles.contents}>
      {!ready && (
        <SearchBarPlaceholder
          inputRef={placeholderInput}
          ariaLabel={ARIA_LABEL}
          maxLength={MAX_QUERY_LENGTH}
          onIntent={loadPluginSearchBar}
        />
      )}
      {PluginSearchBar && (
        <div ref={pluginBox} style={{display: ready ? 'contents' : 'none'}}>
          <AfterMount onMounted={handOver}>
            <Route location={searchLocation} render={() => <PluginSearchBar {...props} />} />
          </AfterMount>
        </div>
      )}
    </div>
  );
}
