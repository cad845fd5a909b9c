import { describe, expect, it } from 'vitest'
import { PorticoError } from '../errors/porticoError'
import { FakeAdapter } from '../stores/testing/fakeAdapter'
import { mainnet } from '../stores/testing/fixtures'
import type { AdapterConnector, AdapterEvent } from './chainAdapter'
import { combineAdapters } from './combineAdapters'

function twoWallets() {
  const injected = new FakeAdapter('eip155')
  const paired = new FakeAdapter('eip155')
  paired.connectors = [{ id: 'walletConnect', name: 'WalletConnect', type: 'EXTERNAL' }]
  paired.address = '0x2222222222222222222222222222222222222222'
  paired.request = async ({ method }) => `paired:${method}`
  const combined = combineAdapters([injected, paired])
  return { injected, paired, combined }
}

describe('combineAdapters', () => {
  it('default: lists every connector once, in adapter order, under one namespace', () => {
    const { injected, combined } = twoWallets()
    injected.connectors.push({ id: 'walletConnect', name: 'Duplicate', type: 'EXTERNAL' })
    expect(combined.namespace).toBe('eip155')
    expect(combined.listConnectors().map((c) => `${c.id}:${c.name}`)).toEqual([
      'injected:Browser Wallet',
      'walletConnect:Duplicate',
    ])
  })

  it('behavior: names resolve through the adapter that reads them, whichever wallet is live; batches go to the live one', async () => {
    const injected = new FakeAdapter('eip155')
    const paired = new FakeAdapter('eip155')
    paired.connectors = [{ id: 'walletConnect', name: 'WalletConnect', type: 'EXTERNAL' }]
    const bob = { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }
    Object.assign(injected, {
      resolveName: async () => bob,
      supportsAtomicBatch: async () => true,
    })
    const combined = combineAdapters([injected, paired])
    await combined.connect({ connectorId: 'walletConnect', network: mainnet })
    expect(await combined.resolveName?.({ name: 'bob.eth', network: mainnet })).toEqual(bob)
    await expect(combined.supportsAtomicBatch?.({ network: mainnet })).rejects.toMatchObject({
      code: 'WALLET_UNSUPPORTED_METHOD',
    })
  })

  it('behavior: primary names are read by the adapter that reads them; permission grants go to the live wallet', async () => {
    const injected = new FakeAdapter('eip155')
    const paired = new FakeAdapter('eip155')
    paired.connectors = [{ id: 'walletConnect', name: 'WalletConnect', type: 'EXTERNAL' }]
    const carol = { name: 'carol.eth' }
    Object.assign(injected, {
      lookupAddressName: async () => carol,
      supportsPermissions: async () => true,
    })
    const combined = combineAdapters([injected, paired])
    await combined.connect({ connectorId: 'walletConnect', network: mainnet })
    expect(await combined.lookupAddressName?.({ address: '0x90F7', network: mainnet })).toEqual(
      carol,
    )
    await expect(combined.supportsPermissions?.({ network: mainnet })).rejects.toMatchObject({
      code: 'WALLET_UNSUPPORTED_METHOD',
    })
  })

  it("behavior: the host's tokens are read by the adapter that reads the chain, while WalletConnect holds the session", async () => {
    const injected = new FakeAdapter('eip155')
    const paired = new FakeAdapter('eip155')
    paired.connectors = [{ id: 'walletConnect', name: 'WalletConnect', type: 'EXTERNAL' }]
    const usdc = { symbol: 'USDC', quantity: { decimals: '6', numeric: '12.5' } }
    const asked: unknown[] = []
    Object.assign(injected, {
      readTokenBalances: async (params: unknown) => {
        asked.push(params)
        return [usdc]
      },
    })
    const combined = combineAdapters([injected, paired])
    await combined.connect({ connectorId: 'walletConnect', network: mainnet })
    const params = { address: paired.address, network: mainnet, tokens: [{ address: '0xA0b8' }] }
    expect(await combined.readTokenBalances?.(params)).toEqual([usdc])
    expect(asked).toEqual([params])
    expect(combineAdapters([paired]).readTokenBalances).toBeUndefined()
  })

  it("behavior: the node's pending transactions are watched by the adapter that watches them, whichever wallet is live", async () => {
    const injected = new FakeAdapter('eip155')
    const paired = new FakeAdapter('eip155')
    paired.connectors = [{ id: 'walletConnect', name: 'WalletConnect', type: 'EXTERNAL' }]
    const watched: string[] = []
    let stopped = 0
    Object.assign(injected, {
      watchPendingTransactions: (network: typeof mainnet, listener: (h: string[]) => void) => {
        watched.push(network.caipNetworkId)
        listener(['0xabc'])
        return () => stopped++
      },
    })
    const combined = combineAdapters([paired, injected])
    await combined.connect({ connectorId: 'walletConnect', network: mainnet })
    const heard: (readonly string[])[] = []
    const stop = combined.watchPendingTransactions?.(mainnet, (hashes) => heard.push(hashes))
    stop?.()
    expect({ watched, heard, stopped }).toEqual({
      watched: [mainnet.caipNetworkId],
      heard: [['0xabc']],
      stopped: 1,
    })
    expect(combineAdapters([paired]).watchPendingTransactions).toBeUndefined()
  })

  it('parameters: no adapters, or adapters of two namespaces, are refused', () => {
    expect(() => combineAdapters([])).toThrow(PorticoError)
    expect(() => combineAdapters([new FakeAdapter('eip155'), new FakeAdapter('solana')])).toThrow(
      /mixes eip155 with solana/,
    )
  })

  it('behavior: connect goes to the adapter listing the connector; unknown ids to the first', async () => {
    const { injected, paired, combined } = twoWallets()
    const connection = await combined.connect({ connectorId: 'walletConnect', network: mainnet })
    expect(connection.address).toBe(paired.address)
    await combined.connect({ connectorId: 'io.late.wallet', network: mainnet })
    expect(injected.calls).toEqual(['connect:io.late.wallet:eip155:1'])
    expect(paired.calls).toEqual(['connect:walletConnect:eip155:1'])
  })

  it('behavior: requests, balance, switch and disconnect follow the live connection', async () => {
    const { injected, paired, combined } = twoWallets()
    await expect(combined.request?.({ method: 'eth_chainId' })).rejects.toMatchObject({
      code: 'WALLET_UNSUPPORTED_METHOD',
    })
    paired.syncResult = paired.connection('walletConnect')
    await combined.syncConnection({ connectorId: 'walletConnect', network: mainnet })
    expect(await combined.request?.({ method: 'personal_sign' })).toBe('paired:personal_sign')
    await combined.getBalance({ address: paired.address, network: mainnet })
    await combined.switchNetwork({ network: mainnet })
    await combined.disconnect()
    expect(paired.calls).toEqual([
      'sync:walletConnect',
      'getBalance',
      'switch:eip155:1',
      'disconnect',
    ])
    await combined.getBalance({ address: injected.address, network: mainnet })
    expect(injected.calls).toEqual(['getBalance'])
  })

  it('behavior: only the live adapter’s events reach the core; its disconnect ends it', async () => {
    const { injected, paired, combined } = twoWallets()
    const seen: AdapterEvent[] = []
    const off = combined.subscribe?.((event) => seen.push(event))
    injected.emit({ type: 'chainChanged', chainId: '10' })
    await combined.connect({ connectorId: 'walletConnect', network: mainnet })
    injected.emit({ type: 'accountsChanged', address: injected.address })
    paired.emit({ type: 'chainChanged', chainId: '8453' })
    paired.emit({ type: 'disconnect' })
    paired.emit({ type: 'chainChanged', chainId: '1' })
    expect(seen).toEqual([{ type: 'chainChanged', chainId: '8453' }, { type: 'disconnect' }])
    off?.()
    expect(injected.listenerCount + paired.listenerCount).toBe(0)
  })

  it('behavior: a failed connect leaves the previous live adapter in place', async () => {
    const { injected, paired, combined } = twoWallets()
    await combined.connect({ connectorId: 'injected', network: mainnet })
    paired.connectError = new Error('declined')
    await expect(
      combined.connect({ connectorId: 'walletConnect', network: mainnet }),
    ).rejects.toThrow('declined')
    await combined.disconnect()
    expect(injected.calls).toContain('disconnect')
  })

  it('behavior: a late connector from any adapter is announced with the merged list', () => {
    const { paired } = twoWallets()
    let announce: (() => void) | undefined
    const late = Object.assign(new FakeAdapter('eip155'), {
      watchConnectors(listener: (list: readonly AdapterConnector[]) => void) {
        announce = () => listener(late.connectors)
        return () => {
          announce = undefined
        }
      },
    })
    const combined = combineAdapters([late, paired])
    const lists: string[][] = []
    const off = combined.watchConnectors?.((list) => lists.push(list.map((c) => c.id)))
    late.connectors = [...late.connectors, { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED' }]
    announce?.()
    expect(lists).toEqual([['injected', 'io.rabby', 'walletConnect']])
    off?.()
    expect(announce).toBeUndefined()
  })
})

describe('combineAdapters: the send port', () => {
  it('behavior: transfer and its fee follow the live connection; address checks ask any adapter', async () => {
    const { injected, paired } = twoWallets()
    const sent: string[] = []
    paired.transfer = async (request) => {
      sent.push(`paired:${request.to}`)
      return '0xhash'
    }
    paired.estimateTransferFee = async () => ({ fee: 7n })
    injected.isValidAddress = (address) => address.startsWith('0x')
    const combined = combineAdapters([injected, paired])
    paired.syncResult = paired.connection('walletConnect')
    await combined.syncConnection({ connectorId: 'walletConnect', network: mainnet })
    const request = { to: '0xabc', amount: 1n, network: mainnet }
    expect(await combined.transfer?.(request)).toBe('0xhash')
    expect(await combined.estimateTransferFee?.(request)).toEqual({ fee: 7n })
    expect(sent).toEqual(['paired:0xabc'])
    expect(combined.isValidAddress?.('0xabc')).toBe(true)
    expect(combined.isValidAddress?.('abc')).toBe(false)
  })
})
