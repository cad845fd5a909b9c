import { describe, expect, it, vi } from 'vitest'
import { recordEvents } from '../../core/events/testing/recordEvents'
import { mainnet } from '../../core/stores/testing/fixtures'
import { SendStore } from './sendStore'
import { sendStoreFor, sendSummary } from './sendStoreFor'
import { ALICE, connectedForSend, RECEIVER, USDC_ADDRESS } from './testing'

async function settle() {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

describe('SendStore', () => {
  it('default: native first, then token balances, with balances, prices and icons', async () => {
    const test = await connectedForSend()
    const send = new SendStore(test.portico)
    expect(send.tokens.map((t) => `${t.symbol} ${t.balance} ${t.price}`)).toEqual([
      'ETH 1.5 3000',
      'USDC 100 1',
    ])
    expect(send.tokens[1]?.address).toBe(USDC_ADDRESS)
    expect(sendSummary(send).networkBalanceUsd).toBe(4500)
  })

  it('behavior: a native send asks the wallet for the amount in base units, then resets and tracks', async () => {
    const test = await connectedForSend()
    const events = recordEvents(test)
    const send = new SendStore(test.portico)
    send.setReceiver(RECEIVER)
    send.setAmount('0.5')
    expect(await send.review()).toBe(true)
    expect(sendSummary(send).feeAmount).toBe('0.000021')
    expect(sendSummary(send).feeUsd).toBeCloseTo(0.063)
    expect(await send.send()).toBe(true)
    expect(test.transfers.sent).toEqual([
      { to: RECEIVER, amount: 5n * 10n ** 17n, network: mainnet },
    ])
    expect([send.amount, send.receiver, send.fee]).toEqual(['', '', undefined])
    await settle()
    expect(events.fed()).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(events.all()[1]?.data.properties).toMatchObject({ network: 'eip155:1', amount: '0.5' })
    // Analytics sends after the next paint (see reportAnalytics).
    await vi.waitFor(() => expect(events.missingFromAnalytics()).toEqual([]))
  })

  it('behavior: the chain adapter gone before Send: "Chain adapter not found", nothing sent', async () => {
    const test = await connectedForSend()
    const send = new SendStore(test.portico)
    send.setReceiver(RECEIVER)
    send.setAmount('0.5')
    expect(await send.review()).toBe(true)
    test.portico.adapters.unregister('eip155')
    expect(await send.send()).toBe(false)
    expect(send.error?.code).toBe('CHAIN_ADAPTER_NOT_FOUND')
    expect(send.error?.shortMessage).toBe('Chain adapter not found')
    expect(test.transfers.sent).toEqual([])
  })

  it('behavior: a token send carries the token; a name receiver is resolved first', async () => {
    const test = await connectedForSend()
    const send = new SendStore(test.portico)
    send.setToken(USDC_ADDRESS)
    send.setReceiver('alice.portico.id')
    send.setAmount('12.5')
    expect(await send.review()).toBe(true)
    expect(send.resolved).toEqual({
      name: 'alice.portico.id',
      address: ALICE,
      avatar: 'http://127.0.0.1:4100/v1/avatar/alice',
    })
    await send.send()
    expect(test.transfers.sent[0]).toMatchObject({
      to: ALICE,
      amount: 12_500_000n,
      token: { address: USDC_ADDRESS, decimals: 6, symbol: 'USDC' },
    })
  })

  it('behavior: more than the balance is refused before the wallet is asked; an unknown name is invalid', async () => {
    const test = await connectedForSend()
    const send = new SendStore(test.portico)
    send.setReceiver(RECEIVER)
    send.setAmount('2')
    expect(send.errors.amount).toBe('insufficientBalance')
    expect(await send.review()).toBe(false)
    expect(await send.send()).toBe(false)
    expect(test.transfers.sent).toEqual([])
    send.setAmount('1')
    send.setReceiver('nobody.portico.id')
    expect(await send.review()).toBe(false)
    expect(send.errors.receiver).toBe('invalidAddress')
  })

  it('behavior: Max on the native token leaves the fee; on a token it is the whole balance', async () => {
    const test = await connectedForSend()
    const send = new SendStore(test.portico)
    await send.setMax()
    expect(send.amount).toBe('1.499979')
    send.setToken(USDC_ADDRESS)
    await send.setMax()
    expect(send.amount).toBe('100')
  })

  it('behavior: a wallet rejection keeps the form, says why and sends SEND_ERROR', async () => {
    const test = await connectedForSend()
    test.transfers.error = { code: 4001, message: 'User rejected the request.' }
    const events = recordEvents(test)
    const send = new SendStore(test.portico)
    send.setReceiver(RECEIVER)
    send.setAmount('0.5')
    await send.review()
    expect(await send.send()).toBe(false)
    expect(send.status).toBe('failed')
    expect(send.error?.code).toBe('USER_REJECTED')
    expect(send.amount).toBe('0.5')
    await settle()
    expect(events.fed()).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    // Analytics sends after the next paint (see reportAnalytics).
    await vi.waitFor(() => expect(events.missingFromAnalytics()).toEqual([]))
  })

  it('behavior: "Unsupported chain" where the adapter cannot send; switching network resets the form', async () => {
    const test = await connectedForSend()
    const send = sendStoreFor(test.portico)
    send.setReceiver(RECEIVER)
    send.setAmount('0.5')
    await test.portico.networks.switchNetwork('eip155:8453')
    expect([send.amount, send.receiver]).toEqual(['', ''])
    delete test.adapter.transfer
    expect(send.supported).toBe(false)
    send.setReceiver(RECEIVER)
    send.setAmount('0.5')
    expect(await send.send()).toBe(false)
    expect(send.error?.shortMessage).toBe('Unsupported chain')
  })
})
