import { check, step } from '../runner/scenario'
import { defineAuthScenario, emailLogin, enterCode, VISITOR_EMAIL, waitForCode } from './authSteps'

const NEW_EMAIL = 'renamed@example.test'

export default defineAuthScenario({
  id: 'auth-update-email',
  title: 'Embedded wallet: update the e-mail',
  expected:
    'From Account, "Update e-mail" asks for the new address, then the code mailed to the current address, then the one mailed to the new address; Account then shows the new e-mail, which is stored',
  steps: [
    emailLogin(),
    step('the visitor asks to change the e-mail', async (ctx) => {
      ctx.portico.open()
      await ctx.ui.click('button', 'Update e-mail')
      await ctx.ui.type('New e-mail address', NEW_EMAIL)
      await ctx.ui.click('button', 'Continue')
      await ctx.ui.waitForText(`Enter the code we sent to your current address, ${VISITOR_EMAIL}`)
    }),
    step('the code to the current address, then the one to the new address', async (ctx) => {
      await enterCode(ctx, await waitForCode(ctx, 2, VISITOR_EMAIL))
      await ctx.ui.waitForText(`Enter the code we sent to your new address, ${NEW_EMAIL}`)
      await enterCode(ctx, await waitForCode(ctx, 1, NEW_EMAIL))
      await ctx.ui.waitForText(NEW_EMAIL)
      await ctx.ui.findByRole('button', 'Disconnect')
      const stored = window.localStorage.getItem('@portico/email')
      check(stored === NEW_EMAIL, `stored e-mail ${stored}`)
    }),
  ],
})
