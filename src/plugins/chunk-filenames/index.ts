import type {Plugin} from '@docusaurus/types';

/**
 * Names the production JS chunks by id and content hash only (`assets/js/1234.89abcdef.js`).
 *
 * Docusaurus names each route's chunk after the route (`[name].[contenthash]`), so the runtime
 * chunk that every page downloads first carries two maps, id → name and id → hash, with one
 * entry per chunk: about 1,600 here, most of them the API reference's pages. Without the names
 * only the hash map is left, and every page loads less JS. Chunk names still exist where
 * Docusaurus uses them (the route registry and the server-side manifest).
 */
export default function chunkFilenames(): Plugin {
  return {
    name: 'chunk-filenames',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}};
    },
  };
}
