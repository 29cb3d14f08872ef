/*
 * Docusaurus' own TabItem, not the OpenAPI theme's copy of it (same behaviour, but its CSS module
 * would put the theme's stylesheet on every page with tabs). The OpenAPI theme's tab containers
 * share its state through ../utils/tabsUtils.ts. See ../Tabs.
 */
export {default} from '@theme-init/TabItem';
