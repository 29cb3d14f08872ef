import {describe, expect, it} from 'vitest';

import {RATE_LIMIT_REQUESTS_PER_MINUTE} from '../../../../src/data/platform-facts';
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
});
