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
    const ui = new ScenarioUi(document)
    expect(ui.queryAllByRole('button').map((b) => b.textContent)).toEqual(['Page button', 'x'])
    await expect(ui.findByRole('dialog', 'Connect Wallet')).resolves.toBeTruthy()
    await expect(ui.findByRole('button', 'Close')).resolves.toBeTruthy()
  })

  it('behavior: click and type reach elements in the shadow root', async () => {
    const { shadow } = pageWithShadowModal()
    const ui = new ScenarioUi(document)
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
      /^gave up waiting for a button named Hidden; the page showed: .*Hello visitor/,
    )
  })

  it('behavior: waits for text that appears later', async () => {
    const { shadow } = pageWithShadowModal()
    const ui = new ScenarioUi(document)
    expect(ui.hasText('Token Balance Unavailable')).toBe(false)
    const show = () => {
      shadow.querySelector('p')!.textContent = 'Token Balance Unavailable'
    }
    // The next task: after the wait below has made its first probe.
    setTimeout(show, 0)
    await ui.waitForText('Token Balance Unavailable')
    expect(ui.hasText(/Balance/)).toBe(true)
  })

  it('behavior: click and type act on what the probe saw, before a queued render replaces it', async () => {
    const { shadow } = pageWithShadowModal()
    const ui = new ScenarioUi(document)
    // As React: one listener at the root; a node the next render removed reaches it no more.
    const reached: string[] = []
    shadow.addEventListener('click', (e) => reached.push((e.target as Element).textContent ?? ''))
    shadow.addEventListener('input', (e) => reached.push((e.target as HTMLInputElement).value))
    // A render already queued (React commits in a microtask): new nodes replace the shown ones.
    const rerender = () => {
      const dialog = shadow.querySelector('[role="dialog"]')!
      dialog.replaceWith(dialog.cloneNode(true))
    }
    queueMicrotask(rerender)
    await ui.click('button', 'Close')
    queueMicrotask(rerender)
    await ui.type(/Search wallets/, 'alpha')
    expect(reached).toEqual(['x', 'alpha'])
  })

  it('behavior: a disabled control is clicked once it is enabled, as a visitor would', async () => {
    const { shadow } = pageWithShadowModal()
    const ui = new ScenarioUi(document)
    const close = shadow.querySelector('button')!
    close.disabled = true
    const clicks: boolean[] = []
    shadow.addEventListener('click', () => clicks.push(close.disabled))
    // The next task: after the click below has seen it disabled.
    const enable = () => {
      close.disabled = false
    }
    setTimeout(enable, 0)
    await ui.click('button', 'Close')
    expect(clicks).toEqual([false])
  })
})

describe('ScenarioUi waiting', () => {
  /** A fake clock where each probe costs `probeMs` and every pause is recorded. */
  function fakeTimers(probeMs: number) {
    let time = 0
    const pauses: number[] = []
    return {
      pauses,
      timers: {
        now: () => time,
        sleep: async (ms: number) => {
          pauses.push(ms)
          time += ms
        },
      },
      probe:
        <T,>(result: () => T) =>
        () => {
          time += probeMs
          return result()
        },
    }
  }

  it.each([
    { page: 'a quiet page (probes of 2 ms)', probeMs: 2, pause: 25 },
    {
      page: 'a loaded page (probes of 30 ms): 4× the probe, so polling takes ≤ 1/5',
      probeMs: 30,
      pause: 120,
    },
  ])('parameters: on $page it pauses $pause ms between probes', async ({ probeMs, pause }) => {
    const fake = fakeTimers(probeMs)
    const ui = new ScenarioUi(document, 10_000, fake.timers)
    let calls = 0
    await ui.waitFor(
      'the third look',
      fake.probe(() => ++calls === 3 || undefined),
    )
    expect(fake.pauses).toEqual([pause, pause])
  })

  it('behavior: it still gives up at the time-out, with no pause past it', async () => {
    const fake = fakeTimers(30)
    const ui = new ScenarioUi(document, 1_000, fake.timers)
    await expect(
      ui.waitFor(
        'nothing',
        fake.probe(() => undefined),
      ),
    ).rejects.toThrow('gave up waiting for nothing')
    const total = fake.pauses.reduce((sum, ms) => sum + ms, 0) + 30 * (fake.pauses.length + 1)
    expect(total).toBeLessThanOrEqual(1_000 + 30 + 121)
    expect(Math.max(...fake.pauses)).toBe(120)
  })

  it('behavior: text and controls under an undisplayed ancestor (a prepared, closed view) are not shown', () => {
    const { shadow } = pageWithShadowModal()
    shadow.innerHTML += `
      <div class="portico-overlay" style="display: none !important">
        <section><h2>Prepared title</h2><button type="button">Prepared button</button></section>
      </div>`
    const ui = new ScenarioUi(document, 100)
    expect(ui.hasText('Prepared title')).toBe(false)
    expect(ui.queryAllByRole('button').map((b) => b.textContent)).toEqual(['Page button', 'x'])
    expect(ui.hasText('visitor')).toBe(true)
  })
})
