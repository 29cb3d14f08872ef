import type {Plugin} from '@docusaurus/types';

/**
 * Makes a `.graphql` file imported by site code a static asset of the build, named by its content
 * hash (`assets/schema/schema.<hash>.graphql`): the import's value is its URL. The explorer
 * (src/components/GraphQLExplorer) fetches the schema snapshot this way, so the schema is cached for
 * good by the hosting recipe's rule for hashed assets and a new snapshot is a new address. It also
 * keeps GraphiQL's stylesheets in the build (see the rule).
 */
export const SCHEMA_ASSET_DIR = 'assets/schema';

export default function explorerAssets(): Plugin {
  return {
    name: 'explorer-assets',
    configureWebpack() {
      return {
        module: {
          rules: [
            // @graphiql/* declare `"sideEffects": false` for the whole package, stylesheets included,
            // so the bundler would drop the explorer's `import '@graphiql/react/style.css'`.
            {test: /[\\/]node_modules[\\/]@graphiql[\\/][^\\/]+[\\/]dist[\\/]style\.css$/, sideEffects: true},
            {
              test: /\.graphql$/,
              type: 'asset/resource',
              generator: {filename: `${SCHEMA_ASSET_DIR}/[name].[contenthash:8][ext]`},
            },
          ],
        },
      };
    },
  };
}
