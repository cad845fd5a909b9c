import { FrameFailure } from './frameRpc'
import type { AuthMailbox } from './mailbox'

/** An e-mail update in progress: the code mailed to the current and to the new address. */
export interface PendingUpdate {
  newEmail: string
  primary: string
  secondary: string
  primaryChecked: boolean
}

/**
 * The e-mail update of the lab's provider (SPEC §5): UPDATE_EMAIL mails a code to the current
 * and to the new address; the primary code, then the secondary one, move the account (its key
 * stays the same) to the new address.
 *
 * @example
 * ```ts
 * answerEmailUpdate('UPDATE_EMAIL', session, mailbox, 'new@example.test', '')
 * ```
 */
export function answerEmailUpdate(
  type: string,
  session: { identity: string; email?: string; update?: PendingUpdate },
  mailbox: AuthMailbox,
  email: string,
  otp: string,
) {
  switch (type) {
    case 'UPDATE_EMAIL': {
      const current = session.email ?? session.identity
      if (!email.includes('@')) throw new FrameFailure('Invalid e-mail')
      session.update = {
        newEmail: email.toLowerCase(),
        primary: mailbox.mailCodeTo(current),
        secondary: mailbox.mailCodeTo(email.toLowerCase()),
        primaryChecked: false,
      }
      return { action: 'VERIFY_PRIMARY_OTP' }
    }
    case 'UPDATE_EMAIL_PRIMARY_OTP': {
      const update = session.update
      if (!update || update.primary !== otp) throw new FrameFailure('Invalid code')
      update.primaryChecked = true
      return {}
    }
    case 'UPDATE_EMAIL_SECONDARY_OTP': {
      const update = session.update
      if (!update?.primaryChecked || update.secondary !== otp)
        throw new FrameFailure('Invalid code')
      // The key stays the account's: only the address it answers to changes.
      session.email = update.newEmail
      session.update = undefined
      return { newEmail: update.newEmail }
    }
    default:
      throw new FrameFailure(`unsupported request ${type}`)
  }
}
