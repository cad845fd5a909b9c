import { describe, expect, it } from 'vitest'
import * as artifacts from './ammArtifacts'
import { compileAmmContracts, renderAmmArtifacts } from './compileAmm'

describe('compileAmmContracts', () => {
  it('default: recompiling sources/amm gives the committed ABI and bytecode', () => {
    const compiled = compileAmmContracts()
    expect(Object.keys(compiled)).toEqual(['LabAmm'])
    expect(compiled.LabAmm?.bytecode).toBe(artifacts.labAmmBytecode)
    expect(compiled.LabAmm?.abi).toEqual(artifacts.labAmmAbi)
    expect(renderAmmArtifacts(compiled)).toContain('npx tsx simulators/contracts/compileAmm.ts')
  })
})
