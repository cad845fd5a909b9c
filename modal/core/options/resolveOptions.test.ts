import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors/porticoError'
import { mainnet } from '../stores/testing/fixtures'
import { DEFAULT_FEATURES, DEFAULT_SOCIALS, resolveFeatures } from './features'
import { DEFAULT_ACCOUNT_TYPES, resolveOptions } from './resolveOptions'

const base = { projectId: 'p', networks: [mainnet] }

describe('resolveOptions', () => {
  it('default: features on are swaps, onramp, receive, send, email, emailShowWallets, history, analytics, allWallets', () => {
    const { features } = resolveOptions(base)
    for (const flag of [
      'swaps',
      'onramp',
      'receive',
      'send',
      'email',
      'emailShowWallets',
      'history',
      'analytics',
      'allWallets',
    ] as const) {
      expect(features[flag], flag).toBe(true)
    }
  })

  it('default: features off are legalCheckbox, smartSessions, collapseWallets', () => {
    const { features } = resolveOptions(base)
    expect(features.legalCheckbox).toBe(false)
    expect(features.smartSessions).toBe(false)
    expect(features.collapseWallets).toBe(false)
  })

  it('default: socials offered are google, x, discord, farcaster, github, apple, facebook', () => {
    expect(resolveOptions(base).features.socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(DEFAULT_FEATURES.socials).toBe(DEFAULT_SOCIALS)
  })

  it('default: account types are eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment', () => {
    expect(resolveOptions(base).defaultAccountTypes).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
  })

  it('default: theme is dark with 10px font, 4px radius, z-index 999, 0% mix, 360px width', () => {
    const resolved = resolveOptions(base)
    expect(resolved.themeMode).toBe('dark')
    expect(resolved.themeVariables).toEqual({
      fontSizeMaster: '10px',
      borderRadiusMaster: '4px',
      zIndex: 999,
      colorMixStrength: 0,
      modalWidth: '360px',
    })
  })

  it('default: appended to the page, not embedded, unsupported chains not allowed, desktop', () => {
    const resolved = resolveOptions(base)
    expect(resolved.appendToPage).toBe(true)
    expect(resolved.enableEmbedded).toBe(false)
    expect(resolved.allowUnsupportedChain).toBe(false)
    expect(resolved.platform.device).toBe('desktop')
  })

  it('parameters: host flags and account types override the defaults one by one', () => {
    const resolved = resolveOptions({
      ...base,
      features: { swaps: false, socials: false, legalCheckbox: true },
      defaultAccountTypes: { eip155: 'eoa' },
      themeVariables: { zIndex: 5 },
    })
    expect(resolved.features.swaps).toBe(false)
    expect(resolved.features.socials).toBe(false)
    expect(resolved.features.legalCheckbox).toBe(true)
    expect(resolved.features.onramp).toBe(true)
    expect(resolved.defaultAccountTypes).toEqual({ ...DEFAULT_ACCOUNT_TYPES, eip155: 'eoa' })
    expect(resolved.themeVariables.zIndex).toBe(5)
    expect(resolved.themeVariables.modalWidth).toBe('360px')
  })

  it('parameters: an explicit undefined flag keeps its default', () => {
    expect(resolveFeatures({ swaps: undefined }).swaps).toBe(true)
  })

  it('behavior: siweConfig and siwx together are refused with a typed error', () => {
    let caught: unknown
    try {
      resolveOptions({ ...base, siwx: { clearSessions() {} }, siweConfig: {} })
    } catch (error) {
      caught = error
    }
    expect(isPorticoError(caught, 'SIWX_AND_SIWE_EXCLUSIVE')).toBe(true)
  })

  it('behavior: siwx alone or siweConfig alone is accepted', () => {
    expect(() => resolveOptions({ ...base, siwx: { clearSessions() {} } })).not.toThrow()
    expect(() => resolveOptions({ ...base, siweConfig: {} })).not.toThrow()
  })
})
