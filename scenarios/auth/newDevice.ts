import { waitForStatus } from '../evm/evmSteps'
import { check, step } from '../runner/scenario'
import {
  AUTH_FRAME,
  defineAuthScenario,
  enterCode,
  inbox,
  submitEmail,
  VISITOR_EMAIL,
  waitForCode,
} from './authSteps'

export default defineAuthScenario({
  id: 'auth-new-device',
  title: 'E-mail login from a new device needs the e-mailed approval',
  expected:
    'The modal asks to approve the device from the e-mail; after the inbox link is followed it asks for the code, which connects',
  steps: [
    step('the provider treats this browser as a new device', async (ctx) => {
      await ctx.lab.command(AUTH_FRAME, 'requireDeviceVerification', { email: VISITOR_EMAIL })
    }),
    step('the visitor submits the e-mail: the device must be approved', async (ctx) => {
      await submitEmail(ctx)
      await ctx.ui.waitForText(`We sent a link to ${VISITOR_EMAIL} to approve this device.`)
    }),
    step('the link from the inbox is followed: the code view shows', async (ctx) => {
      const link = (await inbox(ctx)).find((mail) => mail.kind === 'device')?.link
      check(link, 'no device link in the inbox')
      const approved = await ctx.lab.command(AUTH_FRAME, 'approveDevice', {
        token: link.split('/').pop(),
      })
      check(approved === true, 'the device link was refused')
      await ctx.ui.waitForText(`Enter the code we sent to ${VISITOR_EMAIL}`)
    }),
    step('the code connects', async (ctx) => {
      await enterCode(ctx, await waitForCode(ctx))
      await waitForStatus(ctx, 'connected')
    }),
  ],
})
