/*
 * The navbar's search box, loaded on demand. The local search plugin's box brings lunr, the
 * Portuguese stemmer and its own code (about 19 KB gzip) into the first load of every page,
 * although most visits never search. Until the reader shows an intention to search (hovers or
 * focuses the box, or presses Ctrl/⌘ K), a placeholder with the same markup stands in for it; then
 * the plugin's box loads, takes over whatever was already typed and the focus, and replaces it.
 *
 * It also names the input in Portuguese (the plugin hard-codes aria-label="Search"; its visible
 * strings are translated in i18n/pt-BR/code.json) and caps the query's length (search-params.ts).
 */
import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';

import SearchBarPlaceholder from '@site/src/components/SearchBarPlaceholder';
import {useControlAttributes} from '@site/src/hooks/useControlAttributes';
import {MAX_QUERY_LENGTH} from '@site/src/search-params';
import styles from './styles.module.css';

const PluginSearchBar = lazy(() => import('@theme-original/SearchBar'));

// Whatever the theme passes is handed on untouched.
type Props = Readonly<Record<string, unknown>>;

const ARIA_LABEL = 'Buscar na documentação';
const ATTRIBUTES = {
  'input.navbar__search-input': {'aria-label': ARIA_LABEL, maxlength: String(MAX_QUERY_LENGTH)},
};

/** Runs `onMounted` once its children are in the document (children's effects run first). */
function AfterMount({onMounted, children}: {readonly onMounted: () => void; readonly children: ReactNode}): ReactNode {
  useEffect(onMounted, [onMounted]);
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
  const focusPlugin = useRef(false);
  const [requested, setRequested] = useState(false);
  const [ready, setReady] = useState(false);
  useControlAttributes(container, ATTRIBUTES);

  // The plugin's box is in the document but hidden: hand it the text and, after the swap, the focus.
  const handOver = useCallback(() => {
    const from = placeholderInput.current;
    const to = pluginBox.current?.querySelector('input');
    if (from && to) {
      if (from.value !== '') typeInto(to, from.value);
      focusPlugin.current = document.activeElement === from;
    }
    setReady(true);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const input = pluginBox.current?.querySelector('input');
    if (focusPlugin.current) {
      focusPlugin.current = false;
      input?.focus();
    } else {
      // The pointer came in over the placeholder: tell the plugin's box, which then starts loading
      // the index, as it does when hovered. React reads "pointer entered" from a mouseover whose
      // origin is outside the page.
      input?.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, relatedTarget: null}));
    }
  }, [ready]);

  return (
    <div ref={container} className={styles.contents}>
      {!ready && (
        <SearchBarPlaceholder
          inputRef={placeholderInput}
          ariaLabel={ARIA_LABEL}
          maxLength={MAX_QUERY_LENGTH}
          onIntent={() => {
            setRequested(true);
          }}
        />
      )}
      {requested && (
        <div ref={pluginBox} className={ready ? styles.contents : styles.waiting}>
          <Suspense fallback={null}>
            <AfterMount onMounted={handOver}>
              <PluginSearchBar {...props} />
            </AfterMount>
          </Suspense>
        </div>
      )}
    </div>
  );
}
