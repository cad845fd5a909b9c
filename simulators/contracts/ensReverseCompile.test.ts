import { describe, expect, it } from 'vitest'
import * as artifacts from './ensReverseArtifacts'
import { compileEnsReverse } from './ensReverseCompile'

describe('compileEnsReverse', () => {
  it('default: recompiling the source gives the committed ABI and bytecode', () => {
    const compiled = compileEnsReverse()
    expect(Object.keys(compiled)).toEqual(['LabReverseRegistrar'])
    expect(compiled.LabReverseRegistrar?.bytecode).toBe(artifacts.labReverseRegistrarBytecode)
    expect(compiled.LabReverseRegistrar?.abi).toEqual(artifacts.labReverseRegistrarAbi)
  })
})
