/** ApiDownloads in the Markdown twins: the same files, as a list of links. */
import type {RootContent} from 'mdast';

import {DOWNLOADS, LLMS_FILES, downloadRoute} from '../../lib/machine-readable';
import {bulletList, code, link, text} from '../../plugins/markdown-twins/blocks';
import type {MarkdownForm} from '../../lib/markdown-form';

/** The API's downloads and the files for language models (src/lib/machine-readable.ts), as the overview lists them. */
function downloadsMarkdown(): RootContent[] {
  const files = [
    ...DOWNLOADS.map((download) => ({route: downloadRoute(download), ...download})),
    ...LLMS_FILES.map((file) => ({...file, file: file.route.slice(1)})),
  ];
  return [
    bulletList(
      files.map((file) => [link(file.route, [code(file.file)]), text(`: ${file.title}. ${file.description}`)]),
    ),
  ];
}

/** ApiDownloads takes no props: every file of src/lib/machine-readable.ts. */
export const markdown: MarkdownForm<Record<string, never>> = {
  props: () => ({}),
  render: () => downloadsMarkdown(),
};
