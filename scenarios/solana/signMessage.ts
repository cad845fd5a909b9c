import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Encoder } from '@solana/kit'
import { PublicKey } from '@solana/web3.js'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { connectDelta, DELTA_ADDRESS, solanaFreshVisit } from './solanaSteps'

const MESSAGE = 'Sign in to Acme NFT Market'

export default defineScenario<LabScenarioContext>({
  id: 'solana-sign-message',
  title: 'Sign a message with a Solana wallet and verify it',
  simulators: ['solana', 'blockchain-api', 'wallet-api'],
  expected:
    'Delta Wallet signs the text with its ed25519 key; the base58 signature verifies against the connected address',
  steps: [
    solanaFreshVisit(),
    connectDelta(),
    step('the site asks for a signature; it verifies against the Solana account', async (ctx) => {
      const adapter = await ctx.portico.adapters.load('solana')
      const signature = await adapter.signMessage?.({ message: MESSAGE, address: DELTA_ADDRESS })
      check(signature, 'no signature')
      const bytes = new Uint8Array(getBase58Encoder().encode(signature))
      const message = new TextEncoder().encode(MESSAGE)
      const key = new PublicKey(DELTA_ADDRESS).toBytes()
      check(ed25519.verify(bytes, message, key), `the signature ${signature} does not verify`)
    }),
  ],
})
