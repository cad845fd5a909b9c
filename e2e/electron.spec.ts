import { resolve } from 'node:path'
import { _electron as electron, expect, test } from '@playwright/test'
import { findElectronBinary } from '../scripts/electronBinary'

const binary = findElectronBinary()

test.describe('the lab in Electron', () => {
  test('default: the Electron window shows anvil running on chain 31337', async () => {
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
      const window = await app.firstWindow()
      await expect(window.getByTestId('bridge-kind')).toHaveText('Electron')
      await expect(window.getByTestId('simulator-anvil-state')).toHaveText('running')
      await expect(window.getByTestId('anvil-chain-id')).toHaveText('31337')
    } finally {
      await app.close()
    }
  })
})
