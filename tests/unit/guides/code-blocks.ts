/**
 * Reads the fenced code blocks of the guides and pairs each GraphQL operation with the
 * variables and the response written after it on the same page:
 *   ```graphql            an operation (named, with variables)
 *   ```json title="Variáveis"   its variables
 *   ```json title="Resposta"    the response the server gives to it
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {GENERATED_DIR} from '../../../src/webhook-events';

export interface CodeBlock {
  readonly file: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly lang: string;
  readonly meta: string;
  readonly code: string;
}

export interface GuideExample {
  readonly operation: CodeBlock;
  readonly variables?: CodeBlock;
  readonly response?: CodeBlock;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/;

/** Folder of the webhook events' pages: build output of the OpenAPI plugin, not guides (tests/unit/webhooks checks them). */
const GENERATED = path.resolve(__dirname, '../../..', GENERATED_DIR);

export function listGuides(docsDir: string): string[] {
  return readdirSync(docsDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .filter((entry) => !`${entry.parentPath}${path.sep}`.startsWith(`${GENERATED}${path.sep}`))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export function codeBlocks(file: string, source = readFileSync(file, 'utf8')): CodeBlock[] {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = FENCE.exec(lines[index] ?? '');
    if (open === null) continue;
    const [, indent = '', fence = '```', lang = '', meta = ''] = open;
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !(lines[end] ?? '').trim().startsWith(fence)) {
      body.push((lines[end] ?? '').slice(indent.length));
      end++;
    }
    blocks.push({file, line: index + 1, lang, meta: meta.trim(), code: body.join('\n')});
    index = end;
  }
  return blocks;
}

const titleOf = (block: CodeBlock): string => /title="([^"]*)"/.exec(block.meta)?.[1] ?? '';

export function guideExamples(blocks: readonly CodeBlock[]): GuideExample[] {
  const examples: {operation: CodeBlock; variables?: CodeBlock; response?: CodeBlock}[] = [];
  for (const block of blocks) {
    if (block.lang === 'graphql') {
      examples.push({operation: block});
      continue;
    }
    const current = examples.at(-1);
    if (block.lang !== 'json' || current === undefined) continue;
    const title = titleOf(block);
    if (title === 'Variáveis') current.variables = block;
    else if (title === 'Resposta') current.response = block;
  }
  return examples;
}

export const where = (block: CodeBlock): string => `${path.relative(process.cwd(), block.file)}:${block.line}`;
