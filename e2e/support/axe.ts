/**
 * Accessibility checks with axe-core (WCAG 2.x A and AA rules and best practices):
 * `expectNoSeriousViolations` runs axe on the page, attaches every finding (also the
 * moderate and minor ones) to the test report, and fails on a serious or critical one,
 * naming the rule, the element and the fix.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** One violation: rule id, impact, help text and the offending elements' selectors. */
export type AxeFinding = {
  id: string;
  impact: string;
  help: string;
  /** `selector: what is wrong` for the first offending elements. */
  nodes: string[];
};

/** Runs axe on `page` (limited to `include` selectors when given). */
export async function axeFindings(page: Page, include?: string[]): Promise<AxeFinding[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of include ?? []) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    nodes: v.nodes
      .slice(0, 6)
      .map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`),
  }));
}

/**
 * Fails the test when axe finds a serious or critical violation on `page`; every finding
 * is attached to the report as `axe-{label}.json`.
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const all = await axeFindings(page);
  await test.info().attach(`axe-${label}.json`, {
    body: JSON.stringify(all, null, 2),
    contentType: 'application/json',
  });
  const serious = all.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  expect(serious, `axe on ${label}:\n${JSON.stringify(serious, null, 2)}`).toEqual([]);
}
