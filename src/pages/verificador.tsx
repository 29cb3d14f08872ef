// /verificador (without a trailing slash, like the explorer): the page lives in
// src/components/OperationChecker, beside its styles.
export {default} from '@site/src/components/OperationChecker';
