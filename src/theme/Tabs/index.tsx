/*
 * The theme's Tabs (@docusaurus/theme-classic 3.10, ejected), without its remount after hydration.
 *
 * The theme keys its tabs with `String(useIsBrowser())`, a "temporary fix" for
 * facebook/docusaurus#5653 (a tab chosen on another page, kept in localStorage, showing the wrong
 * panel after hydration): every tab group, and every code block in it, is built a second time from
 * nothing once the page has hydrated. That cost is the main thread's on every page with examples.
 * The fix is no longer needed: the theme's useTabsContextValue starts from the default tab on both
 * sides and switches to the stored or linked tab in a layout effect after hydration (the storage
 * slot's snapshot during hydration is the server's, null), an update React applies like any other.
 * tests/e2e/example-tabs.spec.ts checks that the choice still follows the reader.
 */
import type {KeyboardEvent, MouseEvent, ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

function TabList({className}: {readonly className?: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (event: KeyboardEvent<HTMLLIElement> | MouseEvent<HTMLLIElement>): void => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.indexOf(newTab)]?.value;
    if (newTabValue !== undefined && newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>): void => {
    let focusElement: HTMLLIElement | null | undefined = null;
    switch (event.key) {
      case 'Enter':
        handleTabChange(event);
        break;
      case 'ArrowRight':
        focusElement = tabRefs[tabRefs.indexOf(event.currentTarget) + 1] ?? tabRefs[0];
        break;
      case 'ArrowLeft':
        focusElement = tabRefs[tabRefs.indexOf(event.currentTarget) - 1] ?? tabRefs.at(-1);
        break;
      default:
        break;
    }
    focusElement?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(tab) => {
            tabRefs.push(tab);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabsContainer({className, children}: {readonly className?: string; readonly children: ReactNode}): ReactNode {
  return (
    // `tabs-container`: the theme's former class name, which it keeps.
    <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
      {/* The theme puts `className` on the tab list, not on the container. */}
      <TabList className={className} />
      <div className="margin-top--md">{children}</div>
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <TabsContainer className={props.className}>{sanitizeTabsChildren(props.children)}</TabsContainer>
    </TabsProvider>
  );
}
