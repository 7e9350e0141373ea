/**
 * Collects every Content-Security-Policy violation a page reports, from the
 * page and from its Web Workers: Chromium's own report (DevTools "issues"),
 * the console messages it prints (Playwright routes a dedicated worker's
 * console to its page), and the `securitypolicyviolation` events of the
 * document.
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface CspWatch {
  /** One line per violation seen so far. */
  violations: () => Promise<string[]>;
  clear: () => Promise<void>;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export async function watchCspViolations(context: BrowserContext, page: Page): Promise<CspWatch> {
  const seen: string[] = [];
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(
        `event: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  const cdp = await context.newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') {
      const details = issue.details.contentSecurityPolicyIssueDetails;
      seen.push(
        `issue: ${details?.violatedDirective} blocked ${details?.blockedURL ?? details?.contentSecurityPolicyViolationType} (${details?.sourceCodeLocation?.url ?? ''})`,
      );
    }
  });
  await cdp.send('Audits.enable');
  return {
    async violations() {
      const fromEvents = await page.evaluate(() => window.__cspViolations ?? []);
      return [...seen, ...fromEvents];
    },
    async clear() {
      seen.length = 0;
      await page.evaluate(() => {
        window.__cspViolations = [];
      });
    },
  };
}
