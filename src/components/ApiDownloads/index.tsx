import type {ReactNode} from 'react';

import {DOWNLOADS, LLMS_FILES, downloadRoute} from '@site/src/lib/machine-readable';

/**
 * The API's downloads and the files for language models (src/lib/machine-readable.ts), written by
 * src/plugins/api-downloads and src/plugins/markdown-twins at build time. Plain <a>: they are files, not routes, so neither the router nor the broken-link checker
 * should handle them.
 */
export default function ApiDownloads(): ReactNode {
  return (
    <ul>
      {DOWNLOADS.map((download) => (
        <li key={download.id}>
          <a href={downloadRoute(download)} download={download.file}>
            <code>{download.file}</code>
          </a>
          : {download.title}. {download.description}
        </li>
      ))}
      {LLMS_FILES.map((file) => (
        <li key={file.route}>
          <a href={file.route}>
            <code>{file.route.slice(1)}</code>
          </a>
          : {file.title}. {file.description}
        </li>
      ))}
    </ul>
  );
}
