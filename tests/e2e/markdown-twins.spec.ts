/**
 * The Markdown twins and llms.txt in the production build: a twin for every guide, release note
 * and reference page of the sitemap, without JSX and with the page's content, and every link of
 * llms.txt and of the twins leading somewhere.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {buildSchema, isEnumType, isInputObjectType, isObjectType, type GraphQLSchema} from 'graphql';

import {test, expect} from './fixtures';
import {
  DOWNLOADS,
  FEEDS,
  LLMS_FULL_ROUTE,
  LLMS_ROUTE,
  downloadById,
  downloadRoute,
  twinRoute,
} from '../../src/lib/machine-readable';
import {blogPosts} from '../support/blog-posts';
import {expectedNames, expectedRoutes, PAGE_FOLDERS} from '../support/reference-routes';
import {tagsIn} from '../support/twin-checks';

const BUILD = path.resolve(__dirname, '..', '..', 'build');
const readBuild = (route: string): string => readFileSync(path.join(BUILD, decodeURI(route)), 'utf8');
const schema: GraphQLSchema = buildSchema(readFileSync(path.resolve(__dirname, '../../schema/schema.graphql'), 'utf8'));

/** The sitemap's routes whose page is a guide, a reference page (docs pages) or a release note. */
function twinnedRoutes(): string[] {
  const sitemap = readBuild('/sitemap.xml');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '').pathname)
    .filter((route) => {
      const html = readBuild(route.endsWith('/') ? `${route}index.html` : `${route}/index.html`);
      const classes = /<html[^>]* class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
      return classes.includes('docs-doc-page') || classes.includes('blog-post-page');
    });
}

test.describe('versões em Markdown', () => {
  test('cada guia, nota de versão e página da referência do sitemap tem a sua, sem JSX e com o título', () => {
    const routes = twinnedRoutes();
    expect(routes.filter((route) => route.startsWith('/docs/')).length).toBeGreaterThan(90);
    expect(routes.filter((route) => route.startsWith('/blog/')).length).toBe(
      blogPosts(path.resolve(__dirname, '../../blog')).length,
    );
    expect(routes.filter((route) => route.startsWith('/api/')).length).toBeGreaterThan(700);
    const problems: string[] = [];
    for (const route of routes) {
      const twin = twinRoute(route);
      if (!existsSync(path.join(BUILD, decodeURI(twin)))) {
        problems.push(`${twin}: não existe`);
        continue;
      }
      const markdown = readBuild(twin);
      if (!markdown.startsWith('# ')) problems.push(`${twin}: não começa pelo título`);
      const tags = tagsIn(markdown);
      if (tags.length > 0) problems.push(`${twin}: ${tags.slice(0, 3).join(' ')}`);
    }
    expect(problems).toEqual([]);
  });

  test('a de cada página da referência traz a assinatura e todos os campos, argumentos ou valores', () => {
    const names = expectedNames(schema);
    const routes = expectedRoutes(schema);
    const problems: string[] = [];
    for (const folder of PAGE_FOLDERS) {
      routes[folder].forEach((route, index) => {
        const name = names[folder][index] ?? '';
        const markdown = readBuild(twinRoute(route));
        const expectations: string[] = [];
        if (folder.startsWith('api/') && folder !== 'api/directives') {
          const root =
            folder === 'api/queries'
              ? schema.getQueryType()
              : folder === 'api/mutations'
                ? schema.getMutationType()
                : schema.getSubscriptionType();
          const field = root?.getFields()[name];
          const args = field?.args ?? [];
          expectations.push(
            args.length === 0 ? `\`\`\`graphql\n${name}: ${String(field?.type)}` : `\`\`\`graphql\n${name}(\n`,
          );
          // The signature's last line: the type, and @deprecated when it is.
          const end = `${args.length === 0 ? '' : ')'}: ${String(field?.type)}${field?.deprecationReason ? ' @deprecated' : ''}\n\`\`\``;
          expectations.push(end);
          for (const arg of field?.args ?? [])
            expectations.push(`  ${arg.name}: ${String(arg.type)}`, `\`${arg.name}\``);
        } else if (folder.startsWith('types/')) {
          const type = schema.getType(name);
          const keyword = isObjectType(type)
            ? 'type'
            : isInputObjectType(type)
              ? 'input'
              : isEnumType(type)
                ? 'enum'
                : 'scalar';
          expectations.push(`\`\`\`graphql\n${keyword} ${name}`);
          if (isObjectType(type) || isInputObjectType(type)) {
            for (const field of Object.keys(type.getFields())) expectations.push(`### \`${field}\``);
          }
          if (isEnumType(type)) for (const value of type.getValues()) expectations.push(`\`${value.name}\``);
        } else {
          expectations.push(`@${name}`);
        }
        for (const expected of expectations) {
          if (!markdown.includes(expected)) problems.push(`${route}: falta ${JSON.stringify(expected)}`);
        }
      });
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  test('todo link de uma versão em Markdown para outra .md leva a um arquivo do build', () => {
    const broken = new Set<string>();
    for (const route of twinnedRoutes()) {
      const markdown = readBuild(twinRoute(route));
      for (const match of markdown.matchAll(/\]\((\/[^)#\s]+\.md)(?:#[^)]*)?\)/g)) {
        const target = match[1] ?? '';
        if (!existsSync(path.join(BUILD, decodeURI(target)))) broken.add(`${twinRoute(route)} → ${target}`);
      }
    }
    expect([...broken]).toEqual([]);
  });
});

test.describe('llms.txt', () => {
  test('segue o formato llmstxt.org, com as seções do portal', () => {
    const text = readBuild(LLMS_ROUTE);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines[2]).toMatch(/^> \S/);
    expect(lines.filter((line) => line.startsWith('## '))).toEqual([
      '## Tutorial',
      '## Referência da API',
      '## Notas de versão',
      '## Downloads',
      '## Feeds',
    ]);
    // Every entry is one line: a link, then optionally its description.
    const entries = lines.filter((line) => line.startsWith('- '));
    expect(entries.every((line) => /^- \[[^\]]+\]\([^)\s]+\)(: .+)?$/.test(line))).toBe(true);
    expect(text).toContain(downloadRoute(downloadById('schema')));
  });

  test('todo link dele leva a um arquivo do site', async ({request}) => {
    const text = readBuild(LLMS_ROUTE);
    // Entries' links are absolute; a description may hold a link of its own, relative to the site.
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map(
      (match) => new URL(match[1] ?? '', 'https://site.invalid').pathname,
    );
    expect(links.length).toBeGreaterThan(800);
    for (const route of [LLMS_FULL_ROUTE, ...DOWNLOADS.map(downloadRoute), ...FEEDS.map((feed) => feed.route)]) {
      expect(links).toContain(route);
    }
    const failed: string[] = [];
    for (const link of links) {
      const response = await request.get(link, {maxRedirects: 0});
      if (response.status() !== 200) failed.push(`${link}: ${response.status()}`);
    }
    expect(failed).toEqual([]);
  });

  test('a visão geral da API tem um link para ele e para o texto completo', async ({page}) => {
    await page.goto('/api/');
    for (const route of [LLMS_ROUTE, LLMS_FULL_ROUTE]) await expect(page.locator(`a[href="${route}"]`)).toHaveCount(1);
  });

  test('o texto completo traz todos os guias e notas de versão, e nenhuma página da referência', () => {
    const full = readBuild(LLMS_FULL_ROUTE);
    const routes = twinnedRoutes();
    for (const route of routes.filter((candidate) => !candidate.startsWith('/api'))) {
      expect(full, route).toContain(readBuild(twinRoute(route)).trim());
    }
    expect(full).not.toContain('/api/types/objects/billing\n');
  });
});
