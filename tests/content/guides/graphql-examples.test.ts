import path from 'node:path';
import {readFileSync} from 'node:fs';
import {getVariableValues, Kind, parse, validate, type DocumentNode, type OperationDefinitionNode} from 'graphql';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {guideProse} from '../../../scripts/guides/prose';
import {snapshot} from '../../support/snapshot-helpers';
import {checkPortuguese} from '../../support/description-language';
import {codeBlocks, guideExamples, listGuides, where, type CodeBlock} from '../../support/code-blocks';
import {responseShapeProblems} from '../../support/response-shape';
import {repoPath} from '../../support/paths';

const DOCS = repoPath('docs');
const PAGES = repoPath('src', 'pages');
const guides = listGuides(DOCS);
// Every GraphQL example a visitor can copy: the guides and the site's Markdown pages.
const examples = [...guides, ...listGuides(PAGES)].flatMap((file) => guideExamples(codeBlocks(file)));

function operationOf(block: CodeBlock): {document: DocumentNode; operation: OperationDefinitionNode} {
  const document = parse(block.code);
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length !== 1) throw new Error(`${where(block)}: um bloco graphql deve ter exatamente uma operação`);
  const [operation] = operations as [OperationDefinitionNode];
  return {document, operation};
}

function parseJson(block: CodeBlock): unknown {
  try {
    return JSON.parse(block.code) as unknown;
  } catch (error) {
    throw new Error(`${where(block)}: JSON inválido: ${(error as Error).message}`, {cause: error});
  }
}

describe('exemplos GraphQL dos guias', () => {
  it.each(examples.map((example) => [where(example.operation), example] as const))(
    '%s é uma operação nomeada válida contra o schema',
    (_where, {operation: block}) => {
      const {document, operation} = operationOf(block);
      expect(operation.name?.value, `${where(block)}: dê um nome à operação`).toBeTruthy();
      const errors = validate(snapshot(), document).map((error) => {
        const line = block.line + (error.locations?.[0]?.line ?? 0);
        return `${path.relative(process.cwd(), block.file)}:${line}: ${error.message}`;
      });
      expect(errors).toEqual([]);
    },
  );

  it.each(examples.map((example) => [where(example.operation), example] as const))(
    '%s tem variáveis completas e com os tipos certos',
    (_where, {operation: block, variables}) => {
      const {operation} = operationOf(block);
      const definitions = operation.variableDefinitions ?? [];
      if (definitions.length === 0) {
        expect(variables, `${where(block)}: operação sem variáveis não precisa de bloco de variáveis`).toBeUndefined();
        return;
      }
      expect(variables, `${where(block)}: falta o bloco json title="Variáveis"`).toBeDefined();
      if (variables === undefined) return;
      const result = getVariableValues(snapshot(), definitions, parseJson(variables) as Record<string, unknown>);
      const errors = (result.errors ?? []).map((error) => `${where(variables)}: ${error.message}`);
      expect(errors).toEqual([]);
    },
  );

  it.each(
    examples
      .filter((example) => example.response !== undefined)
      .map((example) => [where(example.response as CodeBlock), example] as const),
  )('%s tem exatamente a forma da seleção', (_where, {operation: block, response}) => {
    const {document} = operationOf(block);
    const problems = responseShapeProblems(snapshot(), document, parseJson(response as CodeBlock)).map(
      (problem) => `${where(response as CodeBlock)}: ${problem}`,
    );
    expect(problems).toEqual([]);
  });
});

describe('texto dos guias', () => {
  it.each(guides.map((file) => [path.relative(DOCS, file), file] as const))(
    '%s tem texto real em português',
    (_name, file) => {
      const text = guideProse(readFileSync(file, 'utf8'), {file});
      const words = text.match(/[\p{L}]+/gu) ?? [];
      expect(words.length, `${file}: menos de 150 palavras de texto`).toBeGreaterThanOrEqual(150);
      expect(text, `${file}: texto provisório`).not.toMatch(/\b(TODO|TBD|FIXME|XXX)\b/);
      expect(text, `${file}: texto provisório`).not.toMatch(/\b(lorem ipsum|em breve|em construção|a definir)\b/i);
      const sentences = text
        .split(/(?<=[.!?:])\s+|\n{2,}/)
        .map((sentence) => sentence.replace(/[#*_>\-[\]]/g, ' ').trim())
        .filter((sentence) => (sentence.match(/[\p{L}]+/gu) ?? []).length >= 6);
      const english = sentences.flatMap((sentence) => {
        const verdict = checkPortuguese(sentence);
        return verdict.ok ? [] : [verdict.reason];
      });
      expect(english, `${file}: frases que não parecem português`).toEqual([]);
    },
  );
});

describe('front matter dos guias', () => {
  it.each(guides.map((file) => [path.relative(DOCS, file), file] as const))(
    '%s tem front matter YAML válido',
    (_name, file) => {
      const block = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(file, 'utf8'))?.[1];
      expect(block, `${file}: sem front matter`).toBeDefined();
      const data = load(block ?? '') as {title?: unknown; description?: unknown};
      expect(typeof data.title, `${file}: falta title`).toBe('string');
      expect(typeof data.description, `${file}: falta description`).toBe('string');
      expect(String(data.description).length, `${file}: description com mais de 160 caracteres`).toBeLessThanOrEqual(
        160,
      );
    },
  );
});
