import { resolve } from 'node:path'
import { createLabHost } from '../host/createLabHost'
import { HostPageServer } from './hostPageServer'
import { startLabServer } from './labServer'

/**
 * Runs the lab without Electron: the same lab host, the same renderer, served on 127.0.0.1;
 * the demo host page is served from another port (its own origin, see HostPageServer).
 * SIGINT and SIGTERM stop every simulator (anvil included) before the process exits.
 */
export async function runBrowserLab(port: number, staticRoot = resolve('out/renderer')) {
  const host = createLabHost({ log: (line) => console.log(`[lab] ${line}`) })
  // The demo host page on its own origin: nothing on it may reach the lab's bridge.
  host.register(new HostPageServer(staticRoot))
  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n[lab] ${signal}: stopping simulators…`)
    await server?.close().catch(() => undefined)
    await host.stopAll().catch((error) => console.error('[lab] stop failed', error))
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  let server: Awaited<ReturnType<typeof startLabServer>> | undefined
  try {
    await host.startAll()
    server = await startLabServer({ host, port, staticRoot })
  } catch (error) {
    // A failed start leaves nothing running: the simulators that did start (anvil's process
    // among them) are stopped before the error reaches the caller.
    stopping = true
    await host.stopAll().catch(() => undefined)
    throw error
  }
  // The listing is built on its first request; ask for its size so the line tells the truth.
  const wallets = await host.command('wallet-api', 'walletCount').catch(() => undefined)
  if (typeof wallets === 'number') console.log(`[lab] wallet-api: ${wallets} wallets listed`)
  console.log(`[lab] ready: open ${server.url}`)
  return { host, server }
}

// Run directly: `tsx main/browser/runBrowserLab.ts` (used by Playwright and scripts/start.ts).
if (process.argv[1] && import.meta.url === new URL(`file://${resolve(process.argv[1])}`).href) {
  const port = Number(process.env.PORTICO_LAB_PORT ?? 5199)
  runBrowserLab(port).catch((error) => {
    console.error('[lab] failed to start:', error)
    process.exit(1)
  })
}
