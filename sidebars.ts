import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {TUTORIAL_TOPICS} from './src/data/tutorial-topics';
import {OVERVIEW_PAGE, WEBHOOK_EVENTS, eventPageId, generatedDocId} from './src/data/webhook-events';

/**
 * The webhook events' reference, generated from schema/webhooks.openapi.yaml (src/data/webhook-events.ts):
 * a category at the end of the Webhooks topic, one page per event.
 */
const webhookEventsCategory = {
  type: 'category' as const,
  label: 'Referência dos eventos',
  collapsible: true,
  collapsed: true,
  link: {type: 'doc' as const, id: generatedDocId(OVERVIEW_PAGE)},
  items: WEBHOOK_EVENTS.map((event) => ({
    type: 'doc' as const,
    id: generatedDocId(eventPageId(event)),
    label: event,
    className: 'api-method event',
  })),
};

/**
 * The tutorial: the introduction, then every topic of src/data/tutorial-topics.ts in its
 * order, each a category of its pages (listed there).
 */
export default {
  tutorialSidebar: [
    'introducao',
    ...TUTORIAL_TOPICS.map((topic) => ({
      type: 'category' as const,
      label: topic.label,
      collapsible: true,
      collapsed: false,
      items: [
        ...topic.pages.map((page) => `${topic.folder}/${page}`),
        ...(topic.folder === 'webhooks' ? [webhookEventsCategory] : []),
      ],
    })),
  ],
} satisfies SidebarsConfig;
