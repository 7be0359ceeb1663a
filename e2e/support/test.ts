import { test as base, type BrowserContext, type ConsoleMessage } from '@playwright/test';

/*
 * The `test` every journey imports (issue 12 item 6): it fails the test on any Content-Security-
 * Policy violation in any page of its browser context, reported either by the browser's console
 * ("Refused to … because it violates the following Content Security Policy directive") or by a
 * `securitypolicyviolation` event.
 */

const CSP_MESSAGE = /Content Security Policy|CSP violation/i;

/** Listens to one context's pages for CSP violations; returns the detach function. */
async function guard(context: BrowserContext, violations: string[]): Promise<() => void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  const onConsole = (message: ConsoleMessage) => {
    if (CSP_MESSAGE.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
  };
  context.on('console', onConsole);
  return () => context.off('console', onConsole);
}

// biome-ignore lint/suspicious/noConfusingVoidType: Playwright types a fixture that gives no value as void
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      const detach = [await guard(context, violations)];
      // Journeys that open their own contexts are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => {
        const created = await newContext(...args);
        detach.push(await guard(created, violations));
        return created;
      };
      await use();
      browser.newContext = newContext;
      for (const off of detach) off();
      base.expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export * from '@playwright/test';
