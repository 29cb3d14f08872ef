import type {Page} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';
import {test, expect, waitForHydration} from './fixtures';
import {darkCodeTheme, lightCodeTheme} from '../../src/lib/prism-themes';
import {eventRoute} from '../../src/data/webhook-events';
import {eventOperation} from './webhook-document';

/*
 * Code blocks and example tabs are hydrated on the server's HTML and kept (src/theme/Tabs,
 * src/plugins/prism-grammars/theme/CodeBlock): the theme used to build every one of them a second
 * time, from nothing, once the page had hydrated. They still show the Prism theme of the colour mode
 * the reader is in, from the first load on, and follow the colour mode switch. (A block whose
 * grammar loads on demand, bash or PHP, may still be rebuilt: React renders it again when the colour
 * mode's context changes after hydration before its grammar has arrived.)
 */

// Example tabs and GraphQL and JSON blocks; the reference's big GraphQL block; its example tabs.
const GUIDE = '/docs/dependentes/incluir';
const OBJECT = '/api/types/objects/billing';
const REFERENCE = '/api/api/mutations/add-dependent';
// A webhook event: its JSON examples are the most code tokens of the page kinds (783).
const EVENT = eventRoute('BILLING_CREATED');

/** Keeps, at the end of parsing, the code blocks and tab groups the server's HTML brought. */
async function keepServerBlocks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as {serverBlocks?: Element[]}).serverBlocks = [
        ...document.querySelectorAll('.theme-code-block, .theme-tabs-container'),
      ];
    });
  });
}

/** How many of the server's blocks are still in the page, of how many. */
const serverBlocksKept = (page: Page): Promise<[number, number]> =>
  page.evaluate(() => {
    const blocks = (window as {serverBlocks?: Element[]}).serverBlocks ?? [];
    return [blocks.filter((block) => block.isConnected).length, blocks.length];
  });

/** Waits for the render that follows hydration: the blocks' buttons exist only in the browser. */
async function waitForBrowserRender(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('.theme-code-block button').first()).toBeAttached();
}

/** A token type's colour in a Prism theme, as prism-react-renderer merges the theme's entries. */
function tokenColor(theme: PrismTheme, type: string): string {
  const color = theme.styles
    .filter((entry) => entry.types.includes(type) && entry.languages === undefined)
    .reduce<string | undefined>((found, entry) => entry.style.color ?? found, undefined);
  if (color === undefined) throw new Error(`o tema não dá cor a "${type}"`);
  return color;
}

/** A CSS colour as the browser computes it, to compare with a computed style. */
const computed = (page: Page, color: string): Promise<string> =>
  page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const result = getComputedStyle(probe).color;
    probe.remove();
    return result;
  }, color);

/** The first GraphQL keyword's colour and its block's background, as shown. */
async function shownColours(page: Page): Promise<{keyword: string; background: string}> {
  const keyword = page.locator('pre.language-graphql .token.keyword').first();
  const block = page.locator('.theme-code-block').filter({has: keyword}).first();
  return {
    keyword: await keyword.evaluate((element) => getComputedStyle(element).color),
    background: await block.evaluate((element) => getComputedStyle(element).backgroundColor),
  };
}

async function expectColoursOf(page: Page, theme: PrismTheme): Promise<void> {
  const background = theme.plain.backgroundColor;
  if (background === undefined) throw new Error('o tema não tem cor de fundo');
  const expected = {
    keyword: await computed(page, tokenColor(theme, 'keyword')),
    background: await computed(page, background),
  };
  await expect.poll(() => shownColours(page)).toEqual(expected);
}

for (const path of [GUIDE, OBJECT, REFERENCE]) {
  test(`${path}: os blocos de código e as abas do HTML continuam os mesmos depois da hidratação`, async ({page}) => {
    await keepServerBlocks(page);
    await page.goto(path);
    await waitForBrowserRender(page);
    await page.waitForLoadState('networkidle');
    const [kept, total] = await serverBlocksKept(page);
    expect(total).toBeGreaterThan(0);
    expect(kept).toBe(total);
  });
}

/**
 * Keeps the last tree React committed, through the hook React offers its developer tools (the
 * production build calls it too): the fibers say which components rendered again after they were
 * mounted (a fiber gets its `alternate` the first time it renders again).
 */
async function keepReactCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const committed: {root?: unknown} = {};
    Object.assign(window, {
      committed,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberRoot: (_renderer: number, root: unknown) => {
          committed.root = root;
        },
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
      },
    });
  });
}

/** How many code tokens the page shows, and how many of their components rendered again after hydration. */
const tokensRenderedAgain = (page: Page): Promise<{tokens: number; again: number}> =>
  page.evaluate(() => {
    interface Fiber {
      readonly stateNode: unknown;
      readonly child: Fiber | null;
      readonly sibling: Fiber | null;
      readonly return: Fiber | null;
      readonly alternate: Fiber | null;
    }
    const {root} = (window as {committed?: {root?: {current: Fiber}}}).committed ?? {};
    if (root === undefined) throw new Error('o React não comitou nada');
    let tokens = 0;
    let again = 0;
    const pending: Fiber[] = [root.current];
    for (let fiber = pending.pop(); fiber !== undefined; fiber = pending.pop()) {
      const node = fiber.stateNode;
      // A token's component (CodeBlock/Line/Token) renders one <span>, or one text when the token is
      // plain spacing (src/plugins/prism-grammars/theme/CodeBlock/Line/Token).
      const isToken =
        node instanceof Element
          ? node.matches('.token-line .token')
          : node instanceof Text && node.parentElement?.closest('.token-line') != null;
      if (isToken) {
        tokens += 1;
        if (fiber.return?.alternate) again += 1;
      }
      if (fiber.sibling) pending.push(fiber.sibling);
      if (fiber.child) pending.push(fiber.child);
    }
    return {tokens, again};
  });

// A JSON example on an event, the Billing's SDL, a guide's GraphQL and JSON: after hydration the
// theme updates each block's state (whether it scrolls, whether it is in a hidden tab), and every
// token used to render again with it (src/plugins/prism-grammars/theme/CodeBlock/Line).
for (const path of [GUIDE, OBJECT, EVENT]) {
  test(`${path}: depois da hidratação, os tokens do código não são renderizados de novo`, async ({page}) => {
    await keepReactCommits(page);
    await page.goto(path);
    await waitForBrowserRender(page);
    await page.waitForLoadState('networkidle');
    const {tokens, again} = await tokensRenderedAgain(page);
    expect(tokens).toBeGreaterThan(50);
    expect(again).toBe(0);
  });
}

// The spaces between tokens and the empty token that ends each line are text, not elements
// (src/plugins/prism-grammars/theme/CodeBlock/Line/Token): the code must still read, space by
// space, as the document's example printed with two spaces of indentation.
test(`${EVENT}: os exemplos JSON mostram o documento espaço por espaço, sem elemento para espaço`, async ({page}) => {
  const examples = Object.values(eventOperation('BILLING_CREATED').requestBody.content['application/json'].examples);
  expect(examples.length).toBeGreaterThan(0);
  await page.goto(EVENT);
  await waitForBrowserRender(page);
  const shown = await page
    .locator('main pre.language-json')
    .evaluateAll((blocks) =>
      blocks.map((block) => [...block.querySelectorAll('.token-line')].map((line) => line.textContent).join('\n')),
    );
  expect(shown).toEqual(examples.map(({value}) => JSON.stringify(value, null, 2)));
  // A span of the plain type with no style of its own (an empty line's has one) is an element for nothing.
  await expect(page.locator('main .token-line span.token.plain:not([style])')).toHaveCount(0);
});

test('no modo claro, o código tem as cores do tema claro', async ({page}) => {
  await page.goto(GUIDE);
  await waitForBrowserRender(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectColoursOf(page, lightCodeTheme);
});

test('no modo escuro, o código tem as cores do tema escuro, também ao recarregar, sem ser refeito', async ({page}) => {
  await keepServerBlocks(page);
  await page.goto(GUIDE);
  await waitForBrowserRender(page);
  const toggle = page.getByRole('button', {name: /Mudar entre modo claro e escuro/});
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectColoursOf(page, darkCodeTheme);

  // The stored mode: the page hydrates in the default mode and switches to it right after.
  await page.reload();
  await waitForBrowserRender(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectColoursOf(page, darkCodeTheme);
  const [kept, total] = await serverBlocksKept(page);
  expect(total).toBeGreaterThan(0);
  expect(kept).toBe(total);

  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectColoursOf(page, lightCodeTheme);
});
