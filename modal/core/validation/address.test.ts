import { PublicKey } from '@solana/web3.js'
import fc from 'fast-check'
import { checksumAddress, isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  checkEvmAddress,
  checkEvmReceiver,
  isEvmAddress,
  isSolanaAddress,
  ZERO_EVM_ADDRESS,
} from './address'

const runs = { numRuns: 1000 }
const hex40 = fc.stringMatching(/^[0-9a-fA-F]{40}$/)
const base58Text = (min: number, max: number) =>
  fc.stringMatching(new RegExp(`^[1-9A-HJ-NP-Za-km-z]{${min},${max}}$`))

/** The test vectors of EIP-55 itself ("All caps", "All Lower", "Normal"). */
const EIP55_VECTORS = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

/** One letter of a checksummed address flipped to the other case: the typo EIP-55 catches. */
function flipOneLetter(address: string): string | undefined {
  const index = [...address].findIndex((c, i) => i > 1 && /[a-fA-F]/.test(c))
  if (index < 0) return undefined
  const c = address[index] as string
  const flipped = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()
  return address.slice(0, index) + flipped + address.slice(index + 1)
}

describe('EVM address (EIP-55, against viem isAddress strict)', () => {
  it('default: the EIP-55 vectors pass, and so does viem', () => {
    for (const address of EIP55_VECTORS) {
      expect(isEvmAddress(address)).toBe(true)
      expect(isAddress(address, { strict: true })).toBe(true)
    }
  })

  it('behavior: agrees with viem isAddress(…, { strict: true }) on any case mix, all upper case aside', () => {
    fc.assert(
      fc.property(hex40, fc.constantFrom('mixed', 'checksum'), (hex, kind) => {
        const address =
          kind === 'checksum' ? checksumAddress(`0x${hex.toLowerCase()}`) : (`0x${hex}` as const)
        const allUpper = hex === hex.toUpperCase()
        // viem strict refuses an all-upper address that is not its checksum; EIP-55 reads it as
        // carrying no checksum, as all lower case does, and Portico accepts both.
        expect(isEvmAddress(address)).toBe(isAddress(address, { strict: true }) || allUpper)
      }),
      runs,
    )
  })

  it('behavior: a wrong checksum is refused with its own message; all lower and all upper pass', () => {
    fc.assert(
      fc.property(hex40, (hex) => {
        const lower = `0x${hex.toLowerCase()}`
        const typo = flipOneLetter(checksumAddress(lower as `0x${string}`))
        fc.pre(typo !== undefined)
        expect(checkEvmAddress(typo)).toEqual({ ok: false, code: 'ADDRESS_CHECKSUM_MISMATCH' })
        expect(isAddress(typo as string, { strict: true })).toBe(false)
        expect(checkEvmAddress(lower).ok).toBe(true)
        expect(checkEvmAddress(`0x${hex.toUpperCase()}`).ok).toBe(true)
      }),
      runs,
    )
    expect(checkEvmAddress('0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toEqual({
      ok: false,
      code: 'ADDRESS_CHECKSUM_MISMATCH',
    })
  })

  it('behavior: 0x is required; other lengths, prefixes and characters are INVALID_INPUT', () => {
    fc.assert(
      fc.property(hex40, (hex) => {
        expect(isEvmAddress(hex)).toBe(false)
        expect(isAddress(hex, { strict: true })).toBe(false)
      }),
      runs,
    )
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{0,60}$/), (hex) => {
        fc.pre(hex.length !== 40)
        expect(isEvmAddress(`0x${hex}`)).toBe(false)
      }),
      runs,
    )
    for (const bad of [`0x${'g'.repeat(40)}`, `0X${'a'.repeat(40)}`, ` 0x${'a'.repeat(40)}`, 42]) {
      expect(checkEvmAddress(bad)).toEqual({ ok: false, code: 'INVALID_INPUT' })
    }
  })

  it('behavior: the zero address is an address, but no Send receiver', () => {
    expect(isEvmAddress(ZERO_EVM_ADDRESS)).toBe(true)
    expect(checkEvmReceiver(ZERO_EVM_ADDRESS)).toEqual({ ok: false, code: 'ZERO_ADDRESS_RECEIVER' })
    expect(checkEvmReceiver(EIP55_VECTORS[4])).toEqual({ ok: true, value: EIP55_VECTORS[4] })
    expect(checkEvmReceiver('0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed').ok).toBe(false)
  })
})

/** @solana/web3.js's own answer: the text is a public key, written as that key writes itself. */
function web3Accepts(address: string): boolean {
  try {
    return new PublicKey(address).toBase58() === address
  } catch {
    return false
  }
}

describe('Solana address (32 bytes of base58, against @solana/web3.js PublicKey)', () => {
  it('behavior: agrees with PublicKey on any base58 text of 32 to 44 characters', () => {
    fc.assert(
      fc.property(base58Text(32, 44), (address) => {
        expect(isSolanaAddress(address)).toBe(web3Accepts(address))
      }),
      runs,
    )
  })

  it('behavior: real keys pass, whatever their length', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        expect(isSolanaAddress(new PublicKey(bytes).toBase58())).toBe(true)
      }),
      runs,
    )
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
  })

  it('behavior: text that decodes to another length, or holds 0, O, I or l, is refused', () => {
    expect(isSolanaAddress('1'.repeat(40))).toBe(false)
    expect(isSolanaAddress('z'.repeat(44))).toBe(false)
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
    for (const bad of ['0', 'O', 'I', 'l']) expect(isSolanaAddress(bad.repeat(32))).toBe(false)
    fc.assert(
      fc.property(base58Text(0, 31), (short) => {
        expect(isSolanaAddress(short)).toBe(false)
      }),
      runs,
    )
  })
})
