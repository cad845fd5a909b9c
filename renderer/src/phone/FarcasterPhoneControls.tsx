import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { LabStore } from '../lab/labStore'
import { FarcasterPhone } from './farcasterPhone'

/**
 * The phone panel's Farcaster app: approve or deny the sign-in whose QR code the modal shows
 * (ConnectingFarcaster), read by `scan()` from the host page, once the lab's auth provider runs.
 */
export const FarcasterPhoneControls = observer(function FarcasterPhoneControls({
  lab,
  scan,
}: {
  lab: LabStore
  /** The text of the QR code on the host page (another origin: the page reads it for the lab). */
  scan: () => Promise<string | undefined>
}) {
  const [farcaster] = useState(
    () =>
      new FarcasterPhone(lab, () => {
        const url = lab.status('auth-frame')?.info.url
        return typeof url === 'string' ? url : undefined
      }),
  )
  const ready = lab.status('auth-frame')?.state === 'running'
  return (
    <fieldset>
      <legend>Farcaster</legend>
      {([true, false] as const).map((approve) => (
        <button
          key={String(approve)}
          type="button"
          disabled={!ready}
          onClick={() => void scan().then((qr) => farcaster.answer(qr, approve))}
        >
          {approve ? 'Scan and approve Farcaster sign-in' : 'Scan and deny Farcaster sign-in'}
        </button>
      ))}
      <p data-testid="phone-farcaster" aria-live="polite">
        {farcaster.message}
      </p>
    </fieldset>
  )
})
