/**
 * The tab group of every request example (guides' <ApiCall> and the reference's examples): the tab
 * a reader picks (GraphQL, curl, JavaScript…) is remembered and follows them from page to page.
 */
export const EXAMPLE_TABS_GROUP = 'exemplo-api';
