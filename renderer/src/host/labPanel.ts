import type { PanelAction } from '../../../scenarios/runner/frameProtocol'
import { readPairingQr } from '../phone/readQrCode'
import type { LabPortico } from './labPortico'

/** One simulated wallet as the lab's wallet panel sees it (plain data: it crosses origins). */
export interface PanelWalletInfo {
  kind: 'evm' | 'solana' | 'bitcoin' | 'polkadot'
  id: string
  name: string
  settings: Record<string, unknown>
  /** An EVM or Solana wallet's or polkadot extension's accounts (the account picker); a bitcoin wallet's payment address. */
  addresses?: string[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The wallet `params` names (`{ kind, id }`), or an error the lab panel shows. */
function walletOf(lab: LabPortico, params: unknown) {
  if (!isRecord(params) || typeof params.id !== 'string') throw new Error('expected { kind, id }')
  const { id } = params
  if (params.kind === 'polkadot') {
    if (lab.polkadotExtension?.key === id) return { polkadot: lab.polkadotExtension }
  } else if (params.kind === 'bitcoin') {
    const wallet = Object.entries(lab.bitcoinWallets ?? {}).find(([key]) => key === id)?.[1]
    if (wallet) return { bitcoin: wallet }
  } else if (params.kind === 'solana') {
    const wallet = Object.values(lab.solanaWallets ?? {}).find((w) => w.id === id)
    if (wallet) return { solana: wallet }
  } else {
    const wallet = Object.values(lab.wallets).find((w) => w.id === id)
    if (wallet) return { evm: wallet }
  }
  throw new Error(`no wallet "${id}"`)
}

/**
 * The host page's answers to the lab's panels, which cannot reach into the page since it has
 * its own origin: `wallets` lists the simulated wallets with their settings, `update` changes
 * one wallet's settings (`{ kind, id, patch }`, answering the new settings or throwing the
 * wallet's refusal), `revoke` takes a Solana or bitcoin wallet's accounts from the page, `pairing-uri`
 * reads the modal's QR code (what the lab's phone scans).
 *
 * @example
 * ```ts
 * labClient.onPanel(answerLabPanel(lab, document))
 * ```
 */
export function answerLabPanel(lab: LabPortico, doc: Document) {
  return (action: PanelAction, params: unknown): unknown => {
    switch (action) {
      case 'wallets':
        return [
          ...Object.values(lab.wallets).map(
            (wallet): PanelWalletInfo => ({
              kind: 'evm',
              id: wallet.id,
              name: wallet.name,
              settings: { ...wallet.getSettings() },
              addresses: [...wallet.getState().addresses],
            }),
          ),
          ...Object.values(lab.solanaWallets ?? {}).map(
            (wallet): PanelWalletInfo => ({
              kind: 'solana',
              id: wallet.id,
              name: wallet.wallet.name,
              settings: { ...wallet.getSettings() },
              addresses: wallet.addresses(),
            }),
          ),
          ...Object.entries(lab.bitcoinWallets ?? {}).map(
            ([id, wallet]): PanelWalletInfo => ({
              kind: 'bitcoin',
              id,
              name: wallet.wallet.name,
              settings: { ...wallet.settings() },
              addresses: [wallet.keys.payment.address],
            }),
          ),
          ...(lab.polkadotExtension
            ? [
                {
                  kind: 'polkadot',
                  id: lab.polkadotExtension.key,
                  name: lab.polkadotExtension.name,
                  settings: { ...lab.polkadotExtension.getSettings() },
                  addresses: lab.polkadotExtension.addresses(),
                } satisfies PanelWalletInfo,
              ]
            : []),
        ]
      case 'update': {
        const { evm, solana, bitcoin, polkadot } = walletOf(lab, params)
        const patch = isRecord(params) && isRecord(params.patch) ? params.patch : {}
        return (evm ?? solana ?? bitcoin ?? polkadot)?.update(patch)
      }
      case 'revoke': {
        const { solana, bitcoin, polkadot } = walletOf(lab, params)
        ;(solana ?? bitcoin ?? polkadot)?.revoke()
        return true
      }
      case 'pairing-uri':
        return readPairingQr(doc)
    }
  }
}
