import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { HostFrameStore } from '../hostFrame/hostFrameStore'
import type { LabStore } from '../lab/labStore'
import { FarcasterPhoneControls } from './FarcasterPhoneControls'
import { labPolkadotReference, labSolanaRpcUrl, PhoneAccounts } from './PhoneAccounts'
import { PhoneStore } from './phoneStore'

/** The text of the QR code the modal shows on the host page (read there: another origin). */
async function readHostQr(frame: Pick<HostFrameStore, 'panel'>): Promise<string | undefined> {
  const text = await frame.panel('pairing-uri').catch(() => undefined)
  return typeof text === 'string' ? text : undefined
}

/** Scans the QR code the modal shows on the host page and pairs with it. */
async function scanHostPage(phone: PhoneStore, frame: Pick<HostFrameStore, 'panel'>) {
  const uri = await readHostQr(frame)
  await (uri ? phone.pair(uri) : phone.scan(undefined))
}

/**
 * The lab's phone: a simulated mobile wallet that pairs with the modal in the host frame by
 * scanning its QR code or from a pasted link, and answers the session and each request as set
 * here (approve or reject, after a thinking delay).
 */
export const PhonePanel = observer(function PhonePanel({
  lab,
  frame,
}: {
  lab: LabStore
  /** The host frame: it reads the modal's QR code for the phone (the page has its own origin). */
  frame: Pick<HostFrameStore, 'panel'>
}) {
  const [phone] = useState(() => new PhoneStore())
  const [link, setLink] = useState('')
  const relay = lab.status('relay')
  const anvil = lab.status('anvil')
  const relayUrl = relay?.state === 'running' ? relay.info.url : undefined
  const rpcUrl = anvil?.state === 'running' ? anvil.info.rpcUrl : undefined
  const solanaRpcUrl = labSolanaRpcUrl(lab)
  const polkadotReference = labPolkadotReference(lab)

  useEffect(() => {
    if (typeof relayUrl === 'string' && typeof rpcUrl === 'string') {
      void phone.start({
        relayUrl,
        rpcUrl,
        ...(solanaRpcUrl ? { solanaRpcUrl } : {}),
        ...(polkadotReference ? { polkadotReference } : {}),
      })
    }
  }, [phone, relayUrl, rpcUrl, solanaRpcUrl, polkadotReference])
  useEffect(() => {
    // The wallet answers on its own; the panel shows its log every half second.
    const timer = setInterval(phone.refresh, 500)
    return () => {
      clearInterval(timer)
      void phone.stop()
    }
  }, [phone])

  const policy = phone.policy
  const ready = phone.wallet !== undefined
  return (
    <section aria-labelledby="phone-title" className="panel phone">
      <h2 id="phone-title">Phone (Lab Mobile)</h2>
      <p data-testid="phone-status" aria-live="polite">
        {phone.message}
      </p>
      <PhoneAccounts wallet={phone.wallet} />
      <div className="phone-actions">
        <button type="button" disabled={!ready} onClick={() => void scanHostPage(phone, frame)}>
          Scan QR code
        </button>
        <button type="button" disabled={!ready} onClick={() => void phone.disconnect()}>
          Disconnect sessions
        </button>
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void phone.pair(link)
        }}
      >
        <label>
          Pairing link
          <input value={link} onChange={(e) => setLink(e.target.value)} placeholder="wc:…" />
        </label>
        <button type="submit" disabled={!ready}>
          Pair with link
        </button>
      </form>
      {policy && (
        <fieldset>
          <legend>Answers</legend>
          <label>
            Session
            <select
              value={policy.session}
              onChange={(e) => phone.setPolicy({ session: e.target.value as 'approve' | 'reject' })}
            >
              <option value="approve">approve</option>
              <option value="reject">reject</option>
            </select>
          </label>
          <label>
            Requests
            <select
              value={policy.requests}
              onChange={(e) =>
                phone.setPolicy({ requests: e.target.value as 'approve' | 'reject' })
              }
            >
              <option value="approve">approve</option>
              <option value="reject">reject</option>
            </select>
          </label>
          <label>
            Delay (ms)
            <input
              type="number"
              min={0}
              step={100}
              value={policy.delayMs}
              onChange={(e) => phone.setPolicy({ delayMs: Math.max(0, Number(e.target.value)) })}
            />
          </label>
        </fieldset>
      )}
      <FarcasterPhoneControls lab={lab} scan={() => readHostQr(frame)} />
      <p>{`Sessions: ${phone.sessions}`}</p>
      <ol aria-label="Phone activity" data-testid="phone-activity">
        {phone.activity.map((entry) => (
          <li key={entry.seq}>
            {`${entry.method}: ${entry.answer}${entry.detail ? ` (${entry.detail})` : ''}`}
          </li>
        ))}
      </ol>
    </section>
  )
})
