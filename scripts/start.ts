import { spawn } from 'node:child_process'
import { runBrowserLab } from '../main/browser/runBrowserLab'
import { inputsFingerprint, isBuildUpToDate, writeBuildStamp } from './buildStamp'
import { findElectronBinary } from './electronBinary'
import { muteKnownWarnings } from './quietWarnings'

/**
 * `npm start`: the Electron lab when Electron's binary is present; otherwise the same lab host
 * and renderer in browser mode on http://127.0.0.1:${PORTICO_LAB_PORT:-5199}.
 * Flags: --browser forces browser mode; --no-build serves the existing out/renderer;
 * --rebuild builds even when out/ is up to date; --verbose shows the build's own output.
 * Quiet by default: one line per step and per simulator, then `ready: open <url>` once.
 */
function run(command: string, args: string[], verbose: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: verbose ? 'inherit' : 'pipe' })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      // A failed quiet build shows what it printed: that is where its error is.
      if (code !== 0 && !verbose) process.stderr.write(Buffer.concat(output))
      resolve(code ?? 1)
    })
  })
}

/** Builds out/ unless it already holds a build of the current sources. */
async function buildIfStale(args: readonly string[], verbose: boolean): Promise<void> {
  if (args.includes('--no-build')) return console.log('[lab] --no-build: serving out/ as it is')
  const root = process.cwd()
  const fingerprint = await inputsFingerprint(root)
  if (!args.includes('--rebuild') && (await isBuildUpToDate(root, 'out', fingerprint))) {
    return console.log('[lab] build: out/ is up to date with the sources (--rebuild forces one)')
  }
  console.log(`[lab] build: electron-vite build${verbose ? '' : ' (--verbose shows its output)'}…`)
  const began = performance.now()
  const code = await run('npx', ['electron-vite', 'build'], verbose)
  if (code !== 0) process.exit(code)
  await writeBuildStamp(root, 'out', fingerprint)
  console.log(`[lab] build: done in ${((performance.now() - began) / 1000).toFixed(0)} s`)
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const verbose = args.includes('--verbose')
  if (!verbose) muteKnownWarnings(console)
  const electron = findElectronBinary()
  if ('path' in electron && !args.includes('--browser')) {
    process.exit(await run('npx', ['electron-vite', 'dev'], true))
  }
  const why = 'reason' in electron ? electron.reason : 'browser mode was asked for (--browser)'
  console.log(`[lab] not starting Electron: ${why}.`)
  await buildIfStale(args, verbose)
  await runBrowserLab(Number(process.env.PORTICO_LAB_PORT ?? 5199))
}

main().catch((error) => {
  console.error('[lab] failed:', error)
  process.exit(1)
})
