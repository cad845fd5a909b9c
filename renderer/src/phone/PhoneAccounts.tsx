import type { LabStore } from '../lab/labStore'

/** What the panel shows of the phone's keys (a MobileWallet fits). */
export interface PhoneKeys {
  readonly address: string
  readonly solanaAddress: string
}

/** The lab Solana chain's RPC URL while it runs, for the phone's solana namespace. */
export function labSolanaRpcUrl(lab: LabStore): string | undefined {
  const solana = lab.status('solana')
  const url = solana?.state === 'running' ? solana.info.rpcUrl : undefined
  return typeof url === 'string' ? url : undefined
}

/** The lab polkadot chain's CAIP-2 reference while chopsticks runs, for the phone's polkadot. */
export function labPolkadotReference(lab: LabStore): string | undefined {
  const polkadot = lab.status('polkadot')
  const reference = polkadot?.state === 'running' ? polkadot.info.reference : undefined
  return typeof reference === 'string' ? reference : undefined
}

/**
 * The phone's accounts per namespace: the eip155 one (dev mnemonic) and the solana one (a lab
 * ed25519 key), which a site gets in one WalletConnect session when it proposes both.
 */
export function PhoneAccounts({ wallet }: { wallet: PhoneKeys | undefined }) {
  if (!wallet) return null
  return (
    <dl className="phone-accounts">
      <dt>eip155</dt>
      <dd>{wallet.address}</dd>
      <dt>solana</dt>
      <dd>{wallet.solanaAddress}</dd>
    </dl>
  )
}
