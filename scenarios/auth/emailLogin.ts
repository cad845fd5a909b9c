import { PORTICO_PREFIX } from '../evm/evmSteps'
import { check, step } from '../runner/scenario'
import { defineAuthScenario, emailLogin, VISITOR_EMAIL } from './authSteps'

export default defineAuthScenario({
  id: 'auth-email-login',
  title: 'E-mail login with the code from the inbox',
  expected:
    'The e-mail form sends a code (the lab inbox shows it); entering it connects the embedded wallet: the modal closes, the account button shows an address, and the e-mail and login flag are stored',
  steps: [
    emailLogin(),
    step('the modal closed; the e-mail, login flag and AUTH connector are stored', async (ctx) => {
      check(!ctx.portico.modal.isOpen, 'the modal is still open')
      const address = ctx.portico.chains.activeAddress ?? ''
      await ctx.ui.findByRole('button', new RegExp(address.slice(0, 6)))
      const read = (key: string) => window.localStorage.getItem(`${PORTICO_PREFIX}${key}`)
      check(read('email')?.includes(VISITOR_EMAIL), `stored e-mail ${read('email')}`)
      check(read('emailLoginUsed') === 'true', `login flag ${read('emailLoginUsed')}`)
      check(read('connectedConnectorId:eip155')?.includes('AUTH'), 'no AUTH connector stored')
    }),
  ],
})
