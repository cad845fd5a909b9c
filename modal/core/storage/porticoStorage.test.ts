import { describe, expect, it } from 'vitest'
import { createMemoryStorage, type KeyValueStorage, silentLogger } from '../deps'
import { PorticoStorage } from './porticoStorage'
import { connectorIdKey, STORAGE_CODECS, STORAGE_PREFIX, type StorageKey } from './storageSchema'
import { createFullStorage, createRecordingStorage } from './testing'

function setup(backend: KeyValueStorage = createMemoryStorage()) {
  return { backend, storage: new PorticoStorage(backend, silentLogger) }
}

describe('PorticoStorage', () => {
  it('default: construction reads nothing', () => {
    const backend = createRecordingStorage()
    new PorticoStorage(backend, silentLogger)
    expect(backend.reads).toEqual([])
  })

  it('default: every key is stored under the @portico/ prefix', () => {
    const { backend, storage } = setup()
    storage.set('activeNamespace', 'solana')
    expect(backend.getItem('@portico/activeNamespace')).toBe('solana')
    expect(STORAGE_PREFIX).toBe('@portico/')
  })

  it('behavior: storage keeps exactly the SPEC §3 list', () => {
    expect(Object.keys(STORAGE_CODECS).sort()).toEqual(
      [
        'deepLinkChoice',
        'activeNamespace',
        'activeCaipNetworkId',
        connectorIdKey('eip155'),
        connectorIdKey('solana'),
        connectorIdKey('polkadot'),
        connectorIdKey('bip122'),
        'recentWallets',
        'connectedSocial',
        'connectionStatus',
        'connectedNamespaces',
        'balanceCache',
        'nativeBalanceCache',
        'reverseNameCache',
        'identityCache',
        'emailLoginUsed',
        'email',
        'socialUsername',
        'lastEmailLoginTime',
        'lastUsedChainId',
        'smartAccountEnabledNetworks',
      ].sort(),
    )
  })

  it('behavior: typed values round-trip through every kind of key', () => {
    const { storage } = setup()
    storage.set('deepLinkChoice', { href: 'wc://', name: 'Wallet' })
    storage.set('activeCaipNetworkId', 'eip155:8453')
    storage.set(connectorIdKey('eip155'), 'injected')
    storage.set('recentWallets', [{ id: 'a', name: 'A' }])
    storage.set('emailLoginUsed', true)
    storage.set('lastEmailLoginTime', 1234)
    storage.set('connectedNamespaces', ['eip155', 'solana'])
    storage.set('connectedSocial', 'github')
    expect(storage.get('deepLinkChoice')).toEqual({ href: 'wc://', name: 'Wallet' })
    expect(storage.get('activeCaipNetworkId')).toBe('eip155:8453')
    expect(storage.get(connectorIdKey('eip155'))).toBe('injected')
    expect(storage.get('recentWallets')).toEqual([{ id: 'a', name: 'A' }])
    expect(storage.get('emailLoginUsed')).toBe(true)
    expect(storage.get('lastEmailLoginTime')).toBe(1234)
    expect(storage.get('connectedNamespaces')).toEqual(['eip155', 'solana'])
    expect(storage.get('connectedSocial')).toBe('github')
  })

  it('behavior: smart-account-enabled networks are stored comma joined', () => {
    const { backend, storage } = setup()
    storage.set('smartAccountEnabledNetworks', [1, 8453])
    expect(backend.getItem('@portico/smartAccountEnabledNetworks')).toBe('1,8453')
    expect(storage.get('smartAccountEnabledNetworks')).toEqual([1, 8453])
  })

  it('behavior: garbage in any key reads as undefined without throwing', () => {
    const { backend, storage } = setup()
    const keys = Object.keys(STORAGE_CODECS) as StorageKey[]
    for (const key of keys) backend.setItem(PorticoStorage.fullKey(key), '{not json]]')
    for (const key of keys) {
      // Plain-string keys accept any non-empty text; every structured key must reject it.
      const plain =
        ['email', 'socialUsername', 'lastUsedChainId'].includes(key) ||
        key.startsWith('connectedConnectorId')
      expect(() => storage.get(key)).not.toThrow()
      if (!plain) expect(storage.get(key), key).toBeUndefined()
    }
  })

  it('behavior: well-formed JSON of the wrong shape is ignored', () => {
    const { backend, storage } = setup()
    backend.setItem('@portico/recentWallets', JSON.stringify([{ name: 3 }]))
    backend.setItem('@portico/activeNamespace', 'cosmos')
    backend.setItem('@portico/activeCaipNetworkId', 'eip155:1:0xabc')
    backend.setItem('@portico/lastEmailLoginTime', 'soon')
    expect(storage.get('recentWallets')).toBeUndefined()
    expect(storage.get('activeNamespace')).toBeUndefined()
    expect(storage.get('activeCaipNetworkId')).toBeUndefined()
    expect(storage.get('lastEmailLoginTime')).toBeUndefined()
  })

  it('behavior: a stored recent-wallet list longer than 2 is cut to 2', () => {
    const { backend, storage } = setup()
    const wallets = ['a', 'b', 'c'].map((id) => ({ id, name: id }))
    backend.setItem('@portico/recentWallets', JSON.stringify(wallets))
    expect(storage.get('recentWallets')?.map((w) => w.id)).toEqual(['a', 'b'])
  })

  it('behavior: quota errors on write are swallowed', () => {
    const { storage } = setup(createFullStorage())
    expect(() => storage.set('email', 'a@b.co')).not.toThrow()
    expect(storage.get('email')).toBeUndefined()
  })

  it('behavior: a storage that throws on read reads as empty', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {},
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const { storage } = setup(throwing)
    expect(storage.get('email')).toBeUndefined()
    expect(() => storage.remove('email')).not.toThrow()
  })

  it('parameters: setting undefined removes the key', () => {
    const { backend, storage } = setup()
    storage.set('email', 'a@b.co')
    storage.set('email', undefined)
    expect(backend.getItem('@portico/email')).toBeNull()
  })

  it('behavior: caches use the TTL-cache shape of the Blockchain API client', () => {
    const { backend, storage } = setup()
    const entry = { value: { name: 'alice', avatar: null }, at: 1_000 }
    backend.setItem('@portico/identityCache', JSON.stringify({ '0xabc': entry }))
    expect(storage.get('identityCache')).toEqual({ '0xabc': entry })
  })
})
