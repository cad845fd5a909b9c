import { PORTICO_PREFIX, waitForStatus } from '../evm/evmSteps'
import { check, RELOAD, step } from '../runner/scenario'
import { defineAuthScenario, emailLogin } from './authSteps'

const ADDRESS_KEY = 'portico-lab:auth-address'

export default defineAuthScenario({
  id: 'auth-reload-restores',
  title: 'Embedded wallet: a reload restores the session, sign out clears it',
  expected:
    'After a reload the frame says connected and the same address is back without a prompt; Disconnect signs out and removes the stored e-mail, login flag, last chain and AUTH connector',
  steps: [
    emailLogin(),
    step('the visitor reloads the page', (ctx) => {
      window.sessionStorage.setItem(ADDRESS_KEY, ctx.portico.chains.activeAddress ?? '')
      return RELOAD
    }),
    step('the session is back, same address, no modal', async (ctx) => {
      await ctx.portico.init()
      await waitForStatus(ctx, 'connected')
      const before = window.sessionStorage.getItem(ADDRESS_KEY)
      check(
        ctx.portico.chains.activeAddress === before,
        `restored ${ctx.portico.chains.activeAddress}, not ${before}`,
      )
      check(!ctx.portico.modal.isOpen, 'the modal opened on its own')
    }),
    step('Disconnect signs out and clears the stored auth state', async (ctx) => {
      await ctx.ui.click('button', new RegExp((ctx.portico.chains.activeAddress ?? '').slice(0, 6)))
      await ctx.ui.click('button', 'Disconnect')
      await waitForStatus(ctx, 'disconnected')
      for (const key of [
        'email',
        'emailLoginUsed',
        'lastUsedChainId',
        'connectedConnectorId:eip155',
      ]) {
        const left = window.localStorage.getItem(`${PORTICO_PREFIX}${key}`)
        check(left === null, `${key} is still stored: ${left}`)
      }
    }),
  ],
})
