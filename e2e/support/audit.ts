import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * axe-core (every rule) over a journey's part of the page: `main` by default (an open dialog included), or
 * another selector (an open dropdown). The shell around it is audited by accessibility.spec.ts. The findings
 * are attached to the test; serious and critical ones fail it, softly.
 */
export async function auditPart(page: Page, name: string, testInfo: TestInfo, scope = 'main') {
  const { violations } = await new AxeBuilder({ page }).include(scope).analyze();
  await testInfo.attach(`axe-${name}.json`, {
    body: JSON.stringify(violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect.soft(blocking, `serious or critical axe violations on ${name}`).toEqual([]);
}
