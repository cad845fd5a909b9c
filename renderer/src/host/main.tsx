import { createRoot } from 'react-dom/client'
import { ManualClock } from '../../../modal/core/clock/manualClock'
import type { Portico } from '../../../modal/core/createPortico'
import { linkHostPageToLab } from '../../../scenarios/runner/hostPageLink'
import { ScenarioUi } from '../../../scenarios/runner/scenarioUi'
import { installSimulatedWallets } from '../../../simulators/wallets/installSimulatedWallets'
import { createHostPortico } from './createHostPortico'
import { HostApp } from './HostApp'
import { readHostConfig } from './hostConfig'
import './host.css'

declare global {
  interface Window {
    /**
     * The page's Portico, set only with `?lab=1`. Lab scenarios and Playwright drive and inspect
     * it; a real site would not hand every script on the page (ads, extensions, injected
     * wallets) a handle that opens the modal and reads the account, so the plain page does not.
     */
    __portico?: Portico
  }
}

const config = readHostConfig(window.location.search)
const { portico, clock } = createHostPortico(config, window)

if (config.lab) {
  window.__portico = portico
  // The lab's simulated wallets (EIP-6963 and window.ethereum) on the lab's anvil, prompting on
  // Portico's clock so that the lab's clock buttons also move wallet delays.
  const { wallets } = installSimulatedWallets(window, {
    rpcUrl: config.rpcUrl,
    ...(clock ? { clock } : {}),
  })
  linkHostPageToLab(window, (lab) => ({
    portico,
    // Scenarios need a virtual clock; the lab always asks for one (clock=manual).
    clock: clock ?? new ManualClock(Date.now()),
    ui: new ScenarioUi(document),
    lab,
    storage: portico.deps.storage,
    wallets,
  }))
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<HostApp portico={portico} />)
