import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectDocumentLanguage, settle } from '../fixtures';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
const BLOCKING = new Set(['serious', 'critical']);

/** One line per failing rule and the elements it flags, readable in a CI log. */
function formatViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map(
          (node) => `    - ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join('; ')}`,
        )
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Every page the issue names, in this project's language: settled as a shopper sees it, photographed full
 * length into e2e/screenshots/ (not committed) and checked with axe-core's full rule set. Serious and
 * critical findings fail the test; every finding is attached to the report and printed.
 */
export async function check(page: Page, name: string, lang: string, testInfo: TestInfo) {
  await expectDocumentLanguage(page, lang === 'ar' ? 'ar' : 'en');
  await settle(page);
  const file = path.join(testInfo.project.testDir, 'screenshots', `${name}-${lang}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await audit(page, name, lang, testInfo);
}

/** axe-core over the page, or only over `scope` (a CSS selector), with every rule on. */
export async function audit(page: Page, name: string, lang: string, testInfo: TestInfo, scope?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (scope ? builder.include(scope) : builder).analyze();
  await testInfo.attach(`axe-${name}-${lang}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const others = results.violations.filter((violation) => !BLOCKING.has(violation.impact ?? ''));
  if (others.length > 0) console.log(`[axe] ${name} (${lang}), not blocking:\n${formatViolations(others)}`);
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  // Soft, so one test reports every state it audits; the full findings are in the message and attachment.
  expect
    .soft(
      blocking.map((violation) => `${violation.impact} ${violation.id} (${violation.nodes.length} elements)`),
      `serious or critical axe violations on ${name} (${lang}):\n${formatViolations(blocking)}`,
    )
    .toEqual([]);
}
