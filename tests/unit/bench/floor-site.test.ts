/**
 * The floor site's configuration is the portal's with the content plugins taken out by name: when
 * the portal's configuration changes (a plugin renamed or merged), loading it fails, and the
 * benchmark would only find out after building the portal. This loads it as the benchmark does.
 */
import type {PluginConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import floor from '../../../bench/floor-site/docusaurus.config';
import portal from '../../../docusaurus.config';
import apiDownloads from '../../../src/plugins/api-downloads';
import markdownTwins from '../../../src/plugins/markdown-twins';

const names = (plugins: unknown): unknown[] =>
  (plugins as PluginConfig[]).map((plugin) => (Array.isArray(plugin) ? plugin[0] : plugin));

describe('configuração do site piso', () => {
  it('carrega, sem os plugins de conteúdo do portal e com os demais', () => {
    const floorPlugins = names(floor.plugins);
    expect(floorPlugins).not.toContain('./src/plugins/api-reference/index.ts');
    expect(floorPlugins).not.toContain('docusaurus-plugin-openapi-docs');
    expect(floorPlugins).not.toContain('@docusaurus/plugin-client-redirects');
    // What is made from the content after the build needs the content (tests/integration-sites builds it).
    expect(floorPlugins).not.toContain(markdownTwins);
    expect(floorPlugins).not.toContain(apiDownloads);
    // Everything that is not content stays, so the floor keeps the portal's chrome and build settings.
    const kept = names(portal.plugins).filter((plugin) => floorPlugins.includes(plugin));
    expect(kept.length).toBeGreaterThanOrEqual(3);
    expect(floor.themes).toHaveLength(portal.themes.length);
  });
});
