// /explorador (without a trailing slash, like every other route of the site): the page lives in
// src/components/ExplorerPage, beside its styles.
export {default} from '@site/src/components/ExplorerPage';
