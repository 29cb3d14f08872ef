/** The two components of docusaurus-theme-openapi-docs that RequestSchema uses (the theme ships no module types). */
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
