import { LAB_POLKADOT_ACCOUNTS } from '../../simulators/chains/polkadot/labPolkadotKeys'
import { PHONE_POLKADOT_ACCOUNT } from '../../simulators/mobileWallet/polkadotGrant'
import { freshVisit } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { disconnectAndForget, pairOnNetworkByQr } from '../walletconnect/wcSteps'
import { waitForPolkadot } from './polkadotSteps'

const MESSAGE = 'Sign in to Acme NFT Market from my phone'
const PHONE = PHONE_POLKADOT_ACCOUNT.address

export default defineScenario<LabScenarioContext>({
  id: 'polkadot-walletconnect-sign',
  title: 'Pair the phone on the polkadot network and sign a message',
  simulators: ['anvil', 'polkadot', 'blockchain-api', 'wallet-api', 'relay'],
  expected:
    "On the polkadot network the visitor chooses the phone and it scans the QR code; the phone grants its polkadot account on the lab chain and Portico is connected on polkadot through that session with no call from the site; the phone signs the message and the sr25519 signature verifies against the phone's address and no other lab account",
  steps: [
    freshVisit(),
    step('on the polkadot network the visitor pairs the phone by QR code', async (ctx) => {
      await pairOnNetworkByQr(ctx, /^Polkadot Lab/, 'polkadot')
    }),
    step("Portico is connected on polkadot with the phone's account", async (ctx) => {
      await waitForPolkadot(ctx, 'connected')
      const account = ctx.portico.chains.account('polkadot')
      check(account?.address === PHONE, `polkadot is ${account?.address}, not ${PHONE}`)
      check(ctx.portico.chains.activeNamespace === 'polkadot', 'polkadot is not the active family')
      const network = ctx.portico.chains.network('polkadot')?.caipNetwork?.caipNetworkId
      const granted = window.__porticoLab?.phone?.activity.find((a) => a.kind === 'proposal')
      check(granted?.answer === 'approved', 'the phone did not approve the session')
      check(network?.startsWith('polkadot:'), `polkadot is on ${network}`)
    }),
    step('the phone signs a message; it verifies against its address', async (ctx) => {
      const adapter = await ctx.portico.adapters.load('polkadot')
      const signature = await adapter.signMessage?.({ message: MESSAGE, address: PHONE })
      check(signature, 'no signature')
      const [{ u8aWrapBytes }, { signatureVerify }] = await Promise.all([
        import('@polkadot/util'),
        import('@polkadot/util-crypto'),
      ])
      const wrapped = u8aWrapBytes(MESSAGE)
      check(signatureVerify(wrapped, signature, PHONE).isValid, 'it does not verify')
      for (const other of LAB_POLKADOT_ACCOUNTS.filter((a) => a.address !== PHONE)) {
        const forged = signatureVerify(wrapped, signature, other.address).isValid
        check(!forged, `it verifies for ${other.name}'s key`)
      }
      const asked = window.__porticoLab?.phone?.activity.filter(
        (a) => a.method === 'polkadot_signMessage',
      )
      check(asked?.[0]?.answer === 'approved', 'the phone did not answer the signing request')
    }),
    disconnectAndForget(),
  ],
})
