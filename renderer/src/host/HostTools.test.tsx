import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createPortico } from 'portico'
import { createAnvilNetwork } from 'portico/eip155'
import { PorticoProvider } from 'portico/react'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { SignMessage, ThemeSwitch } from './HostTools'

/** A `matchMedia` whose dark preference the test flips, with its change event. */
function fakeMedia(dark: boolean) {
  const query = Object.assign(new EventTarget(), { matches: dark })
  return {
    media: () => query as unknown as MediaQueryList,
    prefer(next: boolean) {
      query.matches = next
      query.dispatchEvent(new Event('change'))
    },
  }
}

describe('the demo page tools', () => {
  afterEach(cleanup)

  it('behavior: the theme switch sets the modal light or dark, and System follows prefers-color-scheme', async () => {
    const portico = createPortico({
      projectId: 'p',
      networks: [createAnvilNetwork('http://127.0.0.1:9')],
    })
    const system = fakeMedia(false)
    render(
      <PorticoProvider portico={portico}>
        <ThemeSwitch media={system.media} />
      </PorticoProvider>,
    )
    const select = screen.getByRole('combobox', { name: 'Modal theme' })
    expect(portico.theme.mode).toBe('dark')
    await userEvent.selectOptions(select, 'light')
    expect(portico.theme.mode).toBe('light')
    await userEvent.selectOptions(select, 'system')
    expect(portico.theme.mode).toBe('light')
    act(() => system.prefer(true))
    expect(portico.theme.mode).toBe('dark')
    await userEvent.selectOptions(select, 'light')
    act(() => system.prefer(false))
    act(() => system.prefer(true))
    expect(portico.theme.mode).toBe('light') // no longer following
  })

  it('default: Sign a message shows only to a connected visitor', () => {
    const portico = createPortico({
      projectId: 'p',
      networks: [createAnvilNetwork('http://127.0.0.1:9')],
    })
    render(
      <PorticoProvider portico={portico}>
        <SignMessage />
      </PorticoProvider>,
    )
    expect(screen.queryByRole('button', { name: 'Sign a message' })).toBeNull()
  })
})
