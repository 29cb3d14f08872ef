import {Script} from 'node:vm';
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {describe, expect, it} from 'vitest';

import {
  APP_SCRIPT_ATTRIBUTE,
  APP_SCRIPT_STARTER,
  SSR_TEMPLATE,
  appScriptsAfterFirstPaint,
} from '../../../src/lib/ssr-template';

describe('modelo HTML das páginas', () => {
  it('troca os scripts "defer" do Docusaurus por preloads e um único iniciador', () => {
    expect(docusaurusTemplate).toMatch(/<script src="[^"]*" defer><\/script>/u);
    expect(SSR_TEMPLATE).not.toMatch(/<script[^>]*\sdefer/u);
    expect(SSR_TEMPLATE).toContain(`rel="preload" as="script" fetchpriority="low"`);
    expect(SSR_TEMPLATE).toContain(APP_SCRIPT_ATTRIBUTE);
    expect(SSR_TEMPLATE.split(APP_SCRIPT_STARTER)).toHaveLength(2);
    // Everything else is Docusaurus' own template.
    expect(SSR_TEMPLATE.replace(/<% it\.scripts[\s\S]*?<\/script>/u, '')).toBe(
      docusaurusTemplate.replace(/<% it\.scripts[\s\S]*?<% \}\); %>/u, ''),
    );
  });

  it('falha com uma mensagem clara se o modelo do Docusaurus mudar', () => {
    expect(() => appScriptsAfterFirstPaint('<html><head><script src="x.js" async></script></head></html>')).toThrow(
      /modelo HTML do Docusaurus mudou/u,
    );
  });

  it('o iniciador é JavaScript válido', () => {
    expect(() => new Script(APP_SCRIPT_STARTER)).not.toThrow();
  });
});
