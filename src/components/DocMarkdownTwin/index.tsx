import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import MarkdownTwinActions from '@site/src/components/MarkdownTwinActions';

/** The "Copiar como Markdown" bar of a guide or reference page, added by src/remark/twin-actions.ts. */
export default function DocMarkdownTwin(): ReactNode {
  return <MarkdownTwinActions route={useDoc().metadata.permalink} />;
}
