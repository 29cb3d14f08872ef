import {test, expectNoSeriousViolations} from '../fixtures';

test.describe('acessibilidade das páginas geradas', () => {
  for (const route of ['/api/api/mutations/add-dependent', '/api/types/objects/billing', '/api/category/inputs']) {
    test(`${route} não tem violações sérias ou críticas`, async ({page}) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);
    });
  }
});
