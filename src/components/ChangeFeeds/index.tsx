import type {ReactNode} from 'react';

import {FEEDS} from '@site/src/lib/machine-readable';

/**
 * The portal's feeds (src/lib/machine-readable.ts FEEDS): the schema changes' and the release
 * notes'. Shown on the blog (src/theme/BlogListPaginator). Plain <a>: they are files, not routes.
 */
export default function ChangeFeeds(): ReactNode {
  return (
    <nav aria-label="Feeds">
      <p>
        Acompanhe as novidades num leitor de feeds:{' '}
        {FEEDS.map((feed, index) => (
          <span key={feed.id}>
            {index > 0 ? ', ' : ''}
            <a href={feed.route} type={feed.contentType}>
              {feed.title}
            </a>
          </span>
        ))}
        .
      </p>
    </nav>
  );
}
