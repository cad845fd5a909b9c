// The same injected wallet for both peers: an EIP-6963 announcement of "Fixture Wallet"
// (never asked anything here: the shots are of the Connect view, before any click).
const icon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="20" fill="#6c2bd9"/><text x="48" y="62" font-size="44" font-family="sans-serif" font-weight="700" fill="#fff" text-anchor="middle">F</text></svg>',
  )
const provider = {
  request: async ({ method }) => {
    if (method === 'eth_chainId') return '0x1'
    if (method === 'eth_accounts') return []
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
