import { freshVisit, waitForStatus } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, RELOAD, step } from '../runner/scenario'
import { disconnectAndForget, openPairing, pairByQr, storedSessionTopics } from './wcSteps'

const KEPT = 'portico-lab:wc-reload:before'

export default defineScenario<LabScenarioContext>({
  id: 'wc-reload-restores',
  title: 'Reload the page: the WalletConnect session is restored without a new pairing',
  simulators: ['anvil', 'blockchain-api', 'wallet-api', 'relay'],
  expected: 'after the reload: connected to the same account on the same session topic, no QR code',
  steps: [
    freshVisit(),
    step('the phone pairs by QR code', async (ctx) => {
      await openPairing(ctx)
      const wallet = await pairByQr(ctx)
      const topics = storedSessionTopics()
      check(topics.length === 1, `stored sessions: ${topics.length}`)
      window.sessionStorage.setItem(KEPT, JSON.stringify({ address: wallet.address, topics }))
    }),
    step('the visitor reloads the page', () => RELOAD),
    step('Portico is connected again to the same session, with no pairing', async (ctx) => {
      await ctx.portico.init()
      await waitForStatus(ctx, 'connected')
      const before = JSON.parse(window.sessionStorage.getItem(KEPT) ?? '{}') as {
        address?: string
        topics?: string[]
      }
      const address = ctx.portico.chains.activeAddress
      check(address?.toLowerCase() === before.address?.toLowerCase(), `connected as ${address}`)
      check(
        JSON.stringify(storedSessionTopics()) === JSON.stringify(before.topics),
        'the session topic changed: a new pairing happened',
      )
      check(window.__porticoLab?.phone === undefined, 'a phone was needed after the reload')
      check(!ctx.portico.modal.isOpen, 'the modal opened for a pairing')
      window.sessionStorage.removeItem(KEPT)
    }),
    disconnectAndForget(),
  ],
})
