import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { createThemeVariables } from '../theme/createThemeVariables'
import type { ThemeConfig } from '../theme/themeContract'
import { themeVariablesToCss } from '../theme/themeCss'
import { porticoStylesheet } from './porticoStylesheet'
import { rehearseLayout } from './rehearseLayout'

/** The tag of the element that hosts the modal's shadow root. */
export const PORTICO_HOST_TAG = 'portico-modal'

/** What the render function learns about where it renders. */
export interface MountContext {
  /** True when rendering inline in the host's element: use `Dialog embedded`. */
  embedded: boolean
}

/** Options of {@link mountPortico}. */
export interface MountOptions {
  theme?: ThemeConfig
  /** SPEC §3 append-to-page switch; defaults to true. When false the host element is created but not attached. */
  appendToPage?: boolean
  /** A CSP nonce for the injected `<style>` elements. */
  nonce?: string
  /** Defaults to the target's document, else the global one. */
  document?: Document
}

/** A mounted modal: its host and shadow root, a theme switch and the cleanup. */
export interface PorticoMount {
  readonly host: HTMLElement
  readonly shadowRoot: ShadowRoot
  readonly embedded: boolean
  /** Replaces the theme variables (mode and overrides). */
  setTheme(theme: ThemeConfig): void
  /** Unmounts React and removes the host element. Safe to call twice. */
  unmount(): void
}

// `all: initial` stops inherited page styles (font, colour, line height) at the host; inline, so
// no page rule that matches the host element can outrank it. Custom properties are unaffected.
// Set through the CSSOM, never as a `style` attribute: a strict CSP (style-src without
// 'unsafe-inline') refuses the attribute but allows the CSSOM.
function resetHostStyle(host: HTMLElement, embedded: boolean): void {
  host.style.setProperty('all', 'initial')
  host.style.setProperty('display', embedded ? 'block' : 'contents')
}

function styleElement(doc: Document, role: string, css: string, nonce?: string) {
  const style = doc.createElement('style')
  style.dataset.portico = role
  if (nonce) style.nonce = nonce
  style.textContent = css
  return style
}

/**
 * Creates the modal's host element with an open shadow root, injects the stylesheet and theme
 * variables there, and renders React inside it. Without a target it is an overlay appended to
 * `<body>` (unless `appendToPage` is false); with a target it renders inline in that element.
 *
 * @example
 * ```tsx
 * const mount = mountPortico(undefined, ({ embedded }) => <Modal embedded={embedded} />, {
 *   theme: { mode: 'light' },
 * })
 * mount.unmount()
 * ```
 */
export function mountPortico(
  target: HTMLElement | undefined,
  render: (context: MountContext) => ReactNode,
  options: MountOptions = {},
): PorticoMount {
  const doc = options.document ?? target?.ownerDocument ?? globalThis.document
  const embedded = target !== undefined
  const host = doc.createElement(PORTICO_HOST_TAG)
  resetHostStyle(host, embedded)
  if (embedded) host.dataset.porticoEmbedded = ''

  const shadowRoot = host.attachShadow({ mode: 'open' })
  const themeStyle = styleElement(doc, 'theme', '', options.nonce)
  const container = doc.createElement('div')
  container.className = 'portico-root'
  shadowRoot.append(
    styleElement(doc, 'styles', porticoStylesheet, options.nonce),
    themeStyle,
    container,
  )

  const setTheme = (theme: ThemeConfig) => {
    themeStyle.textContent = themeVariablesToCss(createThemeVariables(theme))
    // Native parts (scrollbars, form controls) follow the mode: no light scrollbar on dark.
    container.style.setProperty('color-scheme', theme.mode ?? 'dark')
  }
  setTheme(options.theme ?? {})

  if (embedded) target.append(host)
  else if (options.appendToPage !== false) doc.body.append(host)

  const root = createRoot(container)
  root.render(render({ embedded }))
  const stopRehearsal = embedded ? () => {} : rehearseLayout(container)
  let mounted = true
  return {
    host,
    shadowRoot,
    embedded,
    setTheme,
    unmount: () => {
      if (!mounted) return
      mounted = false
      stopRehearsal()
      root.unmount()
      host.remove()
    },
  }
}
