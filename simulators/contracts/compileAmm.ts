/**
 * Compiles the lab AMM (`sources/amm/*.sol`) with solc-js and renders `ammArtifacts.ts`, its
 * committed cache, kept apart from the token artifacts so each can be regenerated alone.
 *
 * Regenerate after editing `sources/amm/*.sol`:
 * ```sh
 * npx tsx simulators/contracts/compileAmm.ts
 * ```
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { type CompiledContract, compileContracts, renderArtifacts } from './compile'

const ammSourcesDir = fileURLToPath(new URL('./sources/amm/', import.meta.url))
const ammArtifactsFile = fileURLToPath(new URL('./ammArtifacts.ts', import.meta.url))

/** Compiles the AMM sources; keyed by contract name. */
export function compileAmmContracts(): Record<string, CompiledContract> {
  return compileContracts(ammSourcesDir)
}

/** The text of `ammArtifacts.ts`. */
export function renderAmmArtifacts(compiled: Record<string, CompiledContract>): string {
  return renderArtifacts(compiled, {
    sources: 'sources/amm',
    command: 'npx tsx simulators/contracts/compileAmm.ts',
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(ammArtifactsFile, renderAmmArtifacts(compileAmmContracts()))
  console.log(`Wrote ${ammArtifactsFile}`)
}
