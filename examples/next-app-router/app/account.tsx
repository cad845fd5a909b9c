'use client'

import { useDisconnect, usePorticoAccount } from 'portico/react'

/** The connected account, read with Portico's hooks, and the page's own Disconnect. */
export function Account() {
  const { isConnected, address } = usePorticoAccount()
  const { disconnect } = useDisconnect()
  return (
    <>
      <p data-testid="account">{isConnected ? `Connected: ${address}` : 'Not connected'}</p>
      {isConnected && (
        <button type="button" onClick={() => disconnect()}>
          Disconnect
        </button>
      )}
    </>
  )
}
