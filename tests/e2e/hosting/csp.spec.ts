import {createHash} from 'node:crypto';
import {test, expect, waitForHydration} from './csp-fixtures';

/** The inline scripts a browser runs, read from the HTML as served (no src, no data-block type). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc=/i.test(attributes) && !/\btype=/i.test(attributes))
    .map(([, , text = '']) => text)
    .filter((text) => text !== '');
}

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

test.describe('Content-Security-Policy', () => {
  test('não permite scripts inline nem eval: só os nossos arquivos e hashes', async ({request}) => {
    const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
    const directives = new Map(
      policy.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    const scriptSrc = directives.get('script-src') ?? [];
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source))).toBe(true);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    // The explorer talks to the reader's sandbox: any https origin or loopback, never plain http elsewhere.
    expect(directives.get('connect-src')).toEqual(["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*']);
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
    expect(directives.get('worker-src') ?? []).toEqual([]);
  });

  // The home page, the not-found page, and a redirect page of plugin-client-redirects.
  for (const path of ['/', '/nao-existe', '/blog/2025-09-04-release-notes']) {
    test(`a política tem o hash de cada script inline de ${path}`, async ({request}) => {
      const response = await request.get(path);
      const scripts = inlineScripts(await response.text());
      expect(scripts.length).toBeGreaterThan(0);
      const policy = response.headers()['content-security-policy'] ?? '';
      for (const script of scripts) expect(policy, script.slice(0, 80)).toContain(sha256(script));
    });
  }

  test('a página de redirecionamento de um endereço antigo roda o seu script (e mantém query e âncora)', async ({
    page,
  }) => {
    // Only the inline script keeps the query and the hash: the meta refresh alone would drop them.
    await page.goto('/docs/1. Primeiros passos/passos-necessarios-para-comecar?origem=teste#requisitos');
    await expect(page).toHaveURL('/docs/primeiros-passos/passos-necessarios-para-comecar?origem=teste#requisitos');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test('controle: a CSP está em vigor, um script inline injetado não roda e a violação é registrada', async ({
    page,
    consoleGuard,
    cspViolations,
  }) => {
    consoleGuard.allow(/Content Security Policy/);
    cspViolations.expectSome();
    await page.goto('/');
    await waitForHydration(page);
    const result = await page.evaluate(async () => {
      const run = async (text: string): Promise<void> => {
        const script = document.createElement('script');
        script.textContent = text;
        document.body.append(script);
        await new Promise((resolve) => setTimeout(resolve, 50));
      };
      const root = document.documentElement;
      // A script the policy allows (a copy of the color mode script, whose hash it lists) runs...
      const allowed = [...document.scripts].find((script) => !script.src && script.text.includes('data-theme'));
      root.dataset.theme = 'alterado';
      await run(allowed?.text ?? '');
      const allowedRan = root.dataset.theme !== 'alterado';
      // ...and one it does not list does not.
      await run('document.documentElement.dataset.injetado = "sim";');
      return {allowedFound: allowed !== undefined, allowedRan, injectedRan: root.dataset.injetado === 'sim'};
    });
    expect(result).toEqual({allowedFound: true, allowedRan: true, injectedRan: false});
    await expect.poll(() => cspViolations.list).toHaveLength(1);
    expect(cspViolations.list[0]).toMatch(/^script-src-elem inline /);
  });
});
