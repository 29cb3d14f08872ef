/**
 * src/remark/state-machines.ts and the Markdown form of <StateMachine>: the element gets its
 * machine's rows (and, in the site's build, its SVG); an unknown machine fails naming the page
 * and line; the Markdown twin shows the same transitions as a table.
 */
import {createProcessor} from '@mdx-js/mdx';
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';

import {webhookMachine} from '../../../src/data/model';
import {TABLE_HEADER, transitionRows, type StateMachineData} from '../../../src/lib/state-diagram';
import {markdownTwin} from '../../../src/plugins/markdown-twins/twin';
import remarkStateMachines from '../../../src/remark/state-machines';

const PAGE = 'docs/exemplo/pagina.md';

async function elementsAfter(markdown: string, svg: boolean): Promise<MdxJsxFlowElement[]> {
  let captured: Root | undefined;
  const capture = () => (tree: Root) => {
    captured = structuredClone(tree);
  };
  const processor = createProcessor({remarkPlugins: [[remarkStateMachines, {svg}], capture]});
  await processor.process(new VFile({path: PAGE, value: markdown}));
  const found: MdxJsxFlowElement[] = [];
  for (const node of captured?.children ?? []) if (node.type === 'mdxJsxFlowElement') found.push(node);
  return found;
}

const attributeOf = (node: MdxJsxFlowElement | undefined, name: string): unknown =>
  node?.attributes.find((attr): attr is MdxJsxAttribute => attr.type === 'mdxJsxAttribute' && attr.name === name)
    ?.value;

describe('remark state-machines', () => {
  it('dá ao elemento as transições e o diagrama da máquina', async () => {
    const [node] = await elementsAfter('# Página\n\n<StateMachine machine="webhook" />\n', true);
    const data = JSON.parse(String(attributeOf(node, 'data'))) as StateMachineData;
    expect(data).toEqual({id: 'webhook', title: webhookMachine.title, rows: transitionRows(webhookMachine)});
    expect(String(attributeOf(node, 'svg'))).toMatch(/^<svg role="img"/);
    // The first diagram of the process loads Graphviz's WebAssembly (a few seconds on a busy machine).
  }, 30_000);

  it('sem SVG, como o gêmeo em Markdown pede, só as transições', async () => {
    const [node] = await elementsAfter('<StateMachine machine="webhook" />\n', false);
    expect(attributeOf(node, 'data')).toBeTypeOf('string');
    expect(attributeOf(node, 'svg')).toBeUndefined();
  });

  it('recusa uma máquina que o modelo não tem, com a página e a linha', async () => {
    await expect(elementsAfter('# Página\n\n<StateMachine machine="boleto" />\n', false)).rejects.toThrow(
      /docs\/exemplo\/pagina\.md:3: <StateMachine> precisa de machine="\.\.\."/,
    );
  });
});

describe('gêmeo em Markdown', () => {
  it('mostra a tabela das transições, sem JSX', () => {
    const twin = markdownTwin({
      file: PAGE,
      source:
        'import StateMachine from \'@site/src/components/StateMachine\';\n\n# Webhooks\n\n<StateMachine machine="webhook" />\n',
      title: 'Webhooks',
      resolve: (url) => url,
      hasTwin: () => true,
    });
    expect(twin).not.toMatch(/<StateMachine/);
    expect(twin).toContain(`**${webhookMachine.title}: transições**`);
    expect(twin).toContain(`| ${TABLE_HEADER.join(' | ')} |`);
    expect(twin).toContain('| (criação) | `ACTIVE` | addWebHook | — | — |');
    const rows = twin
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| De ') && !line.startsWith('| -'));
    expect(rows).toHaveLength(transitionRows(webhookMachine).length);
  });
});
