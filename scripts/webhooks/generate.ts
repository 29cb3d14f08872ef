/**
 * Generates the webhook events' pages from schema/webhooks.openapi.yaml with
 * docusaurus-plugin-openapi-docs (`docusaurus gen-api-docs webhooks`), into
 * docs/webhooks/eventos/ (gitignored: build output, never committed). Then:
 * - gives each page a slug /webhooks/<id>, so that the routes stay /docs/<topic>/<page>;
 * - marks each event's page for its item (EVENT_PAGE_FRONT_MATTER) in place of the request
 *   explorer's data;
 * - appends to each event's page its authentication headers and its examples, from the same
 *   document: the theme shows them only in client-side widgets, and they must be in the HTML
 *   (readers without JavaScript, search, axe);
 * - removes the plugin's own sidebar file: src/lib/tutorial-sidebar.ts lists the pages (src/data/webhook-events.ts).
 */
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {load} from 'js-yaml';

import {REPO_ROOT} from '../../src/lib/repo-root';
import {REPEATED_TEXT_CLASS} from '../../src/lib/search-params';
import {EVENT_PAGE_FRONT_MATTER, GENERATED_DIR, WEBHOOKS_SPEC, generatedPageSlug} from '../../src/data/webhook-events';
import {OPENAPI_THEME_STYLES} from '../../src/plugins/openapi-theme';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: {content?: Record<string, {examples?: Record<string, {summary?: string; value?: unknown}>}>};
}
interface Document {
  webhooks: Record<string, {post?: Operation}>;
  components?: {securitySchemes?: Record<string, {description?: string}>};
}

const spec = load(readFileSync(path.join(REPO_ROOT, WEBHOOKS_SPEC), 'utf8')) as Document;

/** The Markdown appended to an event's page: authentication, then every example in full. */
function appendix(operation: Operation): string {
  const schemes = spec.components?.securitySchemes ?? {};
  const auth = (operation.security ?? []).map((requirement) => {
    const name = Object.keys(requirement)[0];
    if (name === undefined) return '- `NONE`: nenhum cabeçalho de autenticação.';
    return `- ${(schemes[name]?.description ?? name).replace(/\s+/g, ' ')}`;
  });
  const examples = Object.values(operation.requestBody?.content?.['application/json']?.examples ?? {}).map(
    (example) =>
      `### ${example.summary ?? 'Exemplo'}\n\n\`\`\`json\n${JSON.stringify(example.value, null, 2)}\n\`\`\`\n`,
  );
  return [
    '',
    '## Autenticação da entrega',
    '',
    // Every event page has the same list: the webhooks guide is what a search for it should find.
    `<div className="${REPEATED_TEXT_CLASS}">`,
    '',
    'A requisição traz um destes cabeçalhos, conforme o `authType` cadastrado no webhook:',
    '',
    ...auth,
    '',
    '</div>',
    '',
    '## Exemplos do corpo',
    '',
    ...examples,
    `<div className="${REPEATED_TEXT_CLASS}">`,
    '',
    'Veja também o guia [Cobrança criada ou alterada](/docs/webhooks/cobranca-criada-ou-alterada), com a verificação da',
    'assinatura, as novas tentativas e a idempotência.',
    '',
    '</div>',
    '',
  ].join('\n');
}

/**
 * The plugin writes the labels of its security-scheme tabs in English, on the events' overview page.
 * Each pair is a literal the generated MDX contains and its Portuguese.
 */
const THEME_LABELS_PT: readonly (readonly [RegExp, string])[] = [
  [/children=\{"Authentication"\}/g, 'children={"Autenticação"}'],
  [/label=\{"HTTP: Basic Auth"\}/g, 'label={"HTTP: autenticação básica"}'],
  [/label=\{"HTTP: Bearer Auth"\}/g, 'label={"HTTP: token Bearer"}'],
  [/label=\{"API Key: /g, 'label={"Chave de API: '],
  [/Security Scheme Type:/g, 'Tipo de esquema de segurança:'],
  [/HTTP Authorization Scheme:/g, 'Esquema de autorização HTTP:'],
  [/Header parameter name:/g, 'Nome do cabeçalho:'],
];

const operations = new Map(
  Object.values(spec.webhooks).flatMap(({post}) => (post?.operationId === undefined ? [] : [[post.operationId, post]])),
);

const outputDir = path.join(REPO_ROOT, GENERATED_DIR);

rmSync(outputDir, {recursive: true, force: true});
const run = spawnSync('npx', ['docusaurus', 'gen-api-docs', 'webhooks'], {cwd: REPO_ROOT, stdio: 'inherit'});
if (run.status !== 0) process.exit(run.status ?? 1);

rmSync(path.join(outputDir, 'sidebar.ts'), {force: true});
const pages = readdirSync(outputDir).filter((name) => name.endsWith('.mdx'));
for (const name of pages) {
  const file = path.join(outputDir, name);
  const source = readFileSync(file, 'utf8');
  const id = /^id: (.+)$/m.exec(source)?.[1];
  if (id === undefined) throw new Error(`${file}: página gerada sem id`);
  const operation = operations.get(id);
  const translated = THEME_LABELS_PT.reduce((text, [english, portuguese]) => text.replace(english, portuguese), source);
  const withSlug = translated
    .replace(/^id: .+$/m, (line) => `${line}\nslug: ${generatedPageSlug(id)}`)
    .replace(/^api: .+$/m, `${EVENT_PAGE_FRONT_MATTER}: true`)
    // The plugin writes the document's version badge in English.
    .replace(/\{"Version: ([^"]*)"\}/g, '{"Versão: $1"}')
    // Every event's delivery outcomes are the same two sentences (search: REPEATED_TEXT_CLASS).
    .replace(
      /^<StatusCodes\n[\s\S]*?^<\/StatusCodes>$/mu,
      (statusCodes) => `<div className="${REPEATED_TEXT_CLASS}">\n\n${statusCodes}\n\n</div>`,
    )
    // The theme's stylesheet reaches only these pages (src/plugins/openapi-theme).
    .replace(/^---\n[\s\S]*?\n---\n/u, (frontMatter) => `${frontMatter}\nimport '${OPENAPI_THEME_STYLES}';\n`);
  writeFileSync(file, operation === undefined ? withSlug : `${withSlug.trimEnd()}\n${appendix(operation)}`);
}
console.log(`webhooks: ${String(pages.length)} páginas em ${GENERATED_DIR}`);
