/**
 * The MDX of the webhook events' pages (src/lib/webhook-pages.ts), from a small event in the shape
 * docusaurus-plugin-openapi-docs hands over: Markdown and one PayloadShape, nothing from the OpenAPI
 * theme; the delivery texts every event repeats kept out of the search index.
 */
import {describe, expect, it} from 'vitest';

import {payloadShape} from '../../../src/lib/payload-shape';
import {REPEATED_TEXT_CLASS} from '../../../src/lib/search-params';
import {
  PAYLOAD_SHAPE_COMPONENT,
  eventPageMdx,
  overviewPageMdx,
  type EventPageData,
} from '../../../src/lib/webhook-pages';

const schema = {type: 'object', required: ['id'], properties: {id: {type: 'integer', description: 'Número.'}}};
const securitySchemes = {
  basica: {description: '`authType` igual a `BASIC`: cabeçalho\n`Authorization: Basic`.'},
  chave: {description: '`authType` igual a `API_KEY`: cabeçalho `X-Api-Key`.'},
};
const event: EventPageData = {
  api: {
    description: 'Enviado quando algo acontece.',
    security: [{}, {basica: []}, {chave: []}],
    securitySchemes,
    requestBody: {
      description: 'O evento.',
      content: {
        'application/json': {
          schema,
          examples: {um: {summary: 'Um exemplo', value: {id: 7}}, dois: {summary: 'Outro exemplo', value: {id: 8}}},
        },
      },
    },
    responses: {'2XX': {description: 'Entregue.'}, default: {description: 'Falha: a plataforma\ntenta de novo.'}},
  },
};

describe('eventPageMdx', () => {
  const mdx = eventPageMdx(event);

  it('usa só Markdown e o PayloadShape do portal, com a árvore do corpo nos props', () => {
    expect(mdx.match(/^import .+$/gmu)).toEqual([`import PayloadShape from '${PAYLOAD_SHAPE_COMPONENT}';`]);
    const attribute = /<PayloadShape shape=\{(".*")\} \/>/u.exec(mdx)?.[1];
    expect(JSON.parse(JSON.parse(attribute ?? '""') as string)).toEqual(payloadShape(schema));
  });

  it('mostra as respostas numa tabela, com default como qualquer outro resultado', () => {
    expect(mdx).toContain('| `2XX` | Entregue. |');
    expect(mdx).toContain('| Qualquer outro resultado | Falha: a plataforma tenta de novo. |');
  });

  it('lista a autenticação de cada esquema do evento, sem cabeçalho para NONE', () => {
    expect(mdx).toContain('- `NONE`: nenhum cabeçalho de autenticação.');
    expect(mdx).toContain('- `authType` igual a `BASIC`: cabeçalho `Authorization: Basic`.');
    expect(mdx).toContain('- `authType` igual a `API_KEY`: cabeçalho `X-Api-Key`.');
  });

  it('traz cada exemplo inteiro num bloco JSON sob o seu título', () => {
    expect(mdx).toContain('### Um exemplo\n\n```json\n{\n  "id": 7\n}\n```');
    expect(mdx).toContain('### Outro exemplo\n\n```json\n{\n  "id": 8\n}\n```');
  });

  it('deixa fora da busca o que todo evento repete: requisição, respostas e autenticação', () => {
    const sections = mdx.split(/^## /mu).slice(1);
    for (const title of ['Requisição', 'Respostas', 'Autenticação da entrega']) {
      const section = sections.find((text) => text.startsWith(title)) ?? '';
      expect(section).toContain(`<div className="${REPEATED_TEXT_CLASS}">`);
    }
  });

  it('recusa um evento sem exemplos', () => {
    const content = {'application/json': {schema}};
    expect(() => eventPageMdx({api: {...event.api, requestBody: {content}}})).toThrow(/sem exemplos/u);
  });
});

describe('overviewPageMdx', () => {
  it('traz a descrição do documento e todos os esquemas de autenticação', () => {
    const mdx = overviewPageMdx({info: {description: 'Os eventos.'}, securitySchemes});
    expect(mdx.startsWith('Os eventos.\n\n## Autenticação\n')).toBe(true);
    expect(mdx.match(/^- /gmu)).toHaveLength(3);
  });
});
