import { spawn } from 'node:child_process'
import { runBrowserLab } from '../main/browser/runBrowserLab'
import { findElectronBinary } from './electronBinary'

/**
 * `npm start`: the Electron lab when Electron's binary is present; otherwise the same lab host
 * and renderer in browser mode on http://127.0.0.1:${PORTICO_LAB_PORT:-5199}.
 * Flags: --browser forces browser mode; --no-build serves the existing out/renderer.
 */
function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' })
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code ?? 1)
    })
  })
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const electron = findElectronBinary()
  if ('path' in electron && !args.includes('--browser')) {
    process.exit(await run('npx', ['electron-vite', 'dev']))
  }
  const why = 'reason' in electron ? electron.reason : 'browser mode was asked for (--browser)'
  console.log(`[lab] not starting Electron: ${why}.`)
  if (!args.includes('--no-build')) {
    const code = await run('npx', ['electron-vite', 'build'])
    if (code !== 0) process.exit(code)
  }
  await runBrowserLab(Number(process.env.PORTICO_LAB_PORT ?? 5199))
}

main().catch((error) => {
  console.error('[lab] failed:', error)
  process.exit(1)
})
