import type {Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

/**
 * Static assets of the explorer (src/components/GraphQLExplorer), named by their content hash so the
 * hosting recipe caches them for good and a new version is a new address:
 * - a `.graphql` file imported by site code: the import's value is its URL (the schema snapshot,
 *   `assets/schema/schema.<hash>.graphql`);
 * - GraphiQL's stylesheets, `assets/explorador/style.<hash>.css`, also imported as URLs, which the
 *   explorer links when it mounts. Docusaurus would otherwise put them into the one CSS file that
 *   every page loads (its "styles" chunk takes all CSS), and splitting them into a CSS chunk of their
 *   own broke Rspack's CSS prefetch runtime (a request for assets/css/undefined.undefined.css).
 */
export const SCHEMA_ASSET_DIR = 'assets/schema';
export const STYLES_ASSET_DIR = 'assets/explorador';

/** node_modules/@graphiql/<package>/dist/style.css */
const GRAPHIQL_STYLESHEET = /[\\/]node_modules[\\/]@graphiql[\\/][^\\/]+[\\/]dist[\\/]style\.css$/u;

function isPlainCssRule(rule: unknown): rule is RuleSetRule {
  return (
    typeof rule === 'object' &&
    rule !== null &&
    'test' in rule &&
    rule.test instanceof RegExp &&
    rule.test.test('x.css')
  );
}

export default function explorerAssets(): Plugin {
  return {
    name: 'explorer-assets',
    configureWebpack(config) {
      // Docusaurus' CSS rules must leave GraphiQL's stylesheets to the asset rule below.
      const cssRules = (config.module?.rules ?? []).filter(isPlainCssRule);
      if (cssRules.length === 0)
        throw new Error('src/plugins/explorer: a regra de CSS do Docusaurus não foi encontrada.');
      for (const rule of cssRules) {
        rule.exclude = [...[rule.exclude ?? []].flat(), GRAPHIQL_STYLESHEET];
      }
      return {
        module: {
          rules: [
            {
              test: GRAPHIQL_STYLESHEET,
              type: 'asset/resource',
              generator: {filename: `${STYLES_ASSET_DIR}/[name].[contenthash:8][ext]`},
            },
            {
              test: /\.graphql$/u,
              type: 'asset/resource',
              generator: {filename: `${SCHEMA_ASSET_DIR}/[name].[contenthash:8][ext]`},
            },
          ],
        },
      };
    },
  };
}
