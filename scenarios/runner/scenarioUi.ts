import { computeAccessibleName, getRole } from 'dom-accessibility-api'
import { WAIT_CEILING_MS } from './patience'

type Root = Document | ShadowRoot | Element
type NameMatcher = string | RegExp

/** Every element under `root` that matches `selector`, descending into open shadow roots. */
export function queryAllDeep(root: Root, selector: string): Element[] {
  const found: Element[] = []
  const visit = (node: Root) => {
    for (const element of node.querySelectorAll('*')) {
      if (element.matches(selector)) found.push(element)
      if (element.shadowRoot) visit(element.shadowRoot)
    }
  }
  visit(root)
  return found
}

function matches(text: string, expected: NameMatcher): boolean {
  return typeof expected === 'string' ? text.trim() === expected : expected.test(text)
}

/**
 * Shown to the visitor: not hidden from assistive tech, and neither the element nor an ancestor
 * undisplayed (the closed modal holds its next view prepared under a `display: none` overlay).
 */
function isVisible(element: Element): boolean {
  if (element.closest('[hidden],[aria-hidden="true"]')) return false
  // A drop-down's options have no box of their own: they show when their select does.
  const boxed = element.closest('option, optgroup')?.closest('select') ?? element
  if (typeof boxed.checkVisibility === 'function') {
    return boxed.checkVisibility({ visibilityProperty: true })
  }
  const view = element.ownerDocument.defaultView
  if (view?.getComputedStyle(element).visibility === 'hidden') return false
  for (let at: Element | null = element; at; at = at.parentElement) {
    if (view?.getComputedStyle(at).display === 'none') return false
  }
  return true
}

/** Sets a form control's value through its native setter, so React sees the event's change. */
function setValue(element: Element, value: string, event: 'input' | 'change'): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set
  setter?.call(element, value)
  element.dispatchEvent(new Event(event, { bubbles: true }))
}

/** The time source and pause a {@link ScenarioUi} waits with (fakes in tests). */
export interface WaitTimers {
  now(): number
  sleep(ms: number): Promise<void>
}

const realWaitTimers: WaitTimers = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

/** The shortest pause between two probes (what every wait used before: a quiet page). */
const MIN_POLL_MS = 25
/** A pause is at least this many times the last probe's cost: probes take ≤ 1/5 of the time. */
const POLL_COST_RATIO = 4

/**
 * What a scenario step uses to act like a visitor: find controls by role and accessible name
 * (through the modal's shadow root), click, type, and wait. Waiting polls real time, since
 * these steps drive a real page; Portico's own timers stay on the virtual clock.
 *
 * @example
 * ```ts
 * const ui = new ScenarioUi(document)
 * await ui.click('button', /Connect/)
 * await ui.waitForText('Token Balance Unavailable')
 * ```
 */
export class ScenarioUi {
  constructor(
    private readonly root: Root,
    private readonly timeoutMs = WAIT_CEILING_MS,
    private readonly timers: WaitTimers = realWaitTimers,
  ) {}

  queryAllByRole(role: string, name?: NameMatcher): Element[] {
    return queryAllDeep(this.root, '*').filter(
      (element) =>
        getRole(element) === role &&
        isVisible(element) &&
        (name === undefined || matches(computeAccessibleName(element), name)),
    )
  }

  async findByRole(role: string, name?: NameMatcher): Promise<Element> {
    return this.waitFor(`a ${role} named ${String(name)}`, () => this.queryAllByRole(role, name)[0])
  }

  /**
   * Clicks the shown, enabled control; `prepare` runs on it just before, in the same task (a
   * listener that keeps a link's navigation off the page, say). Answers the element clicked.
   */
  async click(
    role: string,
    name?: NameMatcher,
    prepare?: (element: Element) => void,
  ): Promise<Element> {
    return this.actOn(role, name, (element) => {
      prepare?.(element)
      ;(element as HTMLElement).click()
    })
  }

  /**
   * Types into a text box (or a search box: `role`) the way React notices (native value
   * setter + input event).
   */
  async type(
    name: NameMatcher,
    text: string,
    role: 'textbox' | 'searchbox' = 'textbox',
  ): Promise<void> {
    await this.actOn(role, name, (element) => setValue(element, text, 'input'))
  }

  /** Picks `value` in the drop-down named `name` the way React notices (setter + change). */
  async choose(name: NameMatcher, value: string): Promise<void> {
    await this.actOn('combobox', name, (element) => setValue(element, value, 'change'))
  }

  /**
   * Acts on the element once it is shown and enabled, in the same task the probe saw it, as a
   * visitor acts on what is on screen. Found first and acted on after an `await`, it could be
   * gone: a render queued before the probe (React commits in a microtask) replaces the node in
   * between, and a click on a detached node reaches no handler (`auth-embedded-name` lost its
   * "Choose a name" click so). A disabled control is waited for, as a visitor would.
   */
  private actOn(role: string, name: NameMatcher | undefined, act: (e: Element) => void) {
    return this.waitFor(`an enabled ${role} named ${String(name)}`, () => {
      const element = this.queryAllByRole(role, name)[0]
      if (!element || (element as HTMLButtonElement).disabled) return undefined
      act(element)
      return element
    })
  }

  /**
   * Visible elements whose whole text (visually hidden parts included, as a screen reader
   * reads it) matches `text`, outermost first.
   */
  queryAllByText(text: NameMatcher): Element[] {
    return queryAllDeep(this.root, '*').filter(
      (element) => isVisible(element) && matches(element.textContent ?? '', text),
    )
  }

  /** True when some visible element's own text contains `text`. */
  hasText(text: NameMatcher): boolean {
    return queryAllDeep(this.root, '*').some(
      (element) =>
        isVisible(element) &&
        [...element.childNodes].some((n) => n.nodeType === 3 && matches(n.textContent ?? '', text)),
    )
  }

  async waitForText(text: NameMatcher): Promise<void> {
    await this.waitFor(`the text ${String(text)}`, () => this.hasText(text) || undefined)
  }

  async waitForNoText(text: NameMatcher): Promise<void> {
    await this.waitFor(`the text ${String(text)} to go`, () => !this.hasText(text) || undefined)
  }

  /** What the visitor sees, in short: the open dialog's text, else the page's (for failures). */
  shownText(): string {
    const dialogs = queryAllDeep(this.root, '[role="dialog"]').filter(isVisible)
    const text = (dialogs.length > 0 ? dialogs : [this.root])
      .map((node) => ('innerText' in node ? (node as HTMLElement).innerText : node.textContent))
      .join(' | ')
      .replace(/\s+/g, ' ')
      .trim()
    return text.length > 400 ? `${text.slice(0, 400)}…` : text || '(nothing)'
  }

  /**
   * Polls `probe` until it returns something, or fails after the time-out naming `what` and
   * what the page showed. A probe walks the whole page (shadow roots and computed styles
   * included): the pause between
   * two is at least {@link MIN_POLL_MS} and at least {@link POLL_COST_RATIO} times what the
   * last probe took, so that on a loaded machine the polling never takes more than a fifth of
   * the page's main thread, which the page needs for the very work the step waits for.
   */
  async waitFor<T>(what: string, probe: () => T | undefined | false): Promise<T> {
    const { now, sleep } = this.timers
    const deadline = now() + this.timeoutMs
    for (;;) {
      const started = now()
      const value = probe()
      if (value !== undefined && value !== false) return value
      const finished = now()
      if (finished > deadline) {
        throw new Error(`gave up waiting for ${what}; the page showed: ${this.shownText()}`)
      }
      const pause = Math.max(MIN_POLL_MS, (finished - started) * POLL_COST_RATIO)
      await sleep(Math.min(pause, Math.max(0, deadline - finished) + 1))
    }
  }
}
