/**
 * The operation checker's public API (issue 29): the page /verificador, the `verificar` command
 * and the MCP server use only what is exported here. Browser-safe: no Node module is imported.
 */
export {
  checkOperations,
  DEFAULT_LIMITS,
  LIMITS_ROUTE,
  SEVERITY_OF,
  releaseDate,
  type CheckOptions,
  type CheckResult,
  type Finding,
  type FindingKind,
  type FindingLocation,
  type FindingSeverity,
  type Limits,
  type OperationDocument,
  type OperationSize,
} from './check';
export {RULE_MESSAGES, RULE_NAMES, translateSyntax, translateValidation} from './messages';
export {
  countFindings,
  formatReport,
  KIND_LABELS,
  reportJson,
  summaryLine,
  type Counts,
  type JsonReport,
} from './report';
export {buildTimeline, existsIn, versionAt, type SchemaTimeline, type SchemaVersion} from './timeline';
