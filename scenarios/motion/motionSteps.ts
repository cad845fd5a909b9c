import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check } from '../runner/scenario'
import { queryAllDeep } from '../runner/scenarioUi'

/** What the browser is animating on the first element matching `selector` in the modal. */
export interface RunningAnimation {
  name: string
  /** In milliseconds, as computed by the browser from the theme. */
  durationMs: number
}

/** The computed animation of the modal's first `selector` (through its shadow root). */
export function animationOf(selector: string): RunningAnimation {
  const element = queryAllDeep(document, selector)[0]
  check(element !== undefined, `nothing on the page matches ${selector}`)
  const style = getComputedStyle(element as Element)
  const duration = style.animationDuration.trim()
  const durationMs = duration.endsWith('ms')
    ? Number.parseFloat(duration)
    : Math.round(Number.parseFloat(duration) * 1000)
  return { name: style.animationName, durationMs }
}

/** Checks that `selector` animates with `name` (one of `names`) over `ms` milliseconds. */
export function expectAnimation(selector: string, names: readonly string[], ms: number): void {
  const { name, durationMs } = animationOf(selector)
  check(names.includes(name), `${selector} plays "${name}", expected ${names.join(' or ')}`)
  check(durationMs === ms, `${selector} lasts ${durationMs} ms, expected ${ms} ms`)
}

/** Whether the modal's dialog is shaking right now. */
export function isShaking(): boolean {
  const dialog = queryAllDeep(document, '[role="dialog"]')[0]
  return dialog?.classList.contains('portico-dialog--shake') === true
}

/** Presses Escape in the modal's dialog, as a visitor's keyboard does. */
export function pressEscape(ctx: LabScenarioContext): void {
  const dialog = queryAllDeep(document, '[role="dialog"]')[0]
  check(dialog !== undefined, 'the modal is not open')
  dialog?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  check(ctx.portico.modal.isOpen, 'Escape closed the modal')
}
