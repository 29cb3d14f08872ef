/**
 * The tutorial's sidebar, generated from docs/ as Docusaurus intends: a category per topic folder (its
 * `_category_.json`: label, position, collapsed), its pages by their `sidebar_position` front matter. One thing
 * the files cannot say: the webhook events' pages (generated into GENERATED_DIR by `npm run webhooks`) form a
 * category built from src/data/webhook-events.ts, with the events' names as labels, in the enum's order, at the
 * end of their topic.
 */
import path from 'node:path';

import type {PluginOptions} from '@docusaurus/plugin-content-docs';

import {OVERVIEW_PAGE, WEBHOOK_EVENTS, eventPageId, generatedDocId} from '../data/webhook-events';

type SidebarItemsGenerator = PluginOptions['sidebarItemsGenerator'];
type SidebarItems = Awaited<ReturnType<SidebarItemsGenerator>>;

/** Doc id prefix of the generated pages ("webhooks/eventos/") and the topic folder that holds them ("webhooks"). */
const EVENTS_PREFIX = generatedDocId('');
const EVENTS_TOPIC = path.posix.dirname(EVENTS_PREFIX);

/** The webhook events' reference: the overview as the category's page, then one page per event. */
export const WEBHOOK_EVENTS_CATEGORY = {
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

/** Whether a sidebar category is the topic of folder `folder` (one of its pages is docs/<folder>/...). */
function isTopic(item: SidebarItems[number], folder: string): boolean {
  return (
    item.type === 'category' && item.items.some((child) => child.type === 'doc' && child.id.startsWith(`${folder}/`))
  );
}

export const tutorialSidebarItems: SidebarItemsGenerator = async ({defaultSidebarItemsGenerator, docs, ...args}) => {
  const items = await defaultSidebarItemsGenerator({
    ...args,
    docs: docs.filter((doc) => !doc.id.startsWith(EVENTS_PREFIX)),
  });
  return items.map((item) =>
    item.type === 'category' && isTopic(item, EVENTS_TOPIC)
      ? {...item, items: [...item.items, WEBHOOK_EVENTS_CATEGORY]}
      : item,
  );
};
