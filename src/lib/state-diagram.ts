/**
 * A state machine of the model (src/data/model/) as a diagram and as a table. The diagram is an
 * SVG laid out by Graphviz (@hpcc-js/wasm-graphviz, run in Node at build time by
 * src/remark/state-machines.ts; nothing of it reaches the browser), drawn in `currentColor` so
 * that it follows the page's colour mode, with a title and a description for screen readers. The
 * table lists the same transitions, for the page beside the diagram and for the Markdown twin.
 */
import {Graphviz} from '@hpcc-js/wasm-graphviz';

import {triggerLabel, type StateMachine} from '../data/model';

/** One transition as a row: where from (null for the record's creation), where to, why, when, what it emits. */
export interface TransitionRow {
  readonly from: string | null;
  readonly to: string;
  readonly trigger: string;
  readonly when: string | null;
  readonly events: readonly string[];
}

/** What the StateMachine component and the Markdown twin receive. */
export interface StateMachineData {
  readonly id: string;
  readonly title: string;
  readonly rows: readonly TransitionRow[];
}

/** Words of the table's header, shared by the page and the twin. */
export const TABLE_HEADER = ['De', 'Para', 'Causa', 'Condição', 'Evento de webhook'] as const;

/** Shown in the "De" column for the transitions that create the record. */
export const CREATION_LABEL = '(criação)';

/** One row per (state left, transition): a transition from two states is two rows. */
export function transitionRows(machine: StateMachine): TransitionRow[] {
  return machine.transitions.flatMap((transition) =>
    (transition.from ?? [null]).map((from) => ({
      from,
      to: transition.to,
      trigger: triggerLabel(transition.trigger),
      when: transition.when ?? null,
      events: [...transition.events],
    })),
  );
}

/** The rows the diagram draws: those that change the state (the others are only in the table). */
export function diagramRows(machine: StateMachine): TransitionRow[] {
  return transitionRows(machine).filter((row) => row.from !== row.to);
}

export function stateMachineData(machine: StateMachine): StateMachineData {
  return {id: machine.id, title: machine.title, rows: transitionRows(machine)};
}

const START = '__inicio';

/** A DOT string literal. */
const quote = (value: string): string => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Escapes text for a Graphviz HTML-like label. */
const html = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The machine in DOT: one node per state (its API name over its Portuguese label; final states
 * with a double border), a start point for the creations, and one edge per pair of states with
 * every trigger that moves a record between them, one per line.
 */
export function machineDot(machine: StateMachine): string {
  const edges = new Map<string, {from: string; to: string; labels: string[]}>();
  for (const row of diagramRows(machine)) {
    const from = row.from ?? START;
    const key = `${from}\u0000${row.to}`;
    const edge = edges.get(key) ?? {from, to: row.to, labels: []};
    if (!edge.labels.includes(row.trigger)) edge.labels.push(row.trigger);
    edges.set(key, edge);
  }
  const final = new Set<string>(machine.final);
  const lines = [
    'digraph {',
    '  rankdir=TB; nodesep=0.4; ranksep=0.5; bgcolor="transparent";',
    '  node [shape=box, style=rounded, fontname="Helvetica,Arial,sans-serif", fontsize=12, margin="0.22,0.06"];',
    '  edge [fontname="Helvetica,Arial,sans-serif", fontsize=10, arrowsize=0.7];',
    `  ${quote(START)} [shape=circle, style=filled, fillcolor=black, label="", width=0.16, height=0.16, fixedsize=true];`,
    ...Object.entries(machine.states).map(
      ([state, info]) =>
        `  ${quote(state)} [label=<<B>${html(state)}</B><BR/><FONT POINT-SIZE="10">${html(info.label)}</FONT>>${
          final.has(state) ? ', peripheries=2' : ''
        }];`,
    ),
    ...[...edges.values()].map(
      // \l ends a left-aligned line in a Graphviz label.
      (edge) =>
        `  ${quote(edge.from)} -> ${quote(edge.to)} [label="${edge.labels.map((label) => ` ${quote(label).slice(1, -1)}\\l`).join('')}"];`,
    ),
    '}',
  ];
  return lines.join('\n');
}

let graphviz: Promise<Graphviz> | undefined;

/** The id of the diagram's title and description elements (unique per machine, several share a page). */
export const titleId = (machine: Pick<StateMachine, 'id'>): string => `maquina-${machine.id}-titulo`;
export const descriptionId = (machine: Pick<StateMachine, 'id'>): string => `maquina-${machine.id}-descricao`;

const escapeXml = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What a screen reader hears for the diagram: the states and where the transitions are. */
export function diagramDescription(machine: StateMachine): string {
  const states = Object.keys(machine.states);
  return `Diagrama com ${states.length} situações (${states.join(', ')}) e as transições entre elas; a tabela que acompanha o diagrama lista todas as transições, inclusive as que mantêm a situação.`;
}

/** The font whose widths Graphviz assumes for Helvetica (Arial and Liberation Sans have the same metrics). */
export const DIAGRAM_FONT = 'Arial, Helvetica, "Liberation Sans", sans-serif';

/**
 * Graphviz's SVG made fit for a page: no prolog, comments, fixed size, ids or per-shape titles
 * (several diagrams share a page); black strokes and fills, and text (through the root's fill), in
 * currentColor, white in none; the
 * machine's title and description first, referenced by aria-labelledby and aria-describedby.
 */
export function pageSvg(svg: string, machine: StateMachine): string {
  const start = svg.indexOf('<svg');
  if (start === -1) throw new Error(`state-diagram: o Graphviz não devolveu SVG para ${machine.id}`);
  const body = svg
    .slice(start)
    .replace(/<!--[\s\S]*?-->\n?/g, '')
    .replace(/<title>[\s\S]*?<\/title>\n?/g, '')
    .replace(/\s(?:id|xmlns:xlink)="[^"]*"/g, '')
    .replace(/<polygon fill="white" stroke="none"[^>]*\/>\n?/, '')
    .replace(/\sfont-family="[^"]*"/g, '')
    .replace(/(fill|stroke)="black"/g, '$1="currentColor"')
    .replace(/(fill|stroke)="white"/g, '$1="none"')
    .replace(/<svg width="[^"]*" height="[^"]*"\s+/, '<svg ')
    .trim();
  const open = body.indexOf('>') + 1;
  const head = body.slice(0, open).replace(
    '<svg ',
    // SVG text without a fill is black: the root's fill makes it the page's text colour too.
    `<svg role="img" fill="currentColor" aria-labelledby="${titleId(machine)}" aria-describedby="${descriptionId(machine)}" focusable="false" font-family='${DIAGRAM_FONT}' `,
  );
  return `${head}\n<title id="${titleId(machine)}">${escapeXml(machine.title)}</title>\n<desc id="${descriptionId(
    machine,
  )}">${escapeXml(diagramDescription(machine))}</desc>${body.slice(open)}`;
}

/** The machine's diagram, as the page shows it. */
export async function renderStateDiagram(machine: StateMachine): Promise<string> {
  graphviz ??= Graphviz.load();
  return pageSvg((await graphviz).dot(machineDot(machine)), machine);
}
