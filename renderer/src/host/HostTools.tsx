import { usePorticoAccount, usePorticoProvider, usePorticoTheme } from 'portico/react'
import { useEffect, useState } from 'react'

/** The page's theme choice: one of Portico's modes, or the visitor's system setting. */
export type HostTheme = 'light' | 'dark' | 'system'

const DARK_QUERY = '(prefers-color-scheme: dark)'

/**
 * The demo page's theme switch. "System" follows `prefers-color-scheme` (and its changes):
 * Portico's `themeMode` takes only 'light' or 'dark', so the host asks for the system's
 * through `setThemeMode` whenever it changes.
 */
export function ThemeSwitch({ media = window.matchMedia.bind(window) }) {
  const { themeMode, setThemeMode } = usePorticoTheme()
  const [choice, setChoice] = useState<HostTheme>(() => themeMode)
  useEffect(() => {
    if (choice !== 'system') return setThemeMode(choice)
    const query = media(DARK_QUERY)
    const follow = () => setThemeMode(query.matches ? 'dark' : 'light')
    follow()
    query.addEventListener('change', follow)
    return () => query.removeEventListener('change', follow)
  }, [choice, media, setThemeMode])
  return (
    <label className="acme-locale">
      <span>Modal theme</span>
      <select value={choice} onChange={(event) => setChoice(event.target.value as HostTheme)}>
        <option value="dark">Dark</option>
        <option value="light">Light</option>
        <option value="system">System</option>
      </select>
    </label>
  )
}

/** UTF-8 text as the 0x-hex `personal_sign` takes. */
const toHex = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`

/**
 * "Sign a message", as a shop would ask a connected visitor: `personal_sign` through the
 * connected wallet's own provider; the signature, or the wallet's refusal, shows below.
 */
export function SignMessage() {
  const { isConnected, address } = usePorticoAccount()
  const provider = usePorticoProvider('eip155')
  const [message, setMessage] = useState('Hello from Acme NFT Market')
  const [outcome, setOutcome] = useState<string | undefined>()
  if (!isConnected || !provider || !address) return null
  const sign = async () => {
    setOutcome('Waiting for the wallet…')
    try {
      const signature = await provider.request({
        method: 'personal_sign',
        params: [toHex(message), address as `0x${string}`],
      })
      setOutcome(`Signature: ${String(signature)}`)
    } catch (error) {
      setOutcome(`Not signed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return (
    <form
      className="acme-sign"
      aria-label="Sign a message"
      onSubmit={(event) => {
        event.preventDefault()
        void sign()
      }}
    >
      <label>
        <span>Message</span>
        <input value={message} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <button type="submit">Sign a message</button>
      {outcome ? (
        <output data-testid="sign-outcome" aria-live="polite">
          {outcome}
        </output>
      ) : null}
    </form>
  )
}
