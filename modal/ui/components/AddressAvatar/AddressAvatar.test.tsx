import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AddressAvatar } from './AddressAvatar'
import { addressColors } from './addressColors'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('AddressAvatar', () => {
  afterEach(cleanup)

  it('default: a decorative picture with no text (never the "0" of "0x")', () => {
    const { container } = render(<AddressAvatar address={A} />)
    const svg = container.querySelector('svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(container.textContent).toBe('')
  })

  it('behavior: the same address gives the same colours in any letter case; another gives others', () => {
    expect(addressColors(A)).toEqual(addressColors(A.toLowerCase()))
    expect(addressColors(A)).not.toEqual(addressColors(B))
  })
})
