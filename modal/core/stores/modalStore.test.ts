import { describe, expect, it } from 'vitest'
import type { ChainNamespace } from '../caip/types'
import { ManualClock } from '../clock/manualClock'
import { type ModalContext, ModalStore, SHAKE_MS } from './modalStore'
import { RouterStore } from './routerStore'

function setup(overrides: Partial<ModalContext> = {}) {
  const clock = new ManualClock()
  const log = { rejected: 0, opened: 0, focused: [] as (ChainNamespace | undefined)[] }
  const state = { connected: false, signInPending: false }
  const context: ModalContext = {
    device: 'desktop',
    embedded: false,
    appendToPage: true,
    activeNamespace: () => 'eip155',
    hasAdapters: () => true,
    hasAddress: () => state.connected,
    isConnected: () => state.connected,
    focusNamespace: (ns) => log.focused.push(ns),
    signInPending: () => state.signInPending,
    rejectPendingRequests: () => log.rejected++,
    onOpen: () => log.opened++,
    ...overrides,
  }
  let modal: ModalStore | undefined
  const router = new RouterStore({ close: () => modal?.close(), onBack: () => {} })
  modal = new ModalStore(clock, router, context)
  return { clock, modal, router, log, state }
}

describe('ModalStore', () => {
  it('default: closed, not loading, not shaking, an overlay appended to the page', () => {
    const { modal } = setup()
    expect(modal.isOpen).toBe(false)
    expect(modal.isLoading).toBe(false)
    expect(modal.shake).toBe(false)
    expect(modal.isOverlay).toBe(true)
    expect(modal.appendToPage).toBe(true)
    expect(modal.shownView).toBeUndefined()
  })

  it('behavior: opening while disconnected goes to Connect', () => {
    const { modal, router, log } = setup()
    modal.open()
    expect(modal.isOpen).toBe(true)
    expect(router.view).toBe('Connect')
    expect(log.opened).toBe(1)
  })

  it('behavior: opening while connected goes to Account', () => {
    const { modal, router, state } = setup()
    state.connected = true
    modal.open()
    expect(router.view).toBe('Account')
  })

  it('behavior: opening goes to the requested view if one was given', () => {
    const { modal, router } = setup()
    modal.open({ view: 'Networks' })
    expect(router.history.map((r) => r.view)).toEqual(['Networks'])
  })

  it('behavior: no adapters and no address on desktop opens ConnectingWalletConnectBasic', () => {
    const { modal, router } = setup({ hasAdapters: () => false, hasAddress: () => false })
    modal.open({ view: 'Networks' })
    expect(router.view).toBe('ConnectingWalletConnectBasic')
  })

  it('behavior: no adapters and no address on mobile opens AllWallets', () => {
    const { modal, router } = setup({
      device: 'mobile',
      hasAdapters: () => false,
      hasAddress: () => false,
    })
    modal.open()
    expect(router.view).toBe('AllWallets')
  })

  it('parameters: open with a namespace focuses that namespace first', () => {
    const { modal, log } = setup()
    modal.open({ namespace: 'solana' })
    expect(log.focused).toEqual(['solana'])
  })

  it('behavior: opening a view while open pushes it on the history', () => {
    const { modal, router } = setup()
    modal.open()
    modal.open({ view: 'AllWallets' })
    expect(router.history.map((r) => r.view)).toEqual(['Connect', 'AllWallets'])
  })

  it('behavior: closing rejects pending unsafe requests and drops the namespace filter', () => {
    const { modal, log } = setup()
    modal.open()
    expect(modal.close()).toBe(true)
    expect(modal.isOpen).toBe(false)
    expect(log.rejected).toBe(1)
    expect(log.focused.at(-1)).toBeUndefined()
  })

  it('behavior: closing is disabled on SIWXSignMessage when sign-in is required and no session exists', () => {
    const { modal, state } = setup()
    state.signInPending = true
    modal.open({ view: 'SIWXSignMessage' })
    expect(modal.canClose).toBe(false)
    expect(modal.close()).toBe(false)
    expect(modal.isOpen).toBe(true)
    expect(modal.shake).toBe(true)
  })

  it('behavior: closing is disabled on ApproveTransaction when sign-in is required and no session exists', () => {
    const { modal, state } = setup()
    state.signInPending = true
    modal.open({ view: 'ApproveTransaction' })
    expect(modal.close()).toBe(false)
  })

  it('behavior: closing is allowed on those views once a session exists, and on other views', () => {
    const { modal, state } = setup()
    state.signInPending = true
    modal.open({ view: 'Account' })
    expect(modal.canClose).toBe(true)
    modal.open({ view: 'SIWXSignMessage' })
    state.signInPending = false
    expect(modal.close()).toBe(true)
  })

  it('behavior: the shake lasts 500 ms', () => {
    const { clock, modal } = setup()
    modal.triggerShake()
    clock.advance(SHAKE_MS - 1)
    expect(modal.shake).toBe(true)
    clock.advance(1)
    expect(modal.shake).toBe(false)
    expect(SHAKE_MS).toBe(500)
  })

  it('behavior: loading is kept per namespace', () => {
    const { modal } = setup()
    modal.setLoading(true, 'solana')
    expect(modal.isLoading).toBe(false)
    modal.setLoading(true)
    expect(modal.isLoading).toBe(true)
    expect(modal.loading).toEqual({ solana: true, eip155: true })
  })

  it('behavior: embedded mode is not an overlay and, closed, shows Account when connected else Connect', () => {
    const { modal, state } = setup({ embedded: true })
    expect(modal.isOverlay).toBe(false)
    expect(modal.shownView).toBe('Connect')
    state.connected = true
    expect(modal.shownView).toBe('Account')
  })

  it('parameters: the append-to-page switch is state the UI reads', () => {
    const { modal } = setup({ appendToPage: false })
    expect(modal.appendToPage).toBe(false)
    modal.setAppendToPage(true)
    expect(modal.appendToPage).toBe(true)
  })
})
