/**
 * What keeps `npm start` and repeated builds from regenerating the reference for nothing, and a
 * regeneration from rewriting pages that did not change (src/plugins/api-reference/generator).
 */
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {inputsDigest, isFresh, markFresh} from '../../../../../src/plugins/api-reference/generator/freshness';
import {syncDir} from '../../../../../src/plugins/api-reference/generator/sync-dir';

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'referencia-teste-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe('carimbo das entradas da referência', () => {
  const site = tree({
    'schema/schema.graphql': 'type Query { a: Int }',
    'src/api-reference/index.md': '# API',
    'src/plugins/x.ts': 'export const x = 1;',
    'package-lock.json': '{}',
  });
  const schema = path.join(site, 'schema/schema.graphql');
  const home = path.join(site, 'src/api-reference/index.md');

  it('vale enquanto nenhuma entrada muda', () => {
    const output = tree({});
    expect(isFresh(output, inputsDigest(site, schema, home))).toBe(false);
    markFresh(output, inputsDigest(site, schema, home));
    expect(isFresh(output, inputsDigest(site, schema, home))).toBe(true);
  });

  it('deixa de valer quando o schema ou um módulo de src/ muda', () => {
    const output = tree({});
    markFresh(output, inputsDigest(site, schema, home));
    writeFileSync(schema, 'type Query { a: Int, b: Int }');
    expect(isFresh(output, inputsDigest(site, schema, home))).toBe(false);
    markFresh(output, inputsDigest(site, schema, home));
    writeFileSync(path.join(site, 'src/plugins/x.ts'), 'export const x = 2;');
    expect(isFresh(output, inputsDigest(site, schema, home))).toBe(false);
  });

  it('deixa de valer quando um patch de dependência aparece ou muda', () => {
    const output = tree({});
    markFresh(output, inputsDigest(site, schema, home));
    const patch = path.join(site, 'patches/@graphql-markdown+graphql+1.2.2.patch');
    mkdirSync(path.dirname(patch), {recursive: true});
    writeFileSync(patch, 'diff --git a/x b/x');
    expect(isFresh(output, inputsDigest(site, schema, home))).toBe(false);
    markFresh(output, inputsDigest(site, schema, home));
    writeFileSync(patch, 'diff --git a/x b/x\n+1');
    expect(isFresh(output, inputsDigest(site, schema, home))).toBe(false);
  });
});

describe('cópia da referência gerada sobre api/', () => {
  it('reescreve só o que mudou, acrescenta o novo e apaga o que não é mais gerado', () => {
    const served = tree({'a.mdx': 'igual', 'b.mdx': 'antigo', 'velho/c.mdx': 'sai'});
    const generated = tree({'a.mdx': 'igual', 'b.mdx': 'novo', 'novo/d.mdx': 'entra'});
    expect(syncDir(generated, served)).toBe(3);
    expect(readFileSync(path.join(served, 'b.mdx'), 'utf8')).toBe('novo');
    expect(readFileSync(path.join(served, 'novo/d.mdx'), 'utf8')).toBe('entra');
    expect(() => readFileSync(path.join(served, 'velho/c.mdx'))).toThrow();
    expect(syncDir(generated, served)).toBe(0);
  });
});
