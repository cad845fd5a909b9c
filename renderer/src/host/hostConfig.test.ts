import { describe, expect, it } from 'vitest'
import { DEFAULT_RPC_URL, readHostConfig } from './hostConfig'

describe('readHostConfig', () => {
  it('default: no parameters give a real clock, the default RPC and no backends', () => {
    expect(readHostConfig('')).toEqual({
      apiUrl: undefined,
      walletApiUrl: undefined,
      rpcUrl: DEFAULT_RPC_URL,
      baseRpcUrl: undefined,
      relayUrl: undefined,
      solanaRpcUrl: undefined,
      authUrl: undefined,
      bitcoinUrl: undefined,
      clock: 'real',
      lab: false,
      scenario: undefined,
    })
  })

  it('parameters: the lab’s URLs, manual clock, lab flag and scenario are read', () => {
    const config = readHostConfig(
      '?lab=1&clock=manual&api=http://127.0.0.1:4100/&walletApi=http://127.0.0.1:4200' +
        '&rpc=http://127.0.0.1:8546&relay=ws://127.0.0.1:4300&scenario=balance-500' +
        '&solanaRpc=http://127.0.0.1:4400&rpcBase=http://127.0.0.1:8547&auth=http://127.0.0.1:4401' +
        '&bitcoin=http://127.0.0.1:4402&rpcPolygon=http://127.0.0.1:8548',
    )
    expect(config).toEqual({
      apiUrl: 'http://127.0.0.1:4100',
      walletApiUrl: 'http://127.0.0.1:4200',
      rpcUrl: 'http://127.0.0.1:8546',
      baseRpcUrl: 'http://127.0.0.1:8547',
      polygonRpcUrl: 'http://127.0.0.1:8548',
      relayUrl: 'ws://127.0.0.1:4300',
      solanaRpcUrl: 'http://127.0.0.1:4400',
      authUrl: 'http://127.0.0.1:4401',
      bitcoinUrl: 'http://127.0.0.1:4402',
      clock: 'manual',
      lab: true,
      scenario: 'balance-500',
    })
  })

  it('behavior: a URL off this machine is ignored, never requested', () => {
    const config = readHostConfig(
      '?api=https://api.example.com&walletApi=http://127.0.0.1.evil.com:80&rpc=http://10.0.0.1:8545',
    )
    expect(config.apiUrl).toBeUndefined()
    expect(config.walletApiUrl).toBeUndefined()
    expect(config.rpcUrl).toBe(DEFAULT_RPC_URL)
  })
})
