/**
 * Sets the clock anvil dates its next blocks by (`anvil_setTime`, in whole seconds); it runs
 * on from there with real time. It may go back: a reloaded demo page starts its clock again.
 *
 * @example
 * ```ts
 * await setAnvilTime('http://127.0.0.1:8545', Date.UTC(2026, 0, 1))
 * ```
 */
export async function setAnvilTime(nodeUrl: string, ms: number): Promise<void> {
  if (!Number.isFinite(ms) || ms < 0) throw new Error('setTime takes { ms: a time since 1970 }')
  const response = await fetch(nodeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setTime',
      params: [Math.floor(ms / 1000)],
    }),
  })
  const body = (await response.json()) as { error?: { message?: string } }
  if (body.error) throw new Error(`anvil_setTime failed: ${body.error.message ?? 'unknown'}`)
}
