import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, RELOAD, step } from '../runner/scenario'
import {
  disconnectAndForget,
  openPairing,
  pairByQr,
  storedSessionTopics,
} from '../walletconnect/wcSteps'
import { solanaFreshVisit, waitForSolana } from './solanaSteps'

const KEPT = 'portico-lab:solana-wc-reload:before'

interface Kept {
  eip155?: string
  solana?: string
  topics?: string[]
}

export default defineScenario<LabScenarioContext>({
  id: 'solana-wc-reload-restores',
  title: 'Reload restores a WalletConnect session on eip155 and solana',
  simulators: ['anvil', 'solana', 'blockchain-api', 'wallet-api', 'relay'],
  expected:
    'After a reload both namespaces are connected again from the stored session (same accounts, same topic), with no pairing and no phone',
  steps: [
    solanaFreshVisit(),
    step('the phone pairs one session for eip155 and solana', async (ctx) => {
      await openPairing(ctx)
      const phone = await pairByQr(ctx)
      await waitForSolana(ctx, 'connected')
      const kept: Kept = {
        eip155: phone.address,
        solana: phone.solanaAddress,
        topics: storedSessionTopics(),
      }
      check(kept.topics?.length === 1, `stored sessions: ${kept.topics?.length}`)
      window.sessionStorage.setItem(KEPT, JSON.stringify(kept))
    }),
    step('the visitor reloads the page', () => RELOAD),
    step('both namespaces are back on the same session, no pairing', async (ctx) => {
      await ctx.portico.init()
      await waitForSolana(ctx, 'connected')
      await ctx.ui.waitFor('eip155 connected', () =>
        ctx.portico.connection.status('eip155') === 'connected' ? true : undefined,
      )
      const before = JSON.parse(window.sessionStorage.getItem(KEPT) ?? '{}') as Kept
      const { chains } = ctx.portico
      check(chains.account('solana')?.address === before.solana, 'another solana account')
      const evm = chains.account('eip155')?.address?.toLowerCase()
      check(evm === before.eip155?.toLowerCase(), `eip155 is ${evm}`)
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
