/**
 * The trees on the reference's operation pages (src/plugins/api-reference/generator/shapes.ts): each
 * in its place on the page, and an element that compiles as MDX and gives back the tree as built,
 * whatever its descriptions hold.
 */
import {describe, expect, it} from 'vitest';

import {insertShapes, shapeElement} from '../../../../../src/plugins/api-reference/generator/shapes';
import type {TypeShapeData} from '../../../../../src/lib/type-shape';
import {compileMdx} from '../../../../support/mdx-helpers';

describe('insertShapes', () => {
  it('a árvore de cada argumento ao fim da seção dele, a do tipo devolvido ao fim de Tipo', () => {
    const page = [
      '## Argumentos',
      '',
      '### `where` \\{#where\\}',
      '',
      'Filtro.',
      '',
      '```graphql',
      '### `where` dentro de um bloco de código',
      '```',
      '',
      '### `take` \\{#take\\}',
      '',
      'Quantos.',
      '',
      '## Tipo',
      '',
      'Página.',
    ].join('\n');
    const shapes = {args: new Map([['where', '<WHERE />']]), returns: '<RETURNS />'};
    expect(insertShapes(page, shapes).split('\n')).toEqual([
      '## Argumentos',
      '',
      '### `where` \\{#where\\}',
      '',
      'Filtro.',
      '',
      '```graphql',
      '### `where` dentro de um bloco de código',
      '```',
      '',
      '',
      '<WHERE />',
      '',
      '### `take` \\{#take\\}',
      '',
      'Quantos.',
      '',
      '## Tipo',
      '',
      'Página.',
      '',
      '<RETURNS />',
      '',
    ]);
  });

  it('sem árvore (argumentos escalares, tipo escalar), a página fica como está', () => {
    const page = '## Argumentos\n\n### `id` \\{#id\\}\n\nId.\n\n## Tipo\n\nTexto.\n';
    expect(insertShapes(page, {args: new Map()})).toBe(page);
  });
});

describe('shapeElement', () => {
  const hostile =
    'Chaves {x} e }{, aspas "duplas" e \'simples\', crase `, barra \\ e </TypeShape> <b>tag</b>\n${linha}';
  const data: TypeShapeData = {
    kind: 'input',
    title: 'XInput',
    href: '/api/types/inputs/x-input',
    anchor: 'forma-x-input',
    fields: [{name: 'a', type: 'String!', typeHref: '/api/types/scalars/string', required: true, description: hostile}],
  };

  it('compila como MDX, numa linha só, sem chaves que o MDX possa ler', async () => {
    const element = shapeElement(data);
    expect(element).toMatch(/^<TypeShape shape=\{"[^{}\n]*"\} \/>$/);
    await compileMdx(`## Argumentos\n\n${element}\n`);
  });

  it('a string dá de volta a árvore com o texto intacto', () => {
    const literal = /^<TypeShape shape=\{(.*)\} \/>$/.exec(shapeElement(data))?.[1] ?? '';
    // The literal is a JavaScript string as JSON writes it (\u007b is a JSON escape too).
    expect(JSON.parse(JSON.parse(literal) as string)).toEqual(data);
  });
});
