/** How one chain saves its whole state and puts it back. */
export interface SnapshotPort<T> {
  take(): T | Promise<T>
  restore(saved: T): void | Promise<void>
}

/** The `snapshot` and `revert` commands, as anvil answers them. */
export interface ChainSnapshots {
  /** Saves the chain's state; `{ id }` names it (`0x1`, `0x2`, …). */
  snapshot(): Promise<{ id: string }>
  /** Puts the chain back at `{ id }`; that snapshot and every later one are dropped. */
  revert(params: unknown): Promise<{ id: string }>
}

/**
 * anvil's `evm_snapshot` / `evm_revert` rules for a chain that is not anvil (LiteSVM, the UTXO
 * ledger, chopsticks): ids count up from `0x1`, and a revert consumes its snapshot and every
 * later one, so the lab's `lab-state` treats every chain the same way.
 *
 * @example
 * ```ts
 * const snapshots = createChainSnapshots({ take: () => ledger.snapshot(), restore: (s) => ledger.restore(s) })
 * const { id } = await snapshots.snapshot()
 * await snapshots.revert({ id })
 * ```
 */
export function createChainSnapshots<T>(port: SnapshotPort<T>): ChainSnapshots {
  const saved = new Map<string, T>()
  let next = 1
  return {
    async snapshot() {
      const id = `0x${(next++).toString(16)}`
      saved.set(id, await port.take())
      return { id }
    },
    async revert(params) {
      const id = typeof params === 'object' && params ? Reflect.get(params, 'id') : undefined
      const state = typeof id === 'string' ? saved.get(id) : undefined
      if (typeof id !== 'string' || state === undefined) {
        throw new Error('revert needs the id of a snapshot this chain took')
      }
      await port.restore(state)
      const order = Number(id)
      for (const key of [...saved.keys()]) if (Number(key) >= order) saved.delete(key)
      return { id }
    },
  }
}
