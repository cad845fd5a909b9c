import { describe, expect, it } from 'vitest'
import * as artifacts from './ensArtifacts'
import { compileEns } from './ensCompile'

describe('compileEns', () => {
  it('default: recompiling the sources gives the committed ABI and bytecode', () => {
    const compiled = compileEns()
    expect(Object.keys(compiled).sort()).toEqual(['LabEnsRegistry', 'LabEnsResolver'])
    expect(compiled.LabEnsRegistry?.bytecode).toBe(artifacts.labEnsRegistryBytecode)
    expect(compiled.LabEnsResolver?.bytecode).toBe(artifacts.labEnsResolverBytecode)
    expect(compiled.LabEnsRegistry?.abi).toEqual(artifacts.labEnsRegistryAbi)
    expect(compiled.LabEnsResolver?.abi).toEqual(artifacts.labEnsResolverAbi)
  })
})
