/**
 * The components of docusaurus-theme-openapi-docs that our code imports: the theme ships no
 * module declarations for its @theme/ aliases.
 */
declare module '@theme/Schema' {
  import type {FC} from 'react';

  const Schema: FC<{schema: unknown; schemaType: 'request' | 'response'; schemaPath?: string}>;
  export default Schema;
}

declare module '@theme/Markdown' {
  import type {FC, ReactNode} from 'react';

  const Markdown: FC<{children?: ReactNode}>;
  export default Markdown;
}

declare module '@theme/ApiItem/Layout' {
  import type {FC, ReactNode} from 'react';

  /** Docusaurus' doc layout (breadcrumbs, content, paginator) as the theme arranges it for its pages. */
  const ApiItemLayout: FC<{children?: ReactNode}>;
  export default ApiItemLayout;
}

declare module '@theme/ApiItem/store' {
  import type {ProviderProps} from 'react-redux';

  /** The Redux store the theme's components read (media type, schema selection): its slices' initial state. */
  export function createStoreWithoutState(
    preloadedState: Record<string, never>,
    middlewares: readonly never[],
  ): ProviderProps['store'];
}

declare module '@theme/SchemaExpansion' {
  import type {FC, ReactNode} from 'react';

  /** How deep the theme's schema trees start expanded. */
  export const SchemaExpansionProvider: FC<{children?: ReactNode}>;
}

declare module '@theme/utils/scrollUtils' {
  import type {FC, ReactNode} from 'react';

  /** The theme's scroll-position helper for its tab lists (its own copy of Docusaurus'). */
  export const ScrollControllerProvider: FC<{children?: ReactNode}>;
}
