import type { Eip1193Provider } from '../../injected/eip1193'

/** anvil's first dev account: unlocked, so anvil itself signs for it (a real wallet's work). */
export const ANVIL_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * An EIP-1193 provider that is anvil's JSON-RPC: what an extension hands a page, minus prompts
 * (its eth_accounts answers: authorised). Events are accepted and never fired.
 *
 * @example
 * ```ts
 * const provider = anvilProvider(anvil.rpcUrl)
 * await provider.request({ method: 'eth_chainId' }) // '0x7a69'
 * ```
 */
export function anvilProvider(rpcUrl: string): Eip1193Provider {
  let id = 0
  return {
    on() {},
    removeListener() {},
    async request({ method, params }) {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
      })
      const json = (await response.json()) as { result?: unknown; error?: { message: string } }
      if (json.error) throw new Error(json.error.message)
      return json.result
    },
  }
}
