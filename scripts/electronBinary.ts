import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * Finds Electron's binary the way the `electron` package does (its path.txt), or says why there
 * is none. Install scripts are blocked by package.json's `allowScripts`, so a fresh `npm ci`
 * never downloads it; `npm run electron:install` fetches it where GitHub is reachable.
 */
export function findElectronBinary(): { path: string } | { reason: string } {
  let pkgDir: string
  try {
    pkgDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'))
  } catch {
    return { reason: 'the electron package is not installed (run npm ci)' }
  }
  const pathFile = join(pkgDir, 'path.txt')
  if (!existsSync(pathFile)) {
    return {
      reason:
        "Electron's binary is not downloaded (npm blocks its install script here); run `npm run electron:install` where GitHub is reachable",
    }
  }
  const binary = join(pkgDir, 'dist', readFileSync(pathFile, 'utf8').trim())
  return existsSync(binary)
    ? { path: binary }
    : { reason: `Electron's binary is missing at ${binary}` }
}
