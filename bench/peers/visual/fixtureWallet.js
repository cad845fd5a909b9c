// The same injected wallet for both peers: an EIP-6963 announcement of "Fixture Wallet".
// `?view=account` connects it (Anvil's first dev account); `&chain=999` puts it on a chain the
// page does not offer. It signs nothing: the shots are of views, not of requests.
const params = new URLSearchParams(location.search)
export const FIXTURE_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chainId = `0x${Number(params.get('chain') ?? 1).toString(16)}`
const icon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="20" fill="#6c2bd9"/><text x="48" y="62" font-size="44" font-family="sans-serif" font-weight="700" fill="#fff" text-anchor="middle">F</text></svg>',
  )
const provider = {
  request: async ({ method }) => {
    if (method === 'eth_chainId') return chainId
    if (method === 'eth_accounts' || method === 'eth_requestAccounts')
      return params.get('view') === 'account' ? [FIXTURE_ADDRESS] : []
    if (method === 'wallet_requestPermissions' || method === 'wallet_getPermissions')
      return [{ parentCapability: 'eth_accounts' }]
    if (method === 'eth_getBalance') return '0xab54a98ceb1f0ad0'
    if (method === 'eth_blockNumber') return '0x1'
    throw Object.assign(new Error('not in this fixture'), { code: 4200 })
  },
  on() {},
  removeListener() {},
}
const detail = Object.freeze({
  info: {
    uuid: '8a1c3c9e-6a55-4a0e-9d3b-000000000001',
    name: 'Fixture Wallet',
    icon,
    rdns: 'dev.portico.fixture',
  },
  provider,
})
const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
window.addEventListener('eip6963:requestProvider', announce)
announce()
