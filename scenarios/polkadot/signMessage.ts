import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { ALICE, BOB, connectEpsilon, polkadotFreshVisit } from './polkadotSteps'

const MESSAGE = 'Sign in to Acme NFT Market'

export default defineScenario<LabScenarioContext>({
  id: 'polkadot-sign-message',
  title: 'Sign a message with the polkadot extension and verify it',
  simulators: ['polkadot', 'blockchain-api', 'wallet-api'],
  expected:
    "Epsilon Wallet signs the text with signRaw as <Bytes>-wrapped bytes; the sr25519 signature verifies against Alice's address and not against Bob's",
  steps: [
    polkadotFreshVisit(),
    connectEpsilon(),
    step('the site asks for a signature; it verifies against the polkadot account', async (ctx) => {
      const adapter = await ctx.portico.adapters.load('polkadot')
      const signature = await adapter.signMessage?.({ message: MESSAGE, address: ALICE.address })
      check(signature, 'no signature')
      // The verifier loads only here, like the adapter's own crypto.
      const [{ u8aWrapBytes }, { signatureVerify }] = await Promise.all([
        import('@polkadot/util'),
        import('@polkadot/util-crypto'),
      ])
      const wrapped = u8aWrapBytes(MESSAGE)
      check(signatureVerify(wrapped, signature, ALICE.address).isValid, 'it does not verify')
      check(!signatureVerify(wrapped, signature, BOB.address).isValid, "it verifies for Bob's key")
      ctx.portico.close()
    }),
  ],
})
