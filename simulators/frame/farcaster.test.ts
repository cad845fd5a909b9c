import { describe, expect, it } from 'vitest'
import { FARCASTER_DENIED, FakeFarcaster } from './farcaster'

const BASE = 'http://127.0.0.1:7000'
const tokenOf = (url: string) => url.slice(`${BASE}/farcaster/`.length)

describe('FakeFarcaster', () => {
  it('default: the sign-in URL approved by its token lets the device connect', async () => {
    const farcaster = new FakeFarcaster(() => BASE)
    const url = farcaster.signInUrl('device-1')
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:7000\/farcaster\/[0-9a-f]{16}$/)
    const waiting = farcaster.waitForApproval('device-1')
    expect(farcaster.approve(tokenOf(url))).toBe(true)
    await expect(waiting).resolves.toBeUndefined()
  })

  it('behavior: a denied sign-in fails the wait with "Farcaster sign-in denied", and cannot be approved after', async () => {
    const farcaster = new FakeFarcaster(() => BASE)
    const url = farcaster.signInUrl('device-1')
    const waiting = farcaster.waitForApproval('device-1')
    expect(farcaster.deny(tokenOf(url))).toBe(true)
    await expect(waiting).rejects.toThrow(FARCASTER_DENIED)
    expect(farcaster.approve(tokenOf(url))).toBe(false)
    await expect(farcaster.waitForApproval('device-1')).rejects.toThrow(FARCASTER_DENIED)
  })

  it("parameters: an unknown token decides nothing; a new URL replaces the device's old sign-in", async () => {
    const farcaster = new FakeFarcaster(() => BASE)
    const first = farcaster.signInUrl('device-1')
    expect(farcaster.approve('0000000000000000')).toBe(false)
    const second = farcaster.signInUrl('device-1')
    expect(second).not.toBe(first)
    expect(farcaster.approve(tokenOf(first))).toBe(false)
    expect(farcaster.approve(tokenOf(second))).toBe(true)
    await expect(farcaster.waitForApproval('device-1')).resolves.toBeUndefined()
  })
})
