/**
 * src/lib/state-diagram.ts: the DOT source and the SVG of every machine of the model (every state
 * a node, every state-changing transition an edge with its trigger), the SVG fit for a page
 * (accessible title and description, no fixed colour, no duplicate ids) and the table rows.
 */
import {parseFragment, type DefaultTreeAdapterMap} from 'parse5';
import {describe, expect, it} from 'vitest';

import {MACHINES, billingMachine, triggerLabel, webhookEventMachine} from '../../../src/data/model';
import {
  CREATION_LABEL,
  descriptionId,
  diagramRows,
  machineDot,
  renderStateDiagram,
  titleId,
  transitionRows,
} from '../../../src/lib/state-diagram';

type Element = DefaultTreeAdapterMap['element'];

/** Every element of a parsed fragment, depth first. */
function elements(node: DefaultTreeAdapterMap['parentNode']): Element[] {
  return node.childNodes.flatMap((child) => ('tagName' in child ? [child, ...elements(child)] : []));
}

const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** The visible words of a text element (Graphviz splits nothing inside one <text>). */
const textOf = (element: Element): string =>
  element.childNodes
    .map((child) => ('value' in child ? child.value : ''))
    .join('')
    .trim();

describe.each(MACHINES.map((machine) => [machine.id, machine] as const))('diagrama de %s', (_id, machine) => {
  it('tem um nó por situação e cada transição que muda a situação, com a sua causa', async () => {
    const svg = await renderStateDiagram(machine);
    const fragment = parseFragment(svg);
    const texts = elements(fragment)
      .filter((element) => element.tagName === 'text')
      .map(textOf);
    for (const [state, info] of Object.entries(machine.states)) {
      expect(texts, state).toContain(state);
      expect(texts, info.label).toContain(info.label);
    }
    const edges = elements(fragment).filter((element) => attribute(element, 'class') === 'edge');
    const pairs = new Set(diagramRows(machine).map((row) => `${row.from ?? 'início'}>${row.to}`));
    expect(edges).toHaveLength(pairs.size);
    for (const row of diagramRows(machine)) expect(texts, row.trigger).toContain(row.trigger);
    // The first diagram of the process loads Graphviz's WebAssembly (a few seconds on a busy machine).
  }, 30_000);

  it('tem título e descrição acessíveis, e nada que dependa do modo de cor', async () => {
    const svg = await renderStateDiagram(machine);
    const root = elements(parseFragment(svg))[0];
    expect(root?.tagName).toBe('svg');
    if (root === undefined) return;
    expect(attribute(root, 'role')).toBe('img');
    expect(attribute(root, 'aria-labelledby')).toBe(titleId(machine));
    expect(attribute(root, 'aria-describedby')).toBe(descriptionId(machine));
    expect(attribute(root, 'width')).toBeUndefined();
    const title = elements(root).find((element) => element.tagName === 'title');
    expect(title && textOf(title)).toBe(machine.title);
    expect(elements(root).filter((element) => element.tagName === 'title')).toHaveLength(1);
    const ids = elements(root).flatMap((element) => attribute(element, 'id') ?? []);
    expect(ids.sort()).toEqual([descriptionId(machine), titleId(machine)].sort());
    expect(svg).not.toMatch(/(?:fill|stroke)="(?:black|white|#[0-9a-f]{3,6})"/i);
    // Text without a fill of its own inherits the root's: the page's colour, never SVG's default black.
    expect(svg).toMatch(/^<svg [^>]*fill="currentColor"/);
    expect(svg).not.toMatch(/<\?xml|<!DOCTYPE|<!--/);
  });
});

describe('linhas da tabela', () => {
  it('uma por situação de origem, com a criação marcada', () => {
    const rows = transitionRows(billingMachine);
    const expected = billingMachine.transitions.reduce((sum, transition) => sum + (transition.from?.length ?? 1), 0);
    expect(rows).toHaveLength(expected);
    expect(rows.filter((row) => row.from === null).map((row) => row.trigger)).toContain('addBilling');
    expect(CREATION_LABEL).toBe('(criação)');
  });

  it('o diagrama deixa de fora só as transições que mantêm a situação', () => {
    const rows = transitionRows(webhookEventMachine);
    const kept = rows.filter((row) => row.from === row.to);
    expect(kept.map((row) => row.to)).toContain('RETRYING');
    expect(diagramRows(webhookEventMachine)).toHaveLength(rows.length - kept.length);
  });

  it('usa o nome da mutation como causa', () => {
    const refund = transitionRows(billingMachine).find((row) => row.to === 'REFUNDED');
    expect(refund).toMatchObject({from: 'PAID', trigger: 'refundBilling', events: ['BILLING_STATUS_CHANGED']});
    expect(triggerLabel({kind: 'payment', methods: ['PIX']})).toBe('pagamento por Pix');
  });
});

describe('DOT', () => {
  it('escapa aspas e marca as situações finais com borda dupla', () => {
    const dot = machineDot(billingMachine);
    expect(dot).toMatch(/"CANCELED" \[label=<[^\n]*>, peripheries=2\]/);
    expect(dot).not.toMatch(/"PAID" \[[^\n]*peripheries/);
  });
});
