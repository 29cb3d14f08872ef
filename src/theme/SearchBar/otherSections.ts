/**
 * Links under the search box's suggestions that run the same words in the other sections
 * (src/lib/search-params.ts SEARCH_CONTEXTS) on /search. The plugin builds its dropdown with DOM calls
 * inside autocomplete.js and takes no footer of ours, so the links are kept in its dropdown here:
 * after every change to the dropdown, one block of links at its end, with the current words.
 */
import {useEffect, type RefObject} from 'react';
import {useHistory} from '@docusaurus/router';
import pluginStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';

import {SEARCH_CONTEXTS, type SearchContextPath} from '@site/src/lib/search-params';
import styles from './styles.module.css';

const BLOCK_ATTRIBUTE = 'data-other-sections';

function searchPageHref(baseUrl: string, words: string, context: SearchContextPath): string {
  return `${baseUrl}search?${new URLSearchParams({q: words, ctx: context}).toString()}`;
}

function renderBlock(block: HTMLElement, words: string, current: SearchContextPath, baseUrl: string): void {
  const others = SEARCH_CONTEXTS.filter((context) => context.path !== current);
  const hrefs = others.map((context) => searchPageHref(baseUrl, words, context.path));
  const links = [...block.querySelectorAll('a')];
  if (links.length === others.length && links.every((link, index) => link.getAttribute('href') === hrefs[index]))
    return;
  block.replaceChildren(document.createTextNode('Buscar também em: '));
  others.forEach((context, index) => {
    if (index > 0) block.append(' · ');
    const link = document.createElement('a');
    link.href = hrefs[index] ?? '';
    link.textContent = context.label;
    block.append(link);
  });
}

export function useOtherSectionLinks(
  container: RefObject<HTMLElement | null>,
  current: SearchContextPath,
  baseUrl: string,
): void {
  const history = useHistory();
  useEffect(() => {
    const root = container.current;
    if (root === null) return undefined;
    const update = (): void => {
      const menu = root.querySelector<HTMLElement>(`.${pluginStyles.dropdownMenu}`);
      const words = root.querySelector<HTMLInputElement>('input.navbar__search-input')?.value.trim() ?? '';
      if (menu === null) return;
      let block = menu.querySelector<HTMLElement>(`[${BLOCK_ATTRIBUTE}]`);
      if (words === '') {
        block?.remove();
        return;
      }
      if (block === null) {
        block = document.createElement('div');
        block.setAttribute(BLOCK_ATTRIBUTE, '');
        block.className = `${pluginStyles.hitFooter} ${styles.otherSections}`;
        menu.append(block);
      }
      renderBlock(block, words, current, baseUrl);
    };
    const observer = new MutationObserver(update);
    observer.observe(root, {childList: true, subtree: true});
    root.addEventListener('input', update);
    // In-app navigation, as the plugin does for its own footer link; a modified click opens a tab.
    const onClick = (event: MouseEvent): void => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(`[${BLOCK_ATTRIBUTE}] a`);
      if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      root.querySelector<HTMLInputElement>('input.navbar__search-input')?.blur();
      history.push(link.getAttribute('href') ?? '');
    };
    root.addEventListener('click', onClick);
    return () => {
      observer.disconnect();
      root.removeEventListener('input', update);
      root.removeEventListener('click', onClick);
    };
  }, [container, current, baseUrl, history]);
}
