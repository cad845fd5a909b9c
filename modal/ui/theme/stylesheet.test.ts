import { describe, expect, it } from 'vitest'
import { alertCss } from '../components/Alert/Alert.css'
import { buttonCss } from '../components/Button/Button.css'
import { dialogCss } from '../components/Dialog/Dialog.css'
import { emptyStateCss } from '../components/EmptyState/EmptyState.css'
import { headerCss } from '../components/Header/Header.css'
import { qrCodeCss } from '../components/QrCode/QrCode.css'
import { snackbarCss } from '../components/Snackbar/Snackbar.css'
import { spinnerCss } from '../components/Spinner/Spinner.css'
import { tabsCss } from '../components/Tabs/Tabs.css'
import { textInputCss } from '../components/TextInput/TextInput.css'
import { virtualWalletGridCss } from '../components/VirtualWalletGrid/VirtualWalletGrid.css'
import { walletImageCss } from '../components/WalletImage/WalletImage.css'
import { walletItemCss } from '../components/WalletItem/WalletItem.css'
import { viewsCss } from '../views/views.css'
import { baseCss } from './baseCss'
import { MASTER_VARIABLES, PALETTE_VARIABLES, TOKEN_VARIABLES } from './themeContract'

/** The shared component and view styles that must draw from the tokens. */
const SHEETS = {
  alertCss,
  buttonCss,
  dialogCss,
  emptyStateCss,
  headerCss,
  qrCodeCss,
  snackbarCss,
  spinnerCss,
  tabsCss,
  textInputCss,
  virtualWalletGridCss,
  walletImageCss,
  walletItemCss,
  viewsCss,
}

/** Every `property: value` declaration of a sheet, keyframes excluded (their offsets are motion, not layout). */
function declarations(css: string): { sheet: string; property: string; value: string }[] {
  const withoutKeyframes = css.replace(/@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '')
  return [...withoutKeyframes.matchAll(/([a-z-]+)\s*:\s*([^;{}]+);/g)].map((m) => ({
    sheet: '',
    property: m[1]!,
    value: m[2]!.trim(),
  }))
}

const all = Object.entries(SHEETS).flatMap(([sheet, css]) =>
  declarations(css).map((d) => ({ ...d, sheet })),
)
const show = (d: { sheet: string; property: string; value: string }) =>
  `${d.sheet}: ${d.property}: ${d.value}`

describe('shared stylesheet', () => {
  it('behavior: every font size comes from the type scale (no stray px sizes)', () => {
    const stray = all.filter(
      (d) => d.property === 'font-size' && !/^var\(--portico-font-size-[a-z0-9]+\)$/.test(d.value),
    )
    expect(stray.map(show)).toEqual([])
  })

  it('behavior: every gap, padding and margin comes from the spacing scale', () => {
    const spacing = /^(gap|padding|margin)(-(top|right|bottom|left))?$/
    const allowed = /^(0|auto|var\(--portico-space-[a-z0-9]+\))$/
    const stray = all.filter(
      (d) => spacing.test(d.property) && d.value.split(/\s+/).some((part) => !allowed.test(part)),
    )
    expect(stray.map(show)).toEqual([])
  })

  it('behavior: every corner comes from the radius scale (or is a circle)', () => {
    const stray = all.filter(
      (d) =>
        d.property === 'border-radius' &&
        d.value.split(/\s+/).some((part) => !/^(0|50%|var\(--portico-radius-[a-z]+\))$/.test(part)),
    )
    expect(stray.map(show)).toEqual([])
  })

  it('behavior: focus is shown with the focus-ring role and hovers use the surface roles', () => {
    expect(baseCss).toMatch(/:focus-visible \{[^}]*box-shadow: var\(--portico-focus-ring\)/)
    expect(SHEETS.textInputCss).toMatch(/:focus-visible \{[^}]*var\(--portico-focus-ring\)/)
    const hovers = Object.values(SHEETS)
      .join('\n')
      .match(/:hover[^{]*\{[^}]*\}/g)
    expect(hovers?.length).toBeGreaterThan(5)
    for (const rule of hovers ?? [])
      expect(rule).toMatch(/var\(--portico-(mixed-surface-hover|color-)/)
  })

  it('behavior: the dialog is raised by the large elevation', () => {
    expect(dialogCss).toMatch(
      /\.portico-dialog--modal \{[^}]*box-shadow: var\(--portico-shadow-lg\)/,
    )
  })

  it('default: every --portico-* variable the styles read is in the contract', () => {
    const known = new Set<string>([...PALETTE_VARIABLES, ...MASTER_VARIABLES, ...TOKEN_VARIABLES])
    const helpers = /^--portico-mixed-/
    const used = [
      ...[baseCss, ...Object.values(SHEETS)].join('\n').matchAll(/var\((--portico-[a-z0-9-]+)/g),
    ].map((m) => m[1]!)
    expect([...new Set(used)].filter((name) => !known.has(name) && !helpers.test(name))).toEqual([])
  })
})
