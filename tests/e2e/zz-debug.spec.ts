import AxeBuilder from '@axe-core/playwright';
import {test} from '@playwright/test';
test('debug', async ({page}) => {
  await page.goto(process.env.P ?? '/');
  await page.waitForLoadState('networkidle');
  const {violations} = await new AxeBuilder({page}).analyze();
  for (const v of violations) for (const n of v.nodes.slice(0, 3)) console.log(v.id, v.impact, n.target.join(' '), n.failureSummary?.replace(/\n/g, ' | '));
});
