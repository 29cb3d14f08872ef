import {describe, expect, it} from 'vitest';

import {RATE_LIMIT_REQUESTS_PER_MINUTE} from '../../../../src/data/platform-facts';
import {worldBeginning, worldNow} from '../../../../src/lib/simulator';
import {argumentsOf, DEFAULT_PORT} from '../../../../scripts/simulador/main';

describe('argumentos do simulador local', () => {
  it('usa a porta padrão, o loopback e o limite da API quando nada é dado', () => {
    expect(argumentsOf([])).toEqual({
      port: DEFAULT_PORT,
      host: '127.0.0.1',
      requestsPerMinute: RATE_LIMIT_REQUESTS_PER_MINUTE,
    });
  });

  it('aceita um limite menor, para ver o 429 sem mandar centenas de requisições', () => {
    expect(argumentsOf(['--port', '0', '--requisicoes-por-minuto', '5'])).toMatchObject({
      port: 0,
      requestsPerMinute: 5,
    });
  });

  it.each([['0'], ['-3'], ['2.5'], ['muitas']])('recusa --requisicoes-por-minuto %s com o motivo', (value) => {
    expect(() => argumentsOf([`--requisicoes-por-minuto=${value}`])).toThrow(/--requisicoes-por-minuto precisa ser/);
  });

  it.each([['70000'], ['porta']])('recusa --port %s com o motivo', (value) => {
    expect(() => argumentsOf(['--port', value])).toThrow(/--port precisa ser/);
  });

  it('começa o mundo num momento da sua história com --momento, no instante em UTC', () => {
    expect(argumentsOf(['--momento', '2025-03-10T09:00:00-03:00']).moment).toBe('2025-03-10T12:00:00.000Z');
    expect(argumentsOf(['--momento', worldNow()]).moment).toBe(worldNow());
  });

  const after = new Date(Date.parse(worldNow()) + 1000).toISOString();
  const before = new Date(Date.parse(worldBeginning()) - 1000).toISOString();
  it.each([
    ['2025-03-10', /--momento precisa ser uma data e hora em ISO 8601 com fuso/],
    ['2025-03-10T12:00:00', /com fuso/],
    ['ontem', /com fuso/],
    [before, /O mundo de exemplo começa em/],
    [after, /O mundo de exemplo termina em .*avance o relógio/],
  ])('recusa --momento %s com o motivo', (value, says) => {
    expect(() => argumentsOf(['--momento', value])).toThrow(says);
  });
});
