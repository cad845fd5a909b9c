import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Encoder } from '@solana/kit'
import { PublicKey } from '@solana/web3.js'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { disconnectAndForget, openPairing, pairByQr, signAndVerify } from '../walletconnect/wcSteps'
import { solanaFreshVisit, waitForSolana } from './solanaSteps'

const EVM_MESSAGE = 'Bid 0.42 ETH on Dawn Over Harbour #12'
const SOLANA_MESSAGE = 'Sign in to Acme NFT Market on Solana'

/** The page's phone (made by pairByQr). */
function phoneOf() {
  const phone = window.__porticoLab?.phone
  check(phone, 'the phone is not paired')
  return phone
}

export default defineScenario<LabScenarioContext>({
  id: 'solana-wc-two-families',
  title: 'Pair the phone by WalletConnect on eip155 and solana in one session, sign on each',
  simulators: ['anvil', 'solana', 'blockchain-api', 'wallet-api', 'relay'],
  expected:
    'The proposal carries eip155 and solana; the phone approves both in one session; Portico is connected on both namespaces; the eip155 signature recovers to the phone’s 0x account, the solana one verifies (ed25519) against its base58 account; switching to Solana Lab shows the phone’s Solana account',
  steps: [
    solanaFreshVisit(),
    step('the visitor opens Connect and picks Lab Mobile: a QR code shows', openPairing),
    step('the phone scans and approves one session for both families', async (ctx) => {
      await pairByQr(ctx)
      await waitForSolana(ctx, 'connected')
      const phone = phoneOf()
      const solana = ctx.portico.chains.account('solana')
      check(solana?.address === phone.solanaAddress, `solana is ${solana?.address}`)
      check(ctx.portico.chains.activeNamespace === 'eip155', 'eip155 is no longer active')
      check(
        phone.sessionTopics().length === 1,
        `the phone holds ${phone.sessionTopics().length} sessions`,
      )
    }),
    step('eip155: personal_sign on the phone recovers to its account', (ctx) =>
      signAndVerify(ctx, EVM_MESSAGE),
    ),
    step('solana: solana_signMessage on the phone verifies with ed25519', async (ctx) => {
      const phone = phoneOf()
      const adapter = await ctx.portico.adapters.load('solana')
      const signature = await adapter.signMessage?.({
        message: SOLANA_MESSAGE,
        address: phone.solanaAddress,
      })
      const bytes = signature ? new Uint8Array(getBase58Encoder().encode(signature)) : undefined
      check(bytes?.length === 64, `no ed25519 signature: ${signature}`)
      const message = new TextEncoder().encode(SOLANA_MESSAGE)
      const key = new PublicKey(phone.solanaAddress).toBytes()
      check(ed25519.verify(bytes, message, key), `the signature ${signature} does not verify`)
      const asked = phone.activity.map((entry) => `${entry.method} ${entry.answer}`)
      check(asked.includes('solana_signMessage approved'), `the phone saw ${asked.join(', ')}`)
    }),
    step('switching to Solana Lab shows the phone’s Solana account', async (ctx) => {
      const network = ctx.portico.chains.requestedCaipNetworks.find(
        (n) => n.chainNamespace === 'solana',
      )
      check(network, 'no Solana network configured')
      await ctx.portico.networks.switchNetwork(network)
      await ctx.ui.waitForText(`Signed in as ${phoneOf().solanaAddress}`)
    }),
    disconnectAndForget(),
  ],
})
