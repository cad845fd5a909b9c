import type { Portico } from 'portico'
import { createRoot } from 'react-dom/client'
import { startFreshReplay } from '../../../scenarios/runner/freshReplay'
import { createHostPortico } from './createHostPortico'
import { HostApp } from './HostApp'
import { readHostConfig } from './hostConfig'
import { createBareLabPortico, isBareVisit } from './labBarePortico'
import { createLabPortico } from './labPortico'
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
// A replay starts from a first visit: before any wallet or Portico reads the storage.
if (config.lab) startFreshReplay(window)
// Framed by the lab: its networks, simulated wallets, virtual clock and scenario link.
// `visitor=bare`: a visitor with nothing to connect with (no extension, pairing or backend).
const url = new URL(window.location.href)
const { portico } = !config.lab
  ? createHostPortico(config, window)
  : isBareVisit(url)
    ? createBareLabPortico(url, window)
    : createLabPortico(url, window)

if (config.lab) window.__portico = portico

const root = document.getElementById('root')
if (root) createRoot(root).render(<HostApp portico={portico} standalone={!config.lab} />)
