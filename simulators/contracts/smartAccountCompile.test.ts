import { describe, expect, it } from 'vitest'
import * as artifacts from './smartAccountArtifacts'
import { compileSmartAccount, renderSmartAccountArtifacts } from './smartAccountCompile'

describe('compileSmartAccount', () => {
  it('default: recompiling the sources gives the committed ABI and bytecode', () => {
    const compiled = compileSmartAccount()
    expect(Object.keys(compiled).sort()).toEqual([
      'PorticoSmartAccount',
      'PorticoSmartAccountFactory',
    ])
    expect(compiled.PorticoSmartAccount?.bytecode).toBe(artifacts.porticoSmartAccountBytecode)
    expect(compiled.PorticoSmartAccountFactory?.bytecode).toBe(
      artifacts.porticoSmartAccountFactoryBytecode,
    )
    expect(compiled.PorticoSmartAccount?.abi).toEqual(artifacts.porticoSmartAccountAbi)
    expect(compiled.PorticoSmartAccountFactory?.abi).toEqual(
      artifacts.porticoSmartAccountFactoryAbi,
    )
    expect(renderSmartAccountArtifacts(compiled)).toContain(
      'export const porticoSmartAccountBytecode',
    )
  })
})
