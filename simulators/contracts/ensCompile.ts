/**
 * Compiles the lab's ENS-compatible registry and resolver (`ens/*.sol`) and renders
 * `ensArtifacts.ts`, their own committed artifact module (checked by ensCompile.test.ts).
 *
 * Regenerate after editing `ens/*.sol`:
 * ```sh
 * npx tsx simulators/contracts/ensCompile.ts && npx biome format --write simulators/contracts/ensArtifacts.ts
 * ```
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { type CompiledContract, compileContracts, renderArtifacts } from './compile'

const ensDir = fileURLToPath(new URL('./ens/', import.meta.url))
const ensArtifactsFile = fileURLToPath(new URL('./ensArtifacts.ts', import.meta.url))

/** Where the ENS artifacts say they come from. */
export const ENS_ORIGIN = { sources: 'ens', command: 'npx tsx simulators/contracts/ensCompile.ts' }

/**
 * Compiles every `ens/*.sol`; keyed by contract name (interfaces, having no bytecode, left out).
 *
 * @example
 * ```ts
 * compileEns().LabEnsRegistry?.bytecode
 * ```
 */
export function compileEns(): Record<string, CompiledContract> {
  return compileContracts(ensDir)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(ensArtifactsFile, renderArtifacts(compileEns(), ENS_ORIGIN))
  console.log(`Wrote ${ensArtifactsFile}`)
}
