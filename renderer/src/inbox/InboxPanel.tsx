import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { LabStore } from '../lab/labStore'
import { InboxStore } from './inboxStore'

/**
 * The e-mails the embedded wallet's provider sent (one-time codes and device-approval links).
 * Farcaster sign-ins are answered by the phone panel, which reads their QR code.
 */
export const InboxPanel = observer(function InboxPanel({ lab }: { lab: LabStore }) {
  const [inbox] = useState(() => new InboxStore(lab))
  useEffect(() => {
    inbox.start()
    return () => inbox.stop()
  }, [inbox])
  return (
    <section aria-labelledby="inbox-title" className="panel">
      <h2 id="inbox-title">Inbox</h2>
      {inbox.emails.length === 0 ? (
        <p>No e-mail yet. Log in by e-mail on the demo site.</p>
      ) : (
        <ul data-testid="inbox" aria-live="polite">
          {inbox.emails.map((mail) => (
            <li key={`${mail.at}-${mail.kind}-${mail.code ?? mail.link}`}>
              <span>To {mail.to}: </span>
              {mail.kind === 'otp' ? (
                <span>
                  code <strong data-testid="inbox-code">{mail.code}</strong>
                </span>
              ) : (
                <a href={mail.link} target="_blank" rel="noopener noreferrer">
                  Approve this device
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
})
