/**
 * Reads the fenced code blocks of the guides and pairs each GraphQL operation with the
 * variables and the response written after it on the same page:
 *   ```graphql            an operation (named, with variables)
 *   ```json title="Variáveis"   its variables
 *   ```json title="Resposta"    the response the server gives to it
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export {listGuides} from '../../scripts/guides/guide-files';

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
