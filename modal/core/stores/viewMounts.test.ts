import { afterEach, describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../clock/manualClock'
import { createPortico } from '../createPortico'
import { createMemoryStorage, type Logger } from '../deps'
import { NOTHING_MOUNTED_WARNING } from './nothingMountedWarning'
import { mainnet } from './testing/fixtures'

function instance(logger?: Logger) {
  return createPortico(
    {
      projectId: 'p',
      networks: [mainnet],
      adapters: { eip155: async () => new Promise(() => {}) },
    },
    { clock: new ManualClock(0), storage: createMemoryStorage(), ...(logger ? { logger } : {}) },
  )
}

const recorder = () => ({ debug: vi.fn(), warn: vi.fn(), error: vi.fn() })
/** The check runs after the current task's work, the text loads after it: wait for both. */
const settle = (portico: { modal: { views: { checked(): Promise<void> } } }) =>
  portico.modal.views.checked()

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('open() on an instance nothing shows', () => {
  it('default: warns once, through the injected logger, naming both ways to mount', async () => {
    const logger = recorder()
    const portico = instance(logger)
    portico.open()
    await settle(portico)
    expect(portico.modal.isOpen).toBe(true)
    expect(logger.warn.mock.calls).toEqual([[NOTHING_MOUNTED_WARNING]])
    expect(NOTHING_MOUNTED_WARNING).toContain('<PorticoProvider')
    expect(NOTHING_MOUNTED_WARNING).toContain('mountPortico(portico) (portico/elements)')
    portico.close()
    portico.open()
    await settle(portico)
    expect(logger.warn).toHaveBeenCalledTimes(1)
  })

  it('behavior: no warning when something mounts later in the same task (a child effect opening before its provider mounts)', async () => {
    const logger = recorder()
    const portico = instance(logger)
    portico.open()
    const detach = portico.modal.views.attach()
    await settle(portico)
    expect(logger.warn).not.toHaveBeenCalled()
    detach()
    detach()
    expect(portico.modal.views.mounted).toBe(false)
  })

  it('behavior: no warning while mounted; after the mount is gone, the next open() warns', async () => {
    const logger = recorder()
    const portico = instance(logger)
    const detach = portico.modal.views.attach()
    portico.open()
    await settle(portico)
    expect(logger.warn).not.toHaveBeenCalled()
    portico.close()
    detach()
    portico.open()
    await settle(portico)
    expect(logger.warn).toHaveBeenCalledTimes(1)
  })

  it('behavior: with no logger injected, a page gets it on the console; a server (no document) does not', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const onServer = instance()
    onServer.open()
    await settle(onServer)
    expect(warn).not.toHaveBeenCalled()
    vi.stubGlobal('document', {})
    const onPage = instance()
    onPage.open()
    await settle(onPage)
    expect(warn.mock.calls).toEqual([[NOTHING_MOUNTED_WARNING]])
  })
})
