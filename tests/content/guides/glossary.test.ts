/**
 * The glossary (src/data/glossary.ts) holds the prose of every published page: the guides, the
 * release notes, the Markdown pages, the webhook events' descriptions and the error
 * catalogue's texts. Code, identifiers, JSX and link targets are not prose (readableText).
 *
 * The rules:
 * - a word the glossary avoids (its `avoid` list) fails wherever it appears, except inside
 *   the phrase that makes it the preferred term (`allowedIn`, e.g. "assinatura HMAC");
 * - a term with `fullFirst` ("responsável financeiro") must appear in full at its first
 *   mention on each page; later mentions may be short.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {API_ERRORS, RETRY_KINDS} from '../../../src/data/error-codes';
import {GLOSSARY, avoidedWords} from '../../../src/data/glossary';
import {PLATFORM_FACTS} from '../../../src/data/platform-facts';
import {DOCS, ROOT, proseFiles, readableText, relative} from '../../support/markdown-text';
import {glossaryProblems, moduleProse, specProse} from '../../support/prose-rules';

describe('glossário', () => {
  it('cada termo aparece uma vez, com âncora própria', () => {
    const slugs = GLOSSARY.map((term) => term.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const terms = GLOSSARY.map((term) => term.term.toLowerCase());
    expect(new Set(terms).size).toBe(terms.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('nenhuma definição usa uma palavra que o glossário evita', () => {
    const problems = GLOSSARY.flatMap((term) =>
      glossaryProblems(moduleProse(`${term.definition}\n${term.alsoAccepted ?? ''}`)).map(
        (problem) => `${term.term}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('a regra de cada palavra evitada reconhece a palavra e, quando há, a exceção', () => {
    // Guards against a pattern that can never match (a typo would silently disable the rule).
    for (const {words} of avoidedWords()) {
      const sample = words.text.split(', ')[0] ?? '';
      expect(glossaryProblems(`Um texto com ${sample} no meio.`), words.text).toHaveLength(1);
    }
    expect(glossaryProblems('Verifique a assinatura HMAC da entrega.')).toEqual([]);
    expect(glossaryProblems('Verifique a assinatura da entrega.')).toHaveLength(1);
    expect(glossaryProblems('O banco chama o responsável financeiro de "pagador".')).toEqual([]);
    expect(glossaryProblems('O responsável financeiro paga; o responsável recebe o boleto.')).toEqual([]);
    expect(glossaryProblems('O responsável paga; o responsável financeiro recebe o boleto.')).toHaveLength(1);
  });

  it('a página Glossário mostra os termos do módulo', () => {
    expect(readFileSync(path.join(DOCS, 'primeiros-passos/glossario.md'), 'utf8')).toContain('<Glossary />');
  });
});

describe('termos do glossário no texto publicado', () => {
  it.each(proseFiles().map((file) => [relative(file), file] as const))(
    '%s usa os termos do glossário',
    (_name, file) => {
      expect(glossaryProblems(readableText(readFileSync(file, 'utf8')))).toEqual([]);
    },
  );

  it('schema/webhooks.openapi.yaml usa os termos do glossário', () => {
    const spec = load(readFileSync(path.join(ROOT, 'schema/webhooks.openapi.yaml'), 'utf8'));
    const problems = specProse(spec).flatMap((text) =>
      glossaryProblems(moduleProse(text)).map((problem) => `${problem} em "${text.slice(0, 60)}…"`),
    );
    expect(problems).toEqual([]);
  });

  it('os textos dos fatos da plataforma (o que :fato[] põe nas páginas) usam os termos do glossário', () => {
    const problems = Object.entries(PLATFORM_FACTS).flatMap(([key, fact]) =>
      glossaryProblems(moduleProse(fact.text)).map((problem) => `${key}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('o catálogo de erros usa os termos do glossário', () => {
    const texts = [
      ...API_ERRORS.flatMap((entry) => [
        entry.title,
        entry.meaning,
        entry.retryWhen,
        entry.action,
        entry.example.message,
      ]),
      ...Object.values(RETRY_KINDS),
    ];
    const problems = texts.flatMap((text) =>
      glossaryProblems(moduleProse(text)).map((problem) => `${problem} em "${text.slice(0, 60)}…"`),
    );
    expect(problems).toEqual([]);
  });
});
