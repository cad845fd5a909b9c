import { describe, expect, it } from 'vitest'
import * as artifacts from './artifacts'
import { compileContracts, renderArtifacts } from './compile'

describe('compileContracts', () => {
  it('default: recompiling the sources gives the committed ABI and bytecode', () => {
    const compiled = compileContracts()
    expect(Object.keys(compiled).sort()).toEqual(['LabToken', 'UsdtLikeToken'])
    expect(compiled.LabToken?.bytecode).toBe(artifacts.labTokenBytecode)
    expect(compiled.UsdtLikeToken?.bytecode).toBe(artifacts.usdtLikeTokenBytecode)
    expect(compiled.LabToken?.abi).toEqual(artifacts.labTokenAbi)
    expect(compiled.UsdtLikeToken?.abi).toEqual(artifacts.usdtLikeTokenAbi)
    expect(renderArtifacts(compiled)).toContain('export const usdtLikeTokenBytecode')
  })

  it('behavior: the USDT-like token returns nothing from transfer, transferFrom and approve', () => {
    const outputsOf = (name: string) =>
      artifacts.usdtLikeTokenAbi.find((item) => item.type === 'function' && item.name === name)
    for (const name of ['transfer', 'transferFrom', 'approve']) {
      expect(outputsOf(name)).toMatchObject({ outputs: [] })
    }
    const standard = artifacts.labTokenAbi.find(
      (i) => i.type === 'function' && i.name === 'approve',
    )
    expect(standard).toMatchObject({ outputs: [{ type: 'bool' }] })
  })
})
