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

declare module '@theme/ApiItem' {
  import type {ReactNode} from 'react';
  import type {Props} from '@theme/DocItem';

  export default function ApiItem(props: Props): ReactNode;
}

declare module '@theme-original/ApiExplorer/LiveEditor' {
  import type {FC, ReactNode} from 'react';

  /** react-live's LiveProvider with the theme's editor; transformCode runs before react-live compiles. */
  const LiveEditor: FC<{
    children?: ReactNode;
    transformCode?: (code: string) => string | Promise<string>;
    [prop: string]: unknown;
  }>;
  export default LiveEditor;
}

declare module '@theme/utils/scrollUtils' {
  import type {FC, ReactNode} from 'react';

  /** The theme's scroll-position helper for its tab lists (its own copy of Docusaurus'). */
  export const ScrollControllerProvider: FC<{children?: ReactNode}>;
}
