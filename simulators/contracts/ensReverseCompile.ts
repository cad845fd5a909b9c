/**
 * Compiles the lab's ENS reverse registrar (primary names, EIP-181) (`ensReverse/*.sol`) and renders
 * `ensReverseArtifacts.ts`, their own committed artifact module (checked by ensReverseCompile.test.ts).
 *
 * Regenerate after editing `ensReverse/*.sol`:
 * ```sh
 * npx tsx simulators/contracts/ensReverseCompile.ts && npx biome format --write simulators/contracts/ensReverseArtifacts.ts
 * ```
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { type CompiledContract, compileContracts, renderArtifacts } from './compile'

const ensReverseDir = fileURLToPath(new URL('./ensReverse/', import.meta.url))
const ensReverseArtifactsFile = fileURLToPath(new URL('./ensReverseArtifacts.ts', import.meta.url))

/** Where the ENS reverse artifacts say they come from. */
export const ENS_REVERSE_ORIGIN = {
  sources: 'ensReverse',
  command: 'npx tsx simulators/contracts/ensReverseCompile.ts',
}

/**
 * Compiles every `ensReverse/*.sol`; keyed by contract name (the registry interface, having no bytecode, left out).
 *
 * @example
 * ```ts
 * compileEnsReverse().LabReverseRegistrar?.bytecode
 * ```
 */
export function compileEnsReverse(): Record<string, CompiledContract> {
  return compileContracts(ensReverseDir)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(ensReverseArtifactsFile, renderArtifacts(compileEnsReverse(), ENS_REVERSE_ORIGIN))
  console.log(`Wrote ${ensReverseArtifactsFile}`)
}
