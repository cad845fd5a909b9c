import { describe, expect, it } from 'vitest'
import { groupBaselines, parseBaseline } from './baselines'

describe('parseBaseline', () => {
  it('default: reads view, a state with dashes, theme and viewport from the snapshot name', () => {
    expect(parseBaseline('Account-tokens-failed-dark-desktop-browser-linux.png', '/x.png')).toEqual(
      {
        view: 'Account',
        state: 'tokens-failed',
        theme: 'dark',
        viewport: 'desktop',
        file: 'Account-tokens-failed-dark-desktop-browser-linux.png',
        url: '/x.png',
      },
    )
  })

  it('parameters: any other file is not a baseline', () => {
    expect(parseBaseline('notes.txt', '/n')).toBeUndefined()
    expect(parseBaseline('Connect-default-sepia-desktop.png', '/n')).toBeUndefined()
  })

  it('behavior: groups put desktop, then the 390 px window, then the phone, dark before light', () => {
    const files = [
      'light-phone',
      'light-mobile',
      'dark-phone',
      'dark-mobile',
      'light-desktop',
      'dark-desktop',
    ].map((v) => parseBaseline(`Connect-default-${v}-browser-linux.png`, v)!)
    const groups = groupBaselines(files)
    expect([...groups.keys()]).toEqual(['Connect · default'])
    expect(groups.get('Connect · default')?.map((b) => b.url)).toEqual([
      'dark-desktop',
      'light-desktop',
      'dark-mobile',
      'light-mobile',
      'dark-phone',
      'light-phone',
    ])
    expect(files[0]?.viewport).toBe('phone')
  })
})
