import { describe, expect, it } from 'vitest'
import { RouterStore, VIEWS, type ViewName } from './routerStore'

function setup() {
  const calls = { closed: 0, left: [] as ViewName[] }
  const router = new RouterStore({
    close: () => calls.closed++,
    onBack: (view) => calls.left.push(view),
  })
  return { router, calls }
}

describe('RouterStore', () => {
  it('default: history holds Connect alone', () => {
    const { router } = setup()
    expect(router.view).toBe('Connect')
    expect(router.history).toHaveLength(1)
    expect(router.canGoBack).toBe(false)
  })

  it("default: the views are the SPEC §2 names plus Networks and the wallet features' views", () => {
    expect(VIEWS).toEqual([
      'Connect',
      'Account',
      'AllWallets',
      'ConnectingWalletConnect',
      'ConnectingWalletConnectBasic',
      'ConnectingExternal',
      'ConnectingFarcaster',
      'ConnectingSiwe',
      'UnsupportedChain',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
      'SIWXSignMessage',
      'ApproveTransaction',
      'Networks',
      'Swap',
      'SwapSelectToken',
      'SwapPreview',
      'Send',
      'SendPreview',
      'Receive',
      'BuyCrypto',
      'EmailVerifyOtp',
      'EmailVerifyDevice',
      'ConnectingSocial',
      'UpdateEmail',
    ])
  })

  it('behavior: push stacks views; ConnectingExternal carries the connector', () => {
    const { router } = setup()
    const connector = {
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED' as const,
      chains: ['eip155' as const],
      connectors: [],
    }
    router.push('AllWallets')
    router.push('ConnectingExternal', { connector })
    expect(router.history.map((r) => r.view)).toEqual([
      'Connect',
      'AllWallets',
      'ConnectingExternal',
    ])
    expect(router.data?.connector?.name).toBe('MetaMask')
  })

  it('behavior: pushing the current view again without data does nothing', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.push('AllWallets')
    expect(router.history).toHaveLength(2)
  })

  it('behavior: replace swaps the top view; reset starts a new history', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.replace('Networks')
    expect(router.history.map((r) => r.view)).toEqual(['Connect', 'Networks'])
    router.reset('Account')
    expect(router.history.map((r) => r.view)).toEqual(['Account'])
  })

  it('behavior: back pops the history', () => {
    const { router, calls } = setup()
    router.push('AllWallets')
    router.goBack()
    expect(router.view).toBe('Connect')
    expect(calls.closed).toBe(0)
    expect(calls.left).toEqual(['AllWallets'])
  })

  it('behavior: back with one entry closes the modal', () => {
    const { router, calls } = setup()
    router.goBack()
    expect(calls.closed).toBe(1)
    expect(router.view).toBe('Connect')
  })

  it('behavior: back with UnsupportedChain in the history closes the modal', () => {
    const { router, calls } = setup()
    router.push('UnsupportedChain')
    router.push('Networks')
    router.goBack()
    expect(calls.closed).toBe(1)
    expect(router.view).toBe('Networks')
  })
})
