/*
 * The navbar's search box before the search code has loaded. It is the local search plugin's own
 * markup with the plugin's own CSS classes (the same CSS module), so nothing moves when the real
 * box takes its place. Hovering or focusing it, or pressing the plugin's shortcut (Ctrl/⌘ K),
 * asks for the real box.
 */
import {useEffect, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import pluginStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import {
  getKeymapHints,
  matchesKeymap,
  parseKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import {
  searchBarShortcut,
  searchBarShortcutHint,
  searchBarShortcutKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';

interface Props {
  /** The input, for the box that replaces this one to take over its text and focus. */
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly ariaLabel: string;
  readonly maxLength: number;
  /** The reader is about to search: load the real box. */
  readonly onIntent: () => void;
}

export default function SearchBarPlaceholder({inputRef, ariaLabel, maxLength, onIntent}: Props): ReactNode {
  // Like the plugin's box, the shortcut's hint appears once the page knows its platform (⌘ or ctrl).
  const [hints, setHints] = useState<readonly string[]>([]);

  useEffect(() => {
    if (!searchBarShortcut) return undefined;
    if (searchBarShortcutHint) setHints(getKeymapHints(searchBarShortcutKeymap, isMacPlatform()));
    const keymap = parseKeymap(searchBarShortcutKeymap);
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!matchesKeymap(event, keymap)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [inputRef]);

  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return (
    <div className={clsx('navbar__search', pluginStyles.searchBarContainer)} dir="ltr" data-search-placeholder>
      <svg aria-hidden="true" className={pluginStyles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={inputRef}
        placeholder={label}
        aria-label={ariaLabel}
        maxLength={maxLength}
        className={clsx('navbar__search-input', pluginStyles.searchInput)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      />
      {hints.length > 0 && (
        <div className={pluginStyles.searchHintContainer}>
          {hints.map((hint) => (
            <kbd key={hint} className={pluginStyles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}
