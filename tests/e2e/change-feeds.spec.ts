/**
 * The portal's feeds in the production build (src/lib/machine-readable.ts FEEDS): the schema changes'
 * Atom feed (src/plugins/api-downloads) and the release notes' RSS and Atom, each read by a feed
 * parser library; one schema entry per version, each deprecation in the entry of the version that
 * made it, marked in its title; and links to the feeds on the changelog page, the blog and in every
 * page's head.
 */
import {parseFeed} from '@rowanmanning/feed-parser';
import type {GraphQLSchema} from 'graphql';

import {test, expect} from './fixtures';
import {FEEDS, SCHEMA_CHANGES_ROUTE, SCHEMA_FEED_ROUTE} from '../../src/lib/machine-readable';
import {historyVersions} from './schema-history-files';
import {schemaMembers} from '../../src/lib/schema-members';

const history = historyVersions();
const schemas = history.map((version) => version.schema());

/** `Type.member` of every deprecated field, input field and enum value of a schema (arguments aside). */
const deprecatedMembers = (schema: GraphQLSchema): Set<string> =>
  new Set(
    schemaMembers(schema)
      .filter((member) => member.deprecationReason !== undefined && member.path.split('.').length === 2)
      .map((member) => member.path),
  );

test.describe('feed das mudanças no schema', () => {
  test('é um Atom válido com uma entrada por versão, da mais nova, cada uma levando à seção da versão', async ({
    request,
  }) => {
    const response = await request.get(SCHEMA_FEED_ROUTE);
    expect(response.status()).toBe(200);
    const feed = parseFeed(await response.text());
    expect(feed.meta.type).toBe('atom');
    const dates = history
      .slice(1)
      .map((entry) => entry.date)
      .reverse();
    expect(feed.items.map((item) => new URL(item.url ?? '').hash)).toEqual(dates.map((date) => `#${date}`));
    for (const item of feed.items) {
      expect(new URL(item.url ?? '').pathname).toBe(SCHEMA_CHANGES_ROUTE);
      expect(item.title).toMatch(/^Schema de \d{1,2} de \p{L}+ de \d{4}: /u);
    }
  });

  test('cada obsolescência está na entrada da versão que a fez, marcada no título e nas categorias', async ({
    request,
  }) => {
    const feed = parseFeed(await (await request.get(SCHEMA_FEED_ROUTE)).text());
    let checked = 0;
    for (const [index, entry] of history.entries()) {
      const [before, after] = [schemas[index - 1], schemas[index]];
      if (before === undefined || after === undefined) continue;
      const earlier = deprecatedMembers(before);
      const added = [...deprecatedMembers(after)].filter((member) => !earlier.has(member));
      const item = feed.items.find((candidate) => candidate.url?.endsWith(`#${entry.date}`));
      expect(item, entry.date).toBeDefined();
      if (added.length === 0) {
        expect(item?.title).not.toMatch(/\d+ obsolescência/);
        continue;
      }
      expect(item?.title).toContain(added.length === 1 ? '1 obsolescência' : `${added.length} obsolescências`);
      expect(item?.categories.map((category) => category.term)).toContain('obsolescencia');
      for (const member of added) {
        const name = member.split('.')[1] ?? member;
        expect(item?.content, member).toContain(name);
      }
      checked += added.length;
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('a seção de cada entrada existe na página Mudanças no schema', async ({page, request}) => {
    const feed = parseFeed(await (await request.get(SCHEMA_FEED_ROUTE)).text());
    await page.goto(SCHEMA_CHANGES_ROUTE);
    for (const item of feed.items) {
      const id = new URL(item.url ?? '').hash.slice(1);
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    }
  });
});

test.describe('links para os feeds', () => {
  test('os feeds das notas de versão também são válidos e têm entradas', async ({request}) => {
    for (const feed of FEEDS) {
      const parsed = parseFeed(await (await request.get(feed.route)).text());
      expect(parsed.items.length, feed.route).toBeGreaterThan(0);
      expect(parsed.meta.type, feed.route).toBe(feed.contentType.includes('rss') ? 'rss' : 'atom');
    }
  });

  test('a página Mudanças no schema e a lista de notas de versão levam a cada feed', async ({page}) => {
    for (const route of [SCHEMA_CHANGES_ROUTE, '/blog']) {
      await page.goto(route);
      for (const feed of FEEDS) {
        await expect(page.locator(`main a[href="${feed.route}"]`), `${route} → ${feed.route}`).toHaveCount(1);
      }
    }
  });

  test('o cabeçalho de cada página anuncia o feed das mudanças no schema', async ({page}) => {
    for (const route of ['/', '/docs/boletos/emissao', SCHEMA_CHANGES_ROUTE]) {
      await page.goto(route);
      const schemaFeed = FEEDS.find((feed) => feed.id === 'schema');
      await expect(
        page.locator(`head link[rel="alternate"][type="${schemaFeed?.contentType}"][href="${SCHEMA_FEED_ROUTE}"]`),
      ).toHaveCount(1);
    }
  });
});
