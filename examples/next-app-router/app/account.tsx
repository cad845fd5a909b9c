'use client'

import { usePorticoAccount } from 'portico/react'

export function Account() {
  const { isConnected, address } = usePorticoAccount()
  return <p data-testid="account">{isConnected ? `Connected: ${address}` : 'Not connected'}</p>
}
