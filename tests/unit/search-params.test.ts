import {describe, expect, it} from 'vitest';

import {MAX_QUERY_LENGTH, sanitizeSearchParams} from '../../src/search-params';

const noVersions = new Set<string>();

describe('sanitizeSearchParams', () => {
  it('deixa parâmetros seguros como estão', () => {
    expect(sanitizeSearchParams('?q=boleto&ctx=docs', noVersions)).toBeNull();
    expect(sanitizeSearchParams('', noVersions)).toBeNull();
    expect(sanitizeSearchParams('?q=x&version=docs/next/', new Set(['docs/next/']))).toBeNull();
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
    expect(sanitizeSearchParams('?version=../../etc/passwd', new Set(['docs/next/']))).toBe('');
  });
});
