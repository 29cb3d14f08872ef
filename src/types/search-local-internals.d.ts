// The local search plugin's own modules that the navbar's search placeholder reuses, so that it
// looks and reacts exactly like the plugin's box (src/components/SearchBarPlaceholder), and the
// module that talks to the search's worker, through which the navbar asks for the index at the
// reader's first intention to search (src/theme/SearchBar). The plugin ships them without type
// declarations.

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  export interface ParsedKeymap {
    key: string;
    ctrl: boolean;
    alt: boolean;
    shift: boolean;
    meta: boolean;
  }
  export function parseKeymap(keymap: string): ParsedKeymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: ParsedKeymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  export const searchBarShortcut: boolean;
  export const searchBarShortcutHint: boolean;
  export const searchBarShortcutKeymap: string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  /** Starts the worker (once) and has it download and load a section's index (once per section). */
  export function fetchIndexesByWorker(versionUrl: string, searchContext: string): Promise<void>;
}
