import { makeAutoObservable, runInAction } from 'mobx'
import {
  answerFarcasterSignIn,
  type FarcasterAnswer,
  type FarcasterLab,
  type QrSource,
} from './farcasterSignIn'

const MESSAGES: Record<FarcasterAnswer, string> = {
  approved: 'Farcaster sign-in approved',
  denied: 'Farcaster sign-in denied',
  'no-sign-in': 'No Farcaster sign-in QR code in view',
  'not-pending': 'That Farcaster sign-in was already answered',
}

/**
 * The phone's Farcaster app in the lab: reads the sign-in QR code the modal shows on the host
 * page and approves or denies it. Kept beside the phone's WalletConnect wallet (PhoneStore),
 * which it does not need: the sign-in goes to the lab's auth provider.
 *
 * @example
 * ```ts
 * const farcaster = new FarcasterPhone(lab, () => authUrl)
 * await farcaster.answer(frame.contentDocument, true)
 * farcaster.message // 'Farcaster sign-in approved'
 * ```
 */
export class FarcasterPhone {
  message = ''

  constructor(
    private readonly lab: FarcasterLab,
    private readonly authUrl: () => string | undefined,
  ) {
    makeAutoObservable<this, 'lab' | 'authUrl'>(
      this,
      { lab: false, authUrl: false },
      { autoBind: true },
    )
  }

  /** Reads the QR code in `source` and answers the sign-in found there. */
  async answer(source: QrSource, approve: boolean): Promise<FarcasterAnswer> {
    const authUrl = this.authUrl()
    let answer: FarcasterAnswer = 'no-sign-in'
    try {
      if (source && authUrl)
        answer = await answerFarcasterSignIn(this.lab, source, authUrl, approve)
    } catch {
      answer = 'not-pending'
    }
    runInAction(() => {
      this.message = MESSAGES[answer]
    })
    return answer
  }
}
