/**
 * The operation checker's public API (issue 29): the page /verificador, the `verificar` command
 * and the MCP server use only what is exported here. Browser-safe: no Node module is imported.
 */
export {checkOperations, operationSize, type CheckResult, type Finding, type OperationDocument} from './check';
export {RULE_MESSAGES, RULE_NAMES, translateSyntax, translateValidation} from './messages';
export {countFindings, formatReport, KIND_LABELS, reportJson, summaryLine, type JsonReport} from './report';
export {buildTimeline, versionAt, type SchemaTimeline} from './timeline';
