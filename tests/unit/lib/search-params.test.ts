import {describe, expect, it} from 'vitest';

import {
  DEFAULT_SEARCH_CONTEXT,
  MAX_QUERY_LENGTH,
  sanitizeSearchParams,
  searchContextOf,
} from '../../../src/lib/search-params';

const noVersions = new Set<string>();

describe('sanitizeSearchParams', () => {
  it('deixa parâmetros seguros como estão', () => {
    expect(sanitizeSearchParams('?q=boleto&ctx=docs', noVersions)).toBeNull();
    expect(sanitizeSearchParams('?ctx=api', noVersions)).toBeNull();
    expect(sanitizeSearchParams('?q=x&ctx=blog&version=docs/next/', new Set(['docs/next/']))).toBeNull();
  });

  it('corta uma consulta longa demais e mantém os outros parâmetros', () => {
    const result = sanitizeSearchParams(`?q=${'x'.repeat(10_240)}&ctx=blog`, noVersions);
    const params = new URLSearchParams(result ?? '');
    expect(params.get('q')).toBe('x'.repeat(MAX_QUERY_LENGTH));
    expect(params.get('ctx')).toBe('blog');
  });

  it('não parte um emoji ao cortar', () => {
    const result = sanitizeSearchParams(`?q=${encodeURIComponent('🎓'.repeat(MAX_QUERY_LENGTH + 5))}`, noVersions);
    expect(new URLSearchParams(result ?? '').get('q')).toBe('🎓'.repeat(MAX_QUERY_LENGTH));
  });

  it('remove uma versão que não é uma versão antiga da documentação', () => {
    const result = sanitizeSearchParams('?q=boleto&version=current', noVersions);
    expect(new URLSearchParams(result ?? '').has('version')).toBe(false);
    expect(new URLSearchParams(result ?? '').get('q')).toBe('boleto');
    expect(sanitizeSearchParams('?ctx=docs&version=../../etc/passwd', new Set(['docs/next/']))).toBe('ctx=docs');
  });

  it('sem ctx, ou com um ctx que não é uma seção, busca nos guias', () => {
    expect(sanitizeSearchParams('', noVersions)).toBe(`ctx=${DEFAULT_SEARCH_CONTEXT}`);
    expect(new URLSearchParams(sanitizeSearchParams('?q=boleto', noVersions) ?? '').get('ctx')).toBe('docs');
    expect(new URLSearchParams(sanitizeSearchParams('?q=boleto&ctx=tudo', noVersions) ?? '').get('ctx')).toBe('docs');
  });
});

describe('searchContextOf', () => {
  it('acha a seção de um caminho, como o plugin de busca', () => {
    expect(searchContextOf('docs/introducao')).toBe('docs');
    expect(searchContextOf('api')).toBe('api');
    expect(searchContextOf('blog/2024-07-08-release-notes')).toBe('blog');
    expect(searchContextOf('')).toBeUndefined();
    expect(searchContextOf('apis/x')).toBeUndefined();
    expect(searchContextOf('search')).toBeUndefined();
  });
});
