/*
 * The OpenAPI theme's tab containers (schemas, content types, status codes on the webhook events'
 * pages) use a private copy of Docusaurus' tabs state, a second React context. They use Docusaurus'
 * own here, so that one TabItem, Docusaurus', works inside every tab container of the site (see
 * ../../Tabs). Like the theme's copy, the provider also mounts the theme's scroll controller, which
 * the theme's tab lists need above them.
 */
import type {ComponentProps, ReactNode} from 'react';
import {TabsProvider as DocusaurusTabsProvider} from '@docusaurus/theme-common/internal';
import {ScrollControllerProvider} from '@theme/utils/scrollUtils';

export {sanitizeTabsChildren, useTabs, useTabsContextValue} from '@docusaurus/theme-common/internal';

export function TabsProvider(props: ComponentProps<typeof DocusaurusTabsProvider>): ReactNode {
  return (
    <ScrollControllerProvider>
      <DocusaurusTabsProvider {...props} />
    </ScrollControllerProvider>
  );
}
