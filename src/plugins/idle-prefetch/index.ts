import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Moves Docusaurus' prefetching of linked routes out of the task that sees the links.
 *
 * `@docusaurus/Link` prefetches a route as soon as its link enters the viewport, from an
 * IntersectionObserver callback; right after hydration every visible link is reported in the same
 * task, and each prefetch walks the route table (~930 routes), builds webpack's chunk name map and
 * appends a `<link rel="prefetch">` per chunk. On the home page, eight routes and 40 chunks: one
 * task of ~28 ms of CPU, a long task four times over on a phone. The client module hands each
 * prefetch to an idle queue (src/lib/idle-queue.ts): the same requests, a few milliseconds at a
 * time, once the main thread is free, and not before the page and the reader have left it alone for
 * a while (./quiet.ts). Preloading on hover or touch is left as it is.
 */
export default function idlePrefetch(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules: () => [path.join(__dirname, 'client.ts')],
  };
}
