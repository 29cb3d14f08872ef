import {test as base, expect} from '../fixtures';

export {expect, waitForHydration} from '../fixtures';

/**
 * Every test of the hosting recipe also records the page's `securitypolicyviolation` events, across
 * navigations, and fails if there was any, unless it declares that it provokes them on purpose.
 * (Chromium also logs each violation as a console error, which the consoleGuard catches.)
 */
interface CspViolations {
  /** "<directive> <what was blocked> em <page> (<script:line:column>)", in the order the page reported them. */
  readonly list: readonly string[];
  /** Declares that the test provokes violations on purpose: the list is then not required to be empty. */
  expectSome(): void;
}

const REPORT = '__reportCspViolation';

export const test = base.extend<{cspViolations: CspViolations}>({
  cspViolations: [
    async ({page}, use) => {
      const list: string[] = [];
      const state = {expected: false};
      await page.exposeFunction(REPORT, (violation: string) => {
        list.push(violation);
      });
      await page.addInitScript((report) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const send = (window as unknown as Partial<Record<string, (violation: string) => Promise<void>>>)[report];
          const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})` : '';
          void send?.(`${event.effectiveDirective} ${event.blockedURI || '(vazio)'} em ${event.documentURI}${where}`);
        });
      }, REPORT);
      await use({
        list,
        expectSome: () => {
          state.expected = true;
        },
      });
      // One more round trip, so that reports already sent by the page have arrived.
      await page.evaluate(() => 0).catch(() => undefined);
      if (!state.expected) expect(list, 'violações da Content-Security-Policy').toEqual([]);
    },
    {auto: true},
  ],
});
