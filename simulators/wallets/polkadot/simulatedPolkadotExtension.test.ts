import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../../modal/core/clock/manualClock'
import { LAB_POLKADOT_ACCOUNTS } from '../../chains/polkadot/labPolkadotKeys'
import { installPolkadotExtension, LAB_POLKADOT_EXTENSION } from './installPolkadotExtension'

type Injected = Record<string, { enable(app: string): Promise<EnabledExtension> }>
interface EnabledExtension {
  accounts: { get(): Promise<{ address: string; name: string }[]> }
  signer: {
    signRaw(raw: { address: string; data: string; type: 'bytes' }): Promise<{ signature: string }>
  }
}

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

const enable = (win: { injectedWeb3?: Injected }) =>
  win.injectedWeb3![LAB_POLKADOT_EXTENSION.key]!.enable('test')
const [alice] = LAB_POLKADOT_ACCOUNTS

describe('simulated polkadot extension', () => {
  it('default: injects itself, asks once, lists the named lab accounts and signs raw bytes wrapped', async () => {
    const win: { injectedWeb3?: Injected } = {}
    installPolkadotExtension(win)
    const extension = await enable(win)
    const accounts = await extension.accounts.get()
    expect(accounts.map((a) => a.name)).toEqual(['Lab Alice', 'Lab Bob', 'Lab Charlie', 'Lab Dave'])
    const data = u8aToHex(new TextEncoder().encode('hi'))
    const { signature } = await extension.signer.signRaw({
      address: alice.address,
      data,
      type: 'bytes',
    })
    expect(signatureVerify(u8aWrapBytes('hi'), signature, alice.address).isValid).toBe(true)
  })

  it('behavior: rejects after its delay on the lab clock, and a reload remembers the authorised site', async () => {
    const storage = memoryStorage()
    const clock = new ManualClock(0)
    const win: { injectedWeb3?: Injected } = {}
    const sim = installPolkadotExtension(win, { storage, clock })
    sim.update({ mode: 'reject', delayMs: 500 })
    const refused = enable(win)
    const outcome = refused.then(
      () => 'approved',
      (error: { code?: number }) => `rejected ${error.code}`,
    )
    await clock.advance(500)
    expect(await outcome).toBe('rejected 4001')
    sim.update({ mode: 'approve', delayMs: 0 })
    await enable(win)
    const reloaded: { injectedWeb3?: Injected } = {}
    const again = installPolkadotExtension(reloaded, { storage })
    expect(again.authorized).toBe(true)
    sim.revoke()
    expect(installPolkadotExtension({}, { storage }).authorized).toBe(false)
  })

  it('parameters: a remembered setting that no longer validates is dropped', () => {
    const storage = memoryStorage()
    storage.setItem(
      'portico-lab:polkadot-extension',
      JSON.stringify({ authorized: true, settings: { mode: 'explode' } }),
    )
    const sim = installPolkadotExtension({}, { storage })
    expect(sim.getSettings().mode).toBe('approve')
    expect(sim.authorized).toBe(false)
  })
})
