/**
 * Words of the type-shape trees that both the page (src/components/TypeShape) and the page's
 * Markdown twin (src/plugins/markdown-twins) write. No imports: the browser bundle reads it.
 */

/** Where the fields of an input type not expanded in place are, after "Campos de `Tipo`". */
export const FIELDS_AT_TEXTS = {
  ancestor: 'listados acima',
  above: 'listados acima',
  below: 'listados abaixo',
  page: 'listados em outro ponto desta página',
  'own-page': 'na página do tipo',
} as const;
