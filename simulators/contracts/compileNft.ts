/**
 * Compiles the lab's ERC-721 (`nft/*.sol`) and renders `nftArtifacts.ts`, its own committed
 * artifact module (the token artifacts stay in `artifacts.ts`, untouched).
 *
 * Regenerate after editing `nft/*.sol`:
 * ```sh
 * npx tsx simulators/contracts/compileNft.ts
 * ```
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { type CompiledContract, compileContracts, renderArtifacts } from './compile'

const nftDir = fileURLToPath(new URL('./nft/', import.meta.url))
const nftArtifactsFile = fileURLToPath(new URL('./nftArtifacts.ts', import.meta.url))

/** Where the NFT artifacts say they come from. */
export const NFT_ORIGIN = { sources: 'nft', command: 'npx tsx simulators/contracts/compileNft.ts' }

/** Compiles every `nft/*.sol`; keyed by contract name. */
export function compileNftContracts(): Record<string, CompiledContract> {
  return compileContracts(nftDir)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(nftArtifactsFile, renderArtifacts(compileNftContracts(), NFT_ORIGIN))
  console.log(`Wrote ${nftArtifactsFile}`)
}
