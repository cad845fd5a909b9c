/**
 * Loads `normalizeEnsName` (ensName.ts) on first use: the ENSIP-15 tables reach a page only when a name
 * is typed or looked up, in a chunk of their own.
 *
 * @example
 * ```ts
 * const normalizeEnsName = await loadEnsNormalizer()
 * normalizeEnsName('Bob.eth') // { ok: true, value: 'bob.eth' }
 * ```
 */
export async function loadEnsNormalizer() {
  return (await import('./ensName')).normalizeEnsName
}
