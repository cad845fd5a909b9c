import type { Portico } from '../core/createPortico'
import { BUTTON_SIZES, type PorticoButtonSize } from '../react/porticoButtonRender'
import type { ButtonSlot, ButtonVariant } from './buttonSlots'
import { ElementDirectory, type PlacedButton } from './elementDirectory'

/**
 * The custom elements' tags: the Connect button (the account once connected), the account
 * pill alone (nothing while disconnected) and the network button.
 *
 * @example
 * ```ts
 * for (const tag of Object.keys(PORTICO_ELEMENT_TAGS)) await customElements.whenDefined(tag)
 * ```
 */
export const PORTICO_ELEMENT_TAGS = {
  'portico-connect-button': 'connect',
  'portico-account-button': 'account',
  'portico-network-button': 'network',
} as const satisfies Record<string, ButtonVariant>

/** The attributes each button element reads (PorticoButton's props, in HTML). */
const ATTRIBUTES = ['label', 'size', 'show-balance'] as const

/** The page's one directory: custom elements are page-wide. */
const directory = new ElementDirectory()

/** The directory mounts register with (mountPortico). */
export function elementDirectory(): ElementDirectory {
  return directory
}

function isSize(value: string | null): value is PorticoButtonSize {
  return value !== null && Object.hasOwn(BUTTON_SIZES, value)
}

/** Reads a button element's attributes; an unknown `size` is ignored (the default, `md`). */
function readSlot(element: HTMLElement, key: string, variant: ButtonVariant): ButtonSlot {
  const label = element.getAttribute('label')
  const size = element.getAttribute('size')
  const showBalance = element.getAttribute('show-balance')
  return {
    element,
    key,
    variant,
    ...(label !== null ? { label } : {}),
    ...(isSize(size) ? { size } : {}),
    ...(showBalance !== null ? { showBalance: showBalance !== 'false' } : {}),
  }
}

let nextKey = 0

function buttonElementClass(variant: ButtonVariant): CustomElementConstructor {
  return class PorticoButtonElement extends HTMLElement implements PlacedButton {
    static readonly observedAttributes = ATTRIBUTES
    readonly element: HTMLElement = this
    private readonly key = `portico-button-${++nextKey}`
    private instance: Portico | undefined

    /** The instance this button shows; without one, the first mounted instance. */
    get portico(): Portico | undefined {
      return this.instance
    }

    set portico(portico: Portico | undefined) {
      this.instance = portico
      if (this.isConnected) directory.join(this)
    }

    readSlot(): ButtonSlot {
      return readSlot(this, this.key, variant)
    }

    connectedCallback(): void {
      directory.join(this)
    }

    disconnectedCallback(): void {
      directory.leave(this)
    }

    attributeChangedCallback(): void {
      directory.update(this)
    }
  }
}

/**
 * Defines `<portico-connect-button>`, `<portico-account-button>` and `<portico-network-button>`
 * (once per page; {@link mountPortico} calls it). Attributes: `label` (the text while
 * disconnected), `size` (`sm`, `md`, `lg`) and `show-balance` (`"false"` hides the balance).
 * A button shows the instance set on its `portico` property, else the first mounted one.
 *
 * @example
 * ```ts
 * definePorticoElements()
 * document.body.insertAdjacentHTML('beforeend', '<portico-connect-button size="lg"></portico-connect-button>')
 * ```
 */
export function definePorticoElements(
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): void {
  if (!registry) return
  for (const [tag, variant] of Object.entries(PORTICO_ELEMENT_TAGS)) {
    if (!registry.get(tag)) registry.define(tag, buttonElementClass(variant))
  }
}
