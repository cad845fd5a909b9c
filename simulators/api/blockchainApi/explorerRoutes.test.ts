import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../../chains/testAnvil'
import { LAB_MNEMONIC } from '../../labKeys'
import type { HttpSimulator } from '../http/httpSimulator'
import { createBlockchainApiSimulator } from './blockchainApiSimulator'

let anvil: TestAnvil
let sim: HttpSimulator

beforeAll(async () => {
  anvil = await startTestAnvil()
  sim = createBlockchainApiSimulator({ rpcUrl: anvil.rpcUrl })
  await sim.start()
})
afterAll(async () => {
  await sim.stop()
  await anvil.stop()
})

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('the lab explorer', () => {
  it('default: a sent transaction, its block and its receiver each have a page', async () => {
    const wallet = createWalletClient({
      account: mnemonicToAccount(LAB_MNEMONIC),
      chain: foundry,
      transport: http(anvil.rpcUrl),
    })
    const hash = await wallet.sendTransaction({ to: receiver, value: parseEther('1.5') })
    // A mined transaction's page (anvil mines on its own time; on a loaded machine the hash
    // comes back first).
    await createPublicClient({
      chain: foundry,
      transport: http(anvil.rpcUrl),
    }).waitForTransactionReceipt({ hash })
    const tx = await fetch(`${sim.url}/explorer/31337/tx/${hash}`)
    expect(tx.status).toBe(200)
    expect(tx.headers.get('content-type')).toContain('text/html')
    const txPage = await tx.text()
    expect(txPage).toContain('1.5 ETH')
    expect(txPage).toContain('success')
    const block = txPage.match(/\/explorer\/31337\/block\/(\d+)/)?.[1]
    const blockPage = await (await fetch(`${sim.url}/explorer/31337/block/${block}`)).text()
    expect(blockPage).toContain(hash)
    const address = await (await fetch(`${sim.url}/explorer/31337/address/${receiver}`)).text()
    expect(address).toContain('10001.5 ETH')
  })

  it('behavior: an unknown chain, a bad address and a missing transaction are told apart', async () => {
    expect((await fetch(`${sim.url}/explorer/1/address/${receiver}`)).status).toBe(404)
    expect((await fetch(`${sim.url}/explorer/31337/address/<script>`)).status).toBe(400)
    const missing = `0x${'ab'.repeat(32)}`
    expect((await fetch(`${sim.url}/explorer/31337/tx/${missing}`)).status).toBe(404)
  })
})
