/**
 * The state machines' diagrams on the built site: each topic introduction shows its machines as
 * inline SVG with an accessible name, drawn in the page's text colour in both colour modes, with
 * the table of the same transitions beside it; no diagram library is downloaded; the Markdown
 * twin has the table.
 */
import {MACHINES, billingMachine} from '../../src/data/model';
import {transitionRows} from '../../src/lib/state-diagram';
import {twinRoute} from '../../src/lib/machine-readable';
import {test, expect, expectNoSeriousViolations} from './fixtures';

const BILLING_PAGE = `/docs/${billingMachine.page}`;

test.describe('diagramas de estado', () => {
  test('a introdução dos boletos mostra os seus diagramas, sem biblioteca de diagramas no navegador', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(BILLING_PAGE);
    for (const machine of MACHINES.filter((candidate) => candidate.page === billingMachine.page)) {
      await expect(page.getByRole('img', {name: machine.title, exact: true})).toBeVisible();
    }
    expect(requested.filter((url) => /graphviz|hpcc|\.wasm/i.test(url))).toEqual([]);
  });

  test('a tabela ao lado do diagrama tem cada transição', async ({page}) => {
    await page.goto(BILLING_PAGE);
    const figure = page
      .locator('figure')
      .filter({has: page.getByRole('img', {name: billingMachine.title, exact: true})});
    await figure.getByText(/^Transições em tabela/).click();
    const table = figure.getByRole('table', {name: `${billingMachine.title}: transições`});
    await expect(table).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(transitionRows(billingMachine).length);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`o diagrama usa a cor do texto no modo ${mode === 'light' ? 'claro' : 'escuro'} e não tem violações`, async ({
      page,
    }) => {
      await page.goto(BILLING_PAGE);
      if (mode === 'dark') await page.getByRole('button', {name: /Mudar entre modo claro e escuro/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const svg = page.getByRole('img', {name: billingMachine.title, exact: true});
      const colours = await svg.evaluate((element) => {
        const text = element.querySelector('text');
        const path = element.querySelector('g.edge path');
        const body = getComputedStyle(document.querySelector('article') ?? document.body).color;
        return {
          text: text ? getComputedStyle(text).fill : '',
          stroke: path ? getComputedStyle(path).stroke : '',
          body,
        };
      });
      expect(colours.text).toBe(colours.body);
      expect(colours.stroke).toBe(colours.body);
      await expectNoSeriousViolations(page);
    });
  }

  test('o gêmeo em Markdown traz a tabela das transições', async ({request}) => {
    const response = await request.get(twinRoute(BILLING_PAGE));
    expect(response.ok()).toBe(true);
    const twin = await response.text();
    expect(twin).toContain(`**${billingMachine.title}: transições**`);
    expect(twin).not.toContain('<StateMachine');
  });
});
