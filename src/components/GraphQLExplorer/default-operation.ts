/**
 * What the explorer shows when its link carries no operation: a short paginated query, with
 * comments saying how to use the editor. tests/unit/lib/explorer-link.test.ts validates it against the schema.
 */
export const DEFAULT_OPERATION = {
  query: `# Rode com Ctrl+Enter (⌘+Enter no Mac).
# Ctrl+Espaço sugere campos e argumentos.
query Dependentes($take: Int) {
  dependents(take: $take) {
    items {
      id
      name
      cpf
      lastAcademicClass {
        class
        shift
      }
    }
    totalCount
  }
}
`,
  variables: JSON.stringify({take: 5}, null, 2),
} as const;
