import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Runs axe-core on the page and fails on any serious or critical violation (others are reported). */
export async function assertNoSevereA11yViolations(page: Page, t: TestContext): Promise<void> {
  const { violations, passes } = await new AxeBuilder({ page }).analyze();
  assert.ok(passes.length > 0, 'axe checked nothing');
  for (const v of violations) t.diagnostic(`axe ${v.impact}: ${v.id} (${v.nodes.length}) ${v.help}`);
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    severe.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
    [],
  );
}
