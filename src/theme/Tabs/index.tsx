/*
 * Docusaurus' own Tabs, not the OpenAPI theme's. docusaurus-theme-openapi-docs ships a Tabs of its
 * own that, registered after the classic theme, replaced it on every page: it remounts its whole
 * content after hydration (a workaround for an old Docusaurus bug), so every example in tabs was
 * rendered and highlighted twice, and its CSS would have to reach every page. The OpenAPI theme's
 * own components use their own tab containers with @theme/TabItem, which is Docusaurus' too (see
 * ../utils/tabsUtils.ts).
 */
export {default} from '@theme-init/Tabs';
