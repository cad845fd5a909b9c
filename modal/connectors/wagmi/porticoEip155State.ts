import { reaction } from 'mobx'
import { type Address, getAddress, UserRejectedRequestError } from 'viem'
import type { Portico } from '../../core/createPortico'

/** The eip155 connection as wagmi sees it, read from Portico's stores on every call. */
export interface Eip155Snapshot {
  connected: boolean
  accounts: readonly Address[]
  chainId: number | undefined
}

/**
 * Reads Portico's eip155 account and network. Nothing is copied or cached: Portico stays the
 * one source of truth and wagmi asks again whenever it needs to know.
 *
 * @example
 * ```ts
 * readEip155(portico) // { connected: true, accounts: ['0xf39F…'], chainId: 1 }
 * ```
 */
export function readEip155(portico: Portico): Eip155Snapshot {
  const { chains } = portico
  const connected = chains.isConnected('eip155')
  const address = chains.account('eip155')?.address
  const id = chains.network('eip155')?.caipNetwork?.id
  return {
    connected,
    accounts: connected && address ? [getAddress(address)] : [],
    chainId: id === undefined ? undefined : Number(id),
  }
}

/**
 * Resolves once Portico has an eip155 connection; rejects with EIP-1193's 4001 (viem's
 * UserRejectedRequestError, which wagmi understands) if the modal closes before that.
 *
 * @example
 * ```ts
 * portico.open({ namespace: 'eip155' })
 * await waitForEip155Connection(portico)
 * ```
 */
export function waitForEip155Connection(portico: Portico): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = reaction(
      () => ({ connected: portico.chains.isConnected('eip155'), open: portico.modal.isOpen }),
      ({ connected, open }) => {
        if (connected) {
          stop()
          resolve()
        } else if (!open) {
          stop()
          reject(new UserRejectedRequestError(new Error('Portico closed without a connection')))
        }
      },
      { fireImmediately: true },
    )
  })
}

/**
 * Calls `onChange` with each new eip155 snapshot and the one before it (connect, disconnect,
 * another account, another chain), driven by Portico's stores. Returns the stop function.
 *
 * @example
 * ```ts
 * const stop = watchEip155(portico, (now, before) => console.log(before.accounts, now.accounts))
 * ```
 */
export function watchEip155(
  portico: Portico,
  onChange: (now: Eip155Snapshot, before: Eip155Snapshot) => void,
): () => void {
  return reaction(() => readEip155(portico), onChange, {
    equals: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  })
}
