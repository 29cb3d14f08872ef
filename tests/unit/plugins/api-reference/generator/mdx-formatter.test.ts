/**
 * The reference's formatter module (src/plugins/api-reference/generator/mdx-formatter.ts): badges,
 * names, admonitions and links as graphql-markdown's formatter functions print them, and the
 * categories' `_category_.yml`.
 */
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {buildSchema} from 'graphql';
import {afterEach, describe, expect, it} from 'vitest';

import {categoryYaml} from '../../../../../src/plugins/api-reference/generator/labels';
import {
  beforeGenerateIndexMetafileHook,
  formatMDXAdmonition,
  formatMDXBadge,
  formatMDXBullet,
  formatMDXLink,
  formatMDXNameEntity,
  formatMDXSpecifiedByLink,
  mdxDeclaration,
} from '../../../../../src/plugins/api-reference/generator/mdx-formatter';
import {endSession, startSession} from '../../../../../src/plugins/api-reference/generator/session';
import {CATEGORIES, type Category} from '../../../../../src/lib/reference-layout';

const badge = (text: string, classname?: string) => formatMDXBadge({text, classname});
const name = (entity: string, parent?: string) => formatMDXNameEntity(entity, parent);

describe('formatador MDX do portal (mdx-formatter.ts)', () => {
  it('selos em português, em <span> com as classes do graphql-markdown', () => {
    expect(badge('non-null', 'NON_NULL')).toBe(
      '<span className="badge badge--secondary badge--non_null">não nulo</span>',
    );
    expect(badge('scalar')).toBe('<span className="badge badge--secondary">escalar</span>');
    for (const [english, portuguese] of [
      ['deprecated', 'obsoleto'],
      ['query', 'consulta'],
      ['mutation', 'mutação'],
      ['object', 'objeto'],
    ]) {
      expect(badge(english ?? '', 'relation')).toContain(`>${portuguese ?? ''}</span>`);
    }
  });

  it('nomes em código, ponto no lugar do marcador, link da especificação e obsolescência', () => {
    expect(name('id', 'Billing')).toBe('`Billing.id`');
    expect(name('Int!')).toBe('`Int!`');
    expect(formatMDXBullet('x')).toBe(' · x');
    expect(formatMDXSpecifiedByLink('https://example.com/a b(c)')).toBe(
      '[Especificação](https://example.com/a%20b%28c%29)',
    );
    expect(formatMDXAdmonition({type: 'warning', title: 'DEPRECATED', text: ' x '})).toContain(
      ':::warning[Obsoleto] x :::',
    );
    expect(mdxDeclaration).toBe('');
  });

  it('o _category_.yml de cada pasta vem da tabela de layout', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'categoria-')), 'api', 'types', 'inputs');
    await beforeGenerateIndexMetafileHook({data: {dirPath: dir, category: 'inputs'}});
    const inputs = CATEGORIES.find((category) => category.dir === 'types/inputs') as Category;
    expect(readFileSync(path.join(dir, '_category_.yml'), 'utf8')).toBe(categoryYaml(inputs));
  });
});

describe('formatMDXLink', () => {
  afterEach(endSession);

  it('links com .mdx, e os das operações na pasta do layout (/api/api/...), contados na geração', () => {
    const session = startSession(buildSchema('type Query { a: Int }'));
    expect(formatMDXLink({text: 'billing', url: '/api/operations/queries/billing'})).toEqual({
      text: 'billing',
      url: '/api/api/queries/billing.mdx',
    });
    expect(formatMDXLink({text: 'Billing', url: '/api/types/objects/billing'}).url).toBe(
      '/api/types/objects/billing.mdx',
    );
    expect(session.links).toBe(2);
  });
});
