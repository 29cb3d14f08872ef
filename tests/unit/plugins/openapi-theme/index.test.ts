import {describe, expect, it} from 'vitest';

import {linkStylesheet} from '../../../../src/plugins/openapi-theme/index';

describe('folha de estilo do tema OpenAPI nas páginas geradas', () => {
  it('entra depois da última folha de estilo da página', () => {
    const html = '<head><link rel=stylesheet href=/assets/css/styles.1.css /><script>x</script></head>';
    expect(linkStylesheet(html, '/assets/css/openapi-theme.2.css', '/p')).toBe(
      '<head><link rel=stylesheet href=/assets/css/styles.1.css /><link rel=stylesheet href=/assets/css/openapi-theme.2.css><script>x</script></head>',
    );
  });

  it('falha, nomeando a página, se ela não tem folha de estilo', () => {
    expect(() => linkStylesheet('<head></head>', '/a.css', '/docs/webhooks/x')).toThrow(/\/docs\/webhooks\/x/u);
  });
});
