import { freshVisit } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { quietPeriod } from '../runner/waits'
import { disconnectAndForget, openPairing, pairByQr, phone, scanQr } from './wcSteps'

/** 3 min 50 s: 10 s of the URI's 4 minutes left, so it counts as expired (SPEC §4). */
const ALMOST_EXPIRED_MS = 230_000
const FIRST = 'portico-lab:wc-uri-expiry:first'
const first = () => window.sessionStorage.getItem(FIRST) ?? ''

export default defineScenario<LabScenarioContext>({
  id: 'wc-uri-expiry',
  title: 'A pairing URI expires at 3 min 50 s and a new one is shown',
  simulators: ['anvil', 'blockchain-api', 'wallet-api', 'relay'],
  expected:
    'at 3 min 49 s the URI is still shown; at 3 min 50 s a different QR code shows; it pairs',
  steps: [
    freshVisit(),
    step('the visitor opens the QR code', async (ctx) => {
      await phone()
      await openPairing(ctx)
      window.sessionStorage.setItem(FIRST, await scanQr(ctx))
    }),
    step('at 3 min 49 s the same URI is still valid', async (ctx) => {
      ctx.clock.advance(ALMOST_EXPIRED_MS - 1_000)
      await quietPeriod(200, 'the URI does not change one second before it expires')
      check((await scanQr(ctx)) === first(), 'the URI changed before it expired')
    }),
    step('at 3 min 50 s it counts as expired and a new QR code replaces it', async (ctx) => {
      ctx.clock.advance(1_000)
      const next = await scanQr(ctx, first())
      check(next !== first(), 'the QR code still shows the expired URI')
    }),
    step('the new QR code pairs', async (ctx) => {
      await pairByQr(ctx)
    }),
    disconnectAndForget(),
  ],
})
