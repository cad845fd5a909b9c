import { computeAccessibleName, getRole } from 'dom-accessibility-api'
import type { RecordedAction } from '../recorded/recording'

/** Roles a click is recorded on; a click elsewhere is recorded on its nearest such ancestor. */
const CLICKABLE = new Set([
  'button',
  'link',
  'checkbox',
  'radio',
  'tab',
  'menuitem',
  'option',
  'switch',
  'combobox',
])

/** The element the visitor really clicked, and its ancestors, across open shadow roots. */
function pathOf(event: Event): Element[] {
  return event.composedPath().filter((node): node is Element => node instanceof Element)
}

/** The visible text of what was picked: its own text, or its whole text when it has none. */
function pickedText(element: Element): string {
  const own = [...element.childNodes]
    .filter((node) => node.nodeType === 3)
    .map((node) => node.textContent ?? '')
    .join('')
    .trim()
  return (own || element.textContent?.trim() || '').slice(0, 300)
}

/**
 * Records what QA does in the demo page as replayable actions: clicks by role and accessible
 * name (through the modal's shadow root), typing by the text box's name (every keystroke sends
 * the whole text; the lab keeps the last one), and, in pick mode, the text QA clicks on as a
 * check. Returns the controls.
 *
 * @example
 * ```ts
 * const capture = captureActions(window, (action) => lab.recorded(action))
 * capture.setPicking(true) // the next click adds "the page shows …"
 * capture.stop()
 * ```
 */
export function captureActions(win: Window, emit: (action: RecordedAction) => void) {
  let picking = false

  const onClick = (event: MouseEvent) => {
    const path = pathOf(event)
    if (picking) {
      event.preventDefault()
      event.stopPropagation()
      picking = false
      const text = path[0] ? pickedText(path[0]) : ''
      if (text) emit({ do: 'expectText', text })
      return
    }
    const target = path.find((element) => CLICKABLE.has(getRole(element) ?? ''))
    if (!target) return
    const name = computeAccessibleName(target)
    if (!name) return
    emit({ do: 'click', role: getRole(target) ?? 'button', name })
  }

  const onInput = (event: Event) => {
    const element = pathOf(event)[0]
    if (!element || getRole(element) !== 'textbox') return
    emit({
      do: 'type',
      name: computeAccessibleName(element),
      text: (element as HTMLInputElement).value,
    })
  }

  win.addEventListener('click', onClick, true)
  win.addEventListener('input', onInput, true)
  return {
    setPicking(on: boolean) {
      picking = on
    },
    stop() {
      win.removeEventListener('click', onClick, true)
      win.removeEventListener('input', onInput, true)
    },
  }
}
