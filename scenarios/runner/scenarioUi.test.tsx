import { describe, expect, it } from 'vitest'
import { ScenarioUi } from './scenarioUi'

function pageWithShadowModal(): { host: HTMLElement; shadow: ShadowRoot } {
  document.body.innerHTML = '<button type="button">Page button</button><div id="portico"></div>'
  const host = document.getElementById('portico')!
  const shadow = host.attachShadow({ mode: 'open' })
  shadow.innerHTML = `
    <div role="dialog" aria-label="Connect Wallet">
      <button type="button" aria-label="Close">x</button>
      <label>Search wallets <input type="text" /></label>
      <p>Hello <span>visitor</span></p>
      <button type="button" hidden>Hidden</button>
    </div>`
  return { host, shadow }
}

describe('ScenarioUi', () => {
  it('default: finds controls by role and accessible name inside an open shadow root', async () => {
    pageWithShadowModal()
    const ui = new ScenarioUi(document, 500)
    expect(ui.queryAllByRole('button').map((b) => b.textContent)).toEqual(['Page button', 'x'])
    await expect(ui.findByRole('dialog', 'Connect Wallet')).resolves.toBeTruthy()
    await expect(ui.findByRole('button', 'Close')).resolves.toBeTruthy()
  })

  it('behavior: click and type reach elements in the shadow root', async () => {
    const { shadow } = pageWithShadowModal()
    const ui = new ScenarioUi(document, 500)
    let clicked = false
    shadow.querySelector('button')!.addEventListener('click', () => (clicked = true))
    await ui.click('button', 'Close')
    expect(clicked).toBe(true)
    let typed = ''
    shadow.querySelector('input')!.addEventListener('input', (e) => {
      typed = (e.target as HTMLInputElement).value
    })
    await ui.type(/Search wallets/, 'alpha')
    expect(typed).toBe('alpha')
  })

  it('behavior: hidden elements are not found, and waiting gives up with a clear message', async () => {
    pageWithShadowModal()
    const ui = new ScenarioUi(document, 100)
    await expect(ui.findByRole('button', 'Hidden')).rejects.toThrow(
      'gave up waiting for a button named Hidden',
    )
  })

  it('behavior: waits for text that appears later', async () => {
    const { shadow } = pageWithShadowModal()
    const ui = new ScenarioUi(document, 2_000)
    expect(ui.hasText('Token Balance Unavailable')).toBe(false)
    setTimeout(() => {
      shadow.querySelector('p')!.textContent = 'Token Balance Unavailable'
    }, 50)
    await ui.waitForText('Token Balance Unavailable')
    expect(ui.hasText(/Balance/)).toBe(true)
  })
})
