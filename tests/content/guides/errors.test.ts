/**
 * The error catalogue (src/data/error-codes.ts) against the pages: the Erros page shows every
 * group and its error-handling example agrees with the catalogue; the guides cite only
 * catalogued codes and link each to its entry; every business-rule code is explained by a
 * guide.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import {isEnumType, isNonNullType} from 'graphql';
import {describe, expect, it} from 'vitest';

import {
  API_ERRORS,
  ERROR_GROUPS,
  ERRORS_PAGE,
  RETRY_KINDS,
  SPEC_BASE,
  errorAnchor,
  errorByCode,
  type ApiError,
} from '../../../src/data/error-codes';
import {snapshot} from '../../support/snapshot-helpers';
import {codeBlocks} from '../../support/code-blocks';
import {
  DOCS,
  lineAt,
  linkedDoc,
  markdownLinks,
  proseFiles,
  relative,
  sectionsTitled,
  type MarkdownLink,
} from '../../support/markdown-text';

const ERRORS_FILE = path.join(DOCS, 'primeiros-passos/erros.md');
const errorsPage = readFileSync(ERRORS_FILE, 'utf8');
const files = proseFiles();
const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')] as const));
const guides = files.filter((file) => file.startsWith(`${DOCS}${path.sep}`) && file !== ERRORS_FILE);
const anchors = new Set(API_ERRORS.map(errorAnchor));

/** A code as the API writes it: HotChocolate's (AUTH_…, HC0000) or the platform's (UPPER_SNAKE with an underscore). */
const STANDARD_CODE = /\b(?:AUTH_[A-Z_]+|HC\d{4})\b/g;

/** Links of a file to an entry of the Erros page (anchor undefined: a link to the page itself). */
function catalogueLinks(file: string, text: string): (MarkdownLink & {anchor: string | undefined})[] {
  return markdownLinks(text).flatMap((link) => {
    const target = linkedDoc(file, link.target);
    return target?.route === ERRORS_PAGE ? [{...link, anchor: target.anchor}] : [];
  });
}

/** Every object of a parsed JSON value that has an `extensions` member, with its JSON path. */
function errorItems(value: unknown, at = '$'): {at: string; extensions: Record<string, unknown>}[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => errorItems(item, `${at}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own =
    typeof record.extensions === 'object' && record.extensions !== null && 'message' in record
      ? [{at, extensions: record.extensions as Record<string, unknown>}]
      : [];
  return [...own, ...Object.entries(record).flatMap(([key, item]) => errorItems(item, `${at}.${key}`))];
}

const enumValues = (): Set<string> =>
  new Set(
    Object.values(snapshot().getTypeMap())
      .filter(isEnumType)
      .flatMap((type) => type.getValues().map((value) => value.name)),
  );

describe('catálogo de erros', () => {
  it('cada código e cada âncora aparecem uma vez só', () => {
    const codes = API_ERRORS.flatMap((entry) => (entry.code === null ? [] : [entry.code]));
    expect(new Set(codes).size).toBe(codes.length);
    expect(anchors.size).toBe(API_ERRORS.length);
  });

  it.each(API_ERRORS.map((entry) => [errorAnchor(entry), entry] as const))(
    '%s: o exemplo é o item de errors que esse erro produz',
    (_anchor, entry: ApiError) => {
      const {example} = entry;
      expect(example.message.trim()).not.toBe('');
      expect(JSON.parse(JSON.stringify(example))).toEqual(example);
      if (entry.code === null) {
        expect(example.extensions.code).toBeUndefined();
        expect(example.extensions.specifiedBy).toBe(`${SPEC_BASE}${entry.specifiedBy}`);
      } else {
        expect(example.extensions.code).toBe(entry.code);
      }
      // A request-wide error (no data) has no field path; a field error names the field that failed.
      if (entry.code !== null && entry.data === 'ausente') expect(example.path).toBeUndefined();
      if (entry.data === 'nulo') expect(example.path?.length).toBeGreaterThan(0);
    },
  );

  it('os códigos do HotChocolate têm a forma dos dele, e os da plataforma outra', () => {
    for (const entry of API_ERRORS) {
      if (entry.code === null) continue;
      const standard = new RegExp(`^${STANDARD_CODE.source}$`).test(entry.code);
      expect(standard, entry.code).toBe(entry.origin === 'hotchocolate');
      expect(entry.code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    }
  });
});

describe('página Erros', () => {
  // The page says that a refused mutation makes the whole `data` null: true only while no
  // mutation returns a nullable type.
  it('toda mutation devolve um tipo não nulo, como a página afirma', () => {
    const mutation = snapshot().getMutationType();
    const nullable = Object.values(mutation?.getFields() ?? {})
      .filter((field) => !isNonNullType(field.type))
      .map((field) => field.name);
    expect(mutation).toBeDefined();
    expect(nullable).toEqual([]);
  });

  it('mostra cada grupo do catálogo que tem entradas, e só eles', () => {
    const shown = [...errorsPage.matchAll(/<ErrorCatalogue group="([^"]+)" \/>/g)].map((match) => match[1]);
    const used = ERROR_GROUPS.filter((group) => API_ERRORS.some((entry) => entry.group === group));
    expect(shown).toEqual(used);
  });

  // The example must be correct code: it is run here against every example of the catalogue.
  const block = codeBlocks(ERRORS_FILE).find((candidate) => candidate.meta.includes('title="proximo-passo.js"'));
  const proximoPasso = (): ((status: number, body: unknown) => unknown) => {
    expect(block, 'a página Erros mostra proximo-passo.js').toBeDefined();
    return runInNewContext(`${block?.code ?? ''}\nproximoPasso;`) as (status: number, body: unknown) => unknown;
  };

  it.each(API_ERRORS.map((entry) => [errorAnchor(entry), entry] as const))(
    'proximo-passo.js devolve para %s o passo que o catálogo indica',
    (_anchor, entry: ApiError) => {
      const body = entry.data === 'ausente' ? {errors: [entry.example]} : {errors: [entry.example], data: null};
      expect(proximoPasso()(entry.httpStatus, body)).toBe(entry.retry);
    },
  );

  it('proximo-passo.js segue em frente numa resposta sem erros e só usa passos do catálogo', () => {
    expect(proximoPasso()(200, {data: {dependents: {totalCount: 2}}})).toBe('seguir');
    const steps = new Set([...(block?.code ?? '').matchAll(/return '([^']+)'/g)].map((match) => match[1]));
    steps.delete('seguir');
    expect([...steps].sort()).toEqual(
      Object.keys(RETRY_KINDS)
        .filter((kind) => API_ERRORS.some((entry) => entry.retry === kind))
        .sort(),
    );
  });
});

describe('erros citados nas páginas', () => {
  it.each(files.map((file) => [relative(file), file] as const))(
    '%s só cita códigos do catálogo e só aponta para entradas que existem',
    (_name, file) => {
      const source = sources.get(file) ?? '';
      const problems: string[] = [];
      for (const match of source.matchAll(STANDARD_CODE)) {
        if (errorByCode(match[0]) === undefined)
          problems.push(`${relative(file)}:${lineAt(source, match.index)}: ${match[0]} não está no catálogo`);
      }
      for (const link of catalogueLinks(file, source)) {
        if (link.anchor !== undefined && !anchors.has(link.anchor) && file !== ERRORS_FILE)
          problems.push(`${relative(file)}:${lineAt(source, link.offset)}: âncora #${link.anchor} não é do catálogo`);
      }
      for (const block of codeBlocks(file, source).filter((candidate) => candidate.lang === 'json')) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(block.code);
        } catch {
          continue; // guides.test.ts checks the JSON of every example
        }
        for (const {at, extensions} of errorItems(parsed)) {
          const where = `${relative(file)}:${block.line} ${at}`;
          const code = extensions.code;
          const entry =
            typeof code === 'string'
              ? errorByCode(code)
              : API_ERRORS.find(
                  (candidate) =>
                    candidate.code === null && extensions.specifiedBy === `${SPEC_BASE}${candidate.specifiedBy}`,
                );
          if (entry === undefined) {
            problems.push(`${where}: erro sem código do catálogo (${JSON.stringify(code ?? extensions.specifiedBy)})`);
            continue;
          }
          const known = Object.keys(entry.example.extensions);
          const unknown = Object.keys(extensions).filter((key) => !known.includes(key));
          if (unknown.length > 0)
            problems.push(`${where}: extensions que o catálogo não descreve: ${unknown.join(', ')}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('seções de erros dos guias', () => {
  const sections = guides.flatMap((file) =>
    sectionsTitled(sources.get(file) ?? '', /^Erros\b/).map((section) => ({file, section})),
  );

  it.each(sections.map(({file, section}) => [`${relative(file)}:${section.line}`, file, section] as const))(
    '%s aponta para o catálogo e liga cada código à sua entrada',
    (_where, file, section) => {
      const problems: string[] = [];
      const links = catalogueLinks(file, section.text);
      if (!links.some((link) => link.anchor !== undefined && anchors.has(link.anchor)))
        problems.push('nenhum link para uma entrada da página Erros (../primeiros-passos/erros.md#<código>)');
      const values = enumValues();
      for (const match of section.text.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) {
        const token = match[1] ?? '';
        const entry = errorByCode(token);
        if (entry === undefined) {
          if (!values.has(token) && token.includes('_'))
            problems.push(`${token} não é código do catálogo nem valor de enum do schema`);
          continue;
        }
        if (!links.some((link) => link.text === `\`${token}\`` && link.anchor === errorAnchor(entry)))
          problems.push(`${token} aparece sem link para #${errorAnchor(entry)}`);
      }
      expect(problems).toEqual([]);
    },
  );

  // The rule: HotChocolate's standard errors and the platform's limits may be explained on the
  // Erros page alone; every other platform code exists because some operation returns it, so the
  // guide of that operation must link to it.
  it.each(
    API_ERRORS.filter((entry) => entry.origin === 'plataforma' && entry.group !== 'limites').map(
      (entry) => [entry.code ?? '', entry] as const,
    ),
  )('o código da plataforma %s é explicado por ao menos um guia', (_code, entry) => {
    const citing = guides.filter((file) =>
      catalogueLinks(file, sources.get(file) ?? '').some((link) => link.anchor === errorAnchor(entry)),
    );
    expect(citing.map(relative)).not.toEqual([]);
  });
});
