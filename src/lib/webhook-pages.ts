/**
 * The MDX of the webhook events' pages: docusaurus-plugin-openapi-docs reads
 * schema/webhooks.openapi.yaml, dereferences it and calls these generators (its `markdownGenerators`
 * option, docusaurus.config.ts) once per event and once for the overview; the plugin adds the front
 * matter and scripts/webhooks/generate.ts adjusts it. The pages use only Markdown and the portal's
 * PayloadShape component, whose tree is rendered at build time into the page's HTML: no component of
 * the OpenAPI theme, and nothing to run in the browser but the page itself.
 */
import {REPEATED_TEXT_CLASS} from './search-params';
import {payloadShape, type JsonSchema} from './payload-shape';

/** Where each generated page imports the body's tree from. */
export const PAYLOAD_SHAPE_COMPONENT = '@site/src/components/PayloadShape';

const JSON_MEDIA_TYPE = 'application/json';

interface SecurityScheme {
  readonly description?: string;
}

interface Example {
  readonly summary?: string;
  readonly value?: unknown;
}

/** What the generators read of the plugin's page data (ApiPageMetadata and InfoPageMetadata). */
export interface EventPageData {
  readonly api: {
    readonly description?: string;
    readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
    readonly securitySchemes?: Readonly<Record<string, SecurityScheme>>;
    readonly requestBody?: {
      readonly description?: string;
      readonly content?: Readonly<
        // The plugin's type for a schema also admits OpenAPI 2's; the document is 3.1 (tests/content/webhooks).
        Record<string, {readonly schema?: unknown; readonly examples?: Readonly<Record<string, Example>>}>
      >;
    };
    readonly responses?: Readonly<Record<string, {readonly description?: string}>>;
  };
}

export interface OverviewPageData {
  readonly info: {readonly description?: string};
  readonly securitySchemes?: Readonly<Record<string, SecurityScheme>>;
}

/** The guide that explains receiving an event: verification, retries, idempotency. */
const GUIDE = {title: 'Cobrança criada ou alterada', route: '/docs/webhooks/cobranca-criada-ou-alterada'};

/** A status code of the document's responses as the reader reads it: `default` is any other outcome. */
function statusLabel(status: string): string {
  return status === 'default' ? 'Qualquer outro resultado' : `\`${status}\``;
}

/** One line of Markdown: the document's descriptions wrap lines, a table cell or list item cannot. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Text many pages repeat word for word: left out of the search index (REPEATED_TEXT_CLASS). */
const repeated = (lines: readonly string[]): string[] => [
  `<div className="${REPEATED_TEXT_CLASS}">`,
  '',
  ...lines,
  '',
  '</div>',
];

function authenticationList(
  names: readonly (string | undefined)[],
  schemes: Readonly<Record<string, SecurityScheme>>,
): string[] {
  return names.map((name) => {
    if (name === undefined) return '- `NONE`: nenhum cabeçalho de autenticação.';
    const scheme = schemes[name];
    if (scheme?.description === undefined) throw new Error(`webhooks: esquema de segurança ${name} sem descrição`);
    return `- ${oneLine(scheme.description)}`;
  });
}

/** The MDX of an event's page (below the front matter). */
export function eventPageMdx({api}: EventPageData): string {
  const content = api.requestBody?.content?.[JSON_MEDIA_TYPE];
  if (content?.schema === undefined) throw new Error(`webhooks: evento sem corpo ${JSON_MEDIA_TYPE}`);
  const shape = payloadShape(content.schema as JsonSchema);
  const examples = Object.values(content.examples ?? {});
  if (examples.length === 0) throw new Error('webhooks: evento sem exemplos do corpo');
  const security = (api.security ?? []).map((requirement) => Object.keys(requirement)[0]);
  const responses = Object.entries(api.responses ?? {});
  return [
    `import PayloadShape from '${PAYLOAD_SHAPE_COMPONENT}';`,
    '',
    api.description?.trim() ?? '',
    '',
    '## Requisição',
    '',
    ...repeated([
      `A plataforma faz um \`POST\` ao \`url\` cadastrado no webhook, com o corpo em JSON (\`Content-Type: ${JSON_MEDIA_TYPE}\`).`,
    ]),
    '',
    '## Corpo',
    '',
    ...(api.requestBody?.description === undefined ? [] : [oneLine(api.requestBody.description), '']),
    // The tree as a JSON string: the component parses it (TypeShape does the same).
    `<PayloadShape shape={${JSON.stringify(JSON.stringify(shape))}} />`,
    '',
    '## Respostas',
    '',
    ...repeated([
      '| Resposta do seu endpoint | O que a plataforma faz |',
      '| --- | --- |',
      ...responses.map(([status, response]) => `| ${statusLabel(status)} | ${oneLine(response.description ?? '')} |`),
    ]),
    '',
    '## Autenticação da entrega',
    '',
    ...repeated([
      'A requisição traz um destes cabeçalhos, conforme o `authType` cadastrado no webhook:',
      '',
      ...authenticationList(security, api.securitySchemes ?? {}),
    ]),
    '',
    '## Exemplos do corpo',
    '',
    ...examples.flatMap((example) => [
      `### ${example.summary ?? 'Exemplo'}`,
      '',
      '```json',
      JSON.stringify(example.value, null, 2),
      '```',
      '',
    ]),
    ...repeated([
      `Veja também o guia [${GUIDE.title}](${GUIDE.route}), com a verificação da assinatura, as novas tentativas e a idempotência.`,
    ]),
    '',
  ].join('\n');
}

/** The MDX of the events' overview page: the document's description, then its authentication schemes. */
export function overviewPageMdx({info, securitySchemes = {}}: OverviewPageData): string {
  return [
    info.description?.trim() ?? '',
    '',
    '## Autenticação',
    '',
    'Cada webhook usa um destes esquemas, conforme o `authType` cadastrado:',
    '',
    ...authenticationList([undefined, ...Object.keys(securitySchemes)], securitySchemes),
    '',
  ].join('\n');
}
