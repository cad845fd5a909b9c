import { describe, expect, it } from 'vitest'
import { ManualClock } from '../clock/manualClock'
import { PorticoError } from '../errors/porticoError'
import { SNACKBAR_AUTO_CLOSE_MS, SnackbarStore } from './snackbarStore'

function setup() {
  const clock = new ManualClock()
  return { clock, snackbar: new SnackbarStore(clock) }
}

describe('SnackbarStore', () => {
  it('default: closed, no message, success variant, auto-closing', () => {
    const { snackbar } = setup()
    expect(snackbar.open).toBe(false)
    expect(snackbar.message).toBe('')
    expect(snackbar.variant).toBe('success')
    expect(snackbar.autoClose).toBe(true)
    expect(snackbar.svg).toBeUndefined()
  })

  it('behavior: a message shows at once when nothing is open', () => {
    const { snackbar } = setup()
    snackbar.show('Transaction started', { variant: 'success', svg: { icon: 'checkmark' } })
    expect(snackbar).toMatchObject({
      open: true,
      message: 'Transaction started',
      variant: 'success',
    })
    expect(snackbar.svg).toEqual({ icon: 'checkmark' })
  })

  it('behavior: a new message while one is open closes it first and shows after 150 ms', () => {
    const { clock, snackbar } = setup()
    snackbar.showSuccess('first')
    snackbar.showError('second')
    expect(snackbar.open).toBe(false)
    expect(snackbar.message).toBe('first')
    clock.advance(149)
    expect(snackbar.open).toBe(false)
    clock.advance(1)
    expect(snackbar).toMatchObject({ open: true, message: 'second', variant: 'error' })
  })

  it('behavior: an auto-closing message closes by itself; a loading one stays', () => {
    const { clock, snackbar } = setup()
    snackbar.showSuccess('done')
    clock.advance(SNACKBAR_AUTO_CLOSE_MS)
    expect(snackbar.open).toBe(false)
    snackbar.showLoading('Authenticating...')
    expect(snackbar.autoClose).toBe(false)
    clock.advance(60_000)
    expect(snackbar).toMatchObject({ open: true, variant: 'loading' })
  })

  it('parameters: autoClose false keeps a success message open', () => {
    const { clock, snackbar } = setup()
    snackbar.show('stay', { autoClose: false })
    clock.advance(60_000)
    expect(snackbar.open).toBe(true)
  })

  it('behavior: an error shows the catalogue short message', () => {
    const { snackbar } = setup()
    snackbar.showError(new PorticoError('TOKEN_BALANCE_UNAVAILABLE'))
    expect(snackbar.message).toBe('Token Balance Unavailable')
  })

  it('behavior: hide cancels a message waiting to show', () => {
    const { clock, snackbar } = setup()
    snackbar.showSuccess('first')
    snackbar.showSuccess('second')
    snackbar.hide()
    clock.advance(1_000)
    expect(snackbar.open).toBe(false)
    expect(clock.pending).toBe(0)
  })

  it('behavior: a message a view shows in place is not repeated by the snackbar until released', () => {
    const { clock, snackbar } = setup()
    snackbar.showError(new PorticoError('TOKEN_BALANCE_UNAVAILABLE'))
    const release = snackbar.showInPlace('Token Balance Unavailable')
    expect(snackbar.open).toBe(false)
    snackbar.showError(new PorticoError('TOKEN_BALANCE_UNAVAILABLE'))
    expect(snackbar.open).toBe(false)
    snackbar.showError('Failed to fetch transactions')
    expect(snackbar).toMatchObject({ open: true, message: 'Failed to fetch transactions' })
    release()
    release()
    snackbar.hide()
    snackbar.showError(new PorticoError('TOKEN_BALANCE_UNAVAILABLE'))
    expect(snackbar).toMatchObject({ open: true, message: 'Token Balance Unavailable' })
    clock.advance(SNACKBAR_AUTO_CLOSE_MS)
  })

  it('behavior: a message waiting behind the 150 ms swap does not open once a view shows it', () => {
    const { clock, snackbar } = setup()
    snackbar.showSuccess('first')
    snackbar.showError('Failed to fetch transactions')
    const release = snackbar.showInPlace('Failed to fetch transactions')
    clock.advance(150)
    expect(snackbar.open).toBe(false)
    release()
  })
})
