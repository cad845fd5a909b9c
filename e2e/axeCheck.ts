import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Resolves once every finite animation on the page, in shadow trees too, has ended.
 * Why: a view fades in for 150 ms; axe measuring contrast mid-fade sees text at part
 * opacity and reports a contrast the visitor never sees once the view has settled.
 */
export async function motionEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const roots: DocumentOrShadowRoot[] = [document]
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot)
    const finite = roots
      .flatMap((root) => root.getAnimations())
      .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
  })
}

/** What limits an axe run to part of the page. */
export type AxeScope = { include?: string; exclude?: string; withSummaries?: boolean }

/**
 * Expects no axe violation once the page's motion has ended.
 * @example await expectNoAxeViolations(page, 'Swap', { include: 'portico-modal' })
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  scope: AxeScope = {},
): Promise<void> {
  await motionEnded(page)
  let builder = new AxeBuilder({ page })
  if (scope.include) builder = builder.include(scope.include)
  if (scope.exclude) builder = builder.exclude(scope.exclude)
  const { violations } = await builder.analyze()
  const summary = violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => (scope.withSummaries ? `${n.target} ${n.failureSummary}` : `${n.target}`))
        .join(', ')}`,
  )
  expect(summary, `axe violations in ${label}`).toEqual([])
}
