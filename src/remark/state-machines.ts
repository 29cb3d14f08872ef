/**
 * Remark plugin for the guides: fills every `<StateMachine machine="<id>" />` with the machine of
 * the behaviour model (src/data/model/) it names:
 *
 *   - `data`: the title and the transitions as rows (JSON), for the table beside the diagram and
 *     for the Markdown twin (which runs this plugin with `svg: false`);
 *   - `svg`: the diagram, laid out by Graphviz at build time (src/lib/state-diagram.ts).
 *
 * The page never draws the diagram in the browser: the SVG arrives in the HTML. A machine the
 * model does not have fails the build with the page and line.
 */
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import {MACHINES, type StateMachine} from '../data/model';
import {renderStateDiagram, stateMachineData} from '../lib/state-diagram';

export const COMPONENT = 'StateMachine';

export interface Options {
  /** Whether to render the SVG (the site's build); the Markdown twin only needs the rows. */
  readonly svg?: boolean;
}

function machineOf(node: MdxJsxFlowElement, file: {path?: string}): StateMachine {
  const attribute = node.attributes.find(
    (candidate): candidate is MdxJsxAttribute => candidate.type === 'mdxJsxAttribute' && candidate.name === 'machine',
  );
  const id = typeof attribute?.value === 'string' ? attribute.value : undefined;
  const machine = MACHINES.find((candidate) => candidate.id === id);
  if (machine === undefined) {
    const where = `${file.path ?? '?'}:${node.position?.start.line ?? '?'}`;
    throw new Error(
      `${where}: <${COMPONENT}> precisa de machine="..." com uma destas máquinas: ${MACHINES.map((m) => m.id).join(', ')}`,
    );
  }
  return machine;
}

/** Diagrams already drawn in this process, by machine: each is drawn once per build, whatever the pages. */
const drawn = new Map<string, Promise<string>>();
const diagramOf = (machine: StateMachine): Promise<string> => {
  let svg = drawn.get(machine.id);
  if (svg === undefined) {
    svg = renderStateDiagram(machine);
    drawn.set(machine.id, svg);
  }
  return svg;
};

function elements(tree: Root): MdxJsxFlowElement[] {
  const found: MdxJsxFlowElement[] = [];
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name === COMPONENT) found.push(node);
  });
  return found;
}

/** The synchronous part: every element gets its `data`; returns the machines, in the elements' order. */
export function fillData(tree: Root, file: {path?: string}): {node: MdxJsxFlowElement; machine: StateMachine}[] {
  return elements(tree).map((node) => {
    const machine = machineOf(node, file);
    node.attributes.push({type: 'mdxJsxAttribute', name: 'data', value: JSON.stringify(stateMachineData(machine))});
    return {node, machine};
  });
}

export default function remarkStateMachines(options: Options = {}) {
  const withSvg = options.svg ?? true;
  return async (tree: Root, file: {path?: string}): Promise<void> => {
    const found = fillData(tree, file);
    if (!withSvg) return;
    for (const {node, machine} of found) {
      node.attributes.push({type: 'mdxJsxAttribute', name: 'svg', value: await diagramOf(machine)});
    }
  };
}
