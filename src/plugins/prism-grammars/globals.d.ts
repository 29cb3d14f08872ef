/** Written by the plugin for each side of the build (index.ts, grammars.ts). */
declare module '@prism-grammars/generated' {
  /** Each code language loaded on demand → its components' chunks, in load order (none on the server). */
  export const GRAMMAR_LOADERS: Readonly<Record<string, ReadonlyArray<() => Promise<unknown>>>>;
}
