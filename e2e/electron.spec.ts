import { resolve } from 'node:path'
import { _electron as electron, expect, test } from '@playwright/test'
import { findElectronBinary } from '../scripts/electronBinary'
import { LAB_JOURNEYS } from './labJourneys'

const binary = findElectronBinary()

/** Starts the lab in Electron and hands its window to `body`; the app is closed after. */
async function withElectronLab(body: (window: import('@playwright/test').Page) => Promise<void>) {
  if ('reason' in binary) {
    // The only skip this project allows: no Electron binary on this machine.
    console.log(`[electron spec] skipped: ${binary.reason}`)
    test.skip(true, binary.reason)
    return
  }
  const app = await electron.launch({
    executablePath: binary.path,
    args: [resolve('out/main/index.js'), '--no-sandbox'],
  })
  try {
    await body(await app.firstWindow())
  } finally {
    await app.close()
  }
}

test.describe('the lab in Electron', () => {
  test('default: the Electron window shows anvil running on chain 31337', async () => {
    await withElectronLab(async (window) => {
      await expect(window.getByTestId('bridge-kind')).toHaveText('Electron')
      await expect(window.getByTestId('simulator-anvil-state')).toHaveText('running')
      await expect(window.getByTestId('anvil-chain-id')).toHaveText('31337')
    })
  })

  // The same journeys as browser mode (e2e/labPanels.spec.ts).
  for (const journey of LAB_JOURNEYS) {
    test(journey.name, async () => withElectronLab((window) => journey.run(window)))
  }
})
