import type {Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

import {longDate} from '../../lib/long-date';
import type {ReleaseNoteSummary} from './types';

const HOW_MANY = 3;

/**
 * Publishes the latest release notes as global data, so that the home page lists
 * them from the blog itself instead of a hand-kept copy that would go stale.
 */
export default function latestReleaseNotes(): Plugin {
  return {
    name: 'latest-release-notes',
    allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (blog === undefined) throw new Error('latest-release-notes: o plugin de blog não foi carregado.');
      const latest: ReleaseNoteSummary[] = blog.blogPosts.slice(0, HOW_MANY).map(({metadata}) => ({
        title: metadata.title,
        permalink: metadata.permalink,
        date: metadata.date.toISOString(),
        dateLabel: longDate(metadata.date),
        description: metadata.description,
      }));
      actions.setGlobalData(latest);
    },
  };
}
