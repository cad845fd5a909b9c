import { verifyBitcoinSiwx } from '../../simulators/api/blockchainApi/siwxBitcoin'
import {
  PHONE_BITCOIN_ACCOUNT_INDEX,
  PHONE_BITCOIN_CHAIN,
} from '../../simulators/mobileWallet/bip122Requests'
import { labBitcoinAccount } from '../../simulators/wallets/bitcoin/labBitcoinKeys'
import { freshVisit } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { disconnectAndForget, pairOnNetworkByQr } from '../walletconnect/wcSteps'
import { waitForBitcoin } from './bitcoinSteps'

const MESSAGE = 'Bid 0.001 BTC on Paper Moons #88'
const PHONE = labBitcoinAccount(PHONE_BITCOIN_ACCOUNT_INDEX)

export default defineScenario<LabScenarioContext>({
  id: 'bitcoin-walletconnect-sign',
  title: 'On the bitcoin network, pair the phone by QR code and sign a BIP-322 message',
  simulators: ['anvil', 'bitcoin', 'blockchain-api', 'wallet-api', 'relay'],
  expected:
    'The proposal asks for bip122 on the lab chain; the phone grants its payment and ordinals addresses; Portico connects bip122 through the session (payment address active); the phone signs with WalletConnect `signMessage` (BIP-322) and the signature verifies against the address',
  steps: [
    freshVisit(),
    step('on the bitcoin network the visitor pairs the phone by QR code', async (ctx) => {
      await pairOnNetworkByQr(ctx, /^Bitcoin Regtest/, 'bip122')
    }),
    step('Portico is connected on bitcoin through the session', async (ctx) => {
      await waitForBitcoin(ctx, 'connected')
      check(ctx.portico.chains.activeNamespace === 'bip122', 'bitcoin is not the active family')
      const account = ctx.portico.chains.account('bip122')
      check(account?.address === PHONE.payment.address, `bip122 is ${account?.address}`)
      const listed = account?.allAccounts.map((a) => a.address).sort() ?? []
      const expected = [PHONE.payment.address, PHONE.ordinals.address].sort()
      check(listed.join() === expected.join(), `allAccounts are ${listed.join()}`)
      const network = ctx.portico.chains.network('bip122')?.caipNetwork?.caipNetworkId
      check(network === PHONE_BITCOIN_CHAIN, `bip122 is on ${network}`)
    }),
    step('the phone signs a message with BIP-322; it verifies', async (ctx) => {
      const adapter = await ctx.portico.adapters.load('bip122')
      const address = PHONE.payment.address
      const signature = await adapter.signMessage?.({ message: MESSAGE, address })
      check(signature, 'no signature')
      // Checked as the lab's sign-in server checks a bitcoin sign-in (BIP-322 on its chain).
      const chainId = PHONE_BITCOIN_CHAIN
      check(
        verifyBitcoinSiwx({ chainId, address, message: MESSAGE, signature }),
        `the signature ${signature} does not verify against ${address}`,
      )
      const asked = window.__porticoLab?.phone?.activity.filter((a) => a.method === 'signMessage')
      check(asked?.[0]?.answer === 'approved', 'the phone did not answer signMessage')
    }),
    disconnectAndForget(),
  ],
})
