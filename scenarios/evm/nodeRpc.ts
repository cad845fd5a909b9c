/**
 * One JSON-RPC call to a lab chain's node, straight from the page (not through a wallet or
 * Portico): what a scenario reads or does on the chain behind the visitor's back.
 *
 * @example
 * ```ts
 * const wei = await nodeRpc(rpcUrl, 'eth_getBalance', [address, 'latest'])
 * ```
 */
export async function nodeRpc(rpcUrl: string, method: string, params: unknown[]): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: string; error?: { message?: string } }
  if (body.result === undefined) throw new Error(`${method}: ${body.error?.message ?? 'no result'}`)
  return body.result
}
