import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {TUTORIAL_TOPICS} from './src/tutorial-topics';

/**
 * The tutorial: the introduction, then the fourteen topics of the specification in
 * their order, each a category of its pages (listed in src/tutorial-topics.ts).
 */
export default {
  tutorialSidebar: [
    'introducao',
    ...TUTORIAL_TOPICS.map((topic) => ({
      type: 'category' as const,
      label: topic.label,
      collapsible: true,
      collapsed: false,
      items: topic.pages.map((page) => `${topic.folder}/${page}`),
    })),
  ],
} satisfies SidebarsConfig;
