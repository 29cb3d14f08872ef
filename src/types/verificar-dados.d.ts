// The data the single-file `verificar.js` embeds, resolved by esbuild at build time
// (src/plugins/api-downloads/checker-bundle.ts).
declare module 'verificar:dados' {
  export const SCHEMA_SDL: string;
  export const TIMELINE: import('@site/src/lib/operation-check').SchemaTimeline;
  export const SITE_URL: string;
}

// The schema's history as the page /verificador reads it, written by src/plugins/api-downloads.
declare module '@generated/api-downloads/default/timeline.json' {
  const timeline: unknown;
  export default timeline;
}
