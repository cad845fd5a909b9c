/** The part of the Clipboard API a copy needs; injectable for tests and old browsers. */
export interface ClipboardWriter {
  writeText(text: string): Promise<void>
}

/**
 * Copies `text`: through the async Clipboard API when there is one and it agrees, else through
 * a temporary textarea and `execCommand('copy')` placed next to `anchor` (inside its shadow
 * root, where the selection is allowed). Rejects when both fail.
 *
 * @example
 * ```ts
 * await copyText(uri, navigator.clipboard, buttonElement)
 * ```
 */
export async function copyText(
  text: string,
  clipboard: ClipboardWriter | undefined,
  anchor: HTMLElement,
): Promise<void> {
  if (clipboard) {
    try {
      return await clipboard.writeText(text)
    } catch {
      // Permission denied or not a secure context: the legacy path may still work.
    }
  }
  const doc = anchor.ownerDocument
  const area = doc.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;pointer-events:none'
  const root = anchor.getRootNode()
  const parent = root instanceof ShadowRoot ? root : doc.body
  parent.append(area)
  try {
    area.focus()
    area.select()
    if (!doc.execCommand?.('copy')) throw new Error('Copying is not available')
  } finally {
    area.remove()
    anchor.focus()
  }
}
