import type {ReactNode} from 'react';

import {DOWNLOADS, downloadRoute} from '@site/src/lib/machine-readable';

/**
 * The API's downloads (src/lib/machine-readable.ts), written by src/plugins/api-downloads at build
 * time. Plain <a>: they are files, not routes, so neither the router nor the broken-link checker
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
    </ul>
  );
}
