import { render } from '@testing-library/react'
import { EmbeddedAuth } from '../../../../connectors/auth/embeddedAuth'
import { AUTH_URL, createFakeFrame } from '../../../../connectors/auth/testing/fakeFrame'
import type { StorageSchema } from '../../../../core/storage/storageSchema'
import {
  createTestPortico,
  type TestPortico,
  type TestPorticoOptions,
} from '../../testing/createTestPortico'
import { Connect } from '../Connect'

/** A listing of one wallet (Rainbow) in 2,005. */
export const listingRoute = {
  'GET /getWallets': { json: { data: [{ id: 'w1', name: 'Rainbow' }], count: 2005 } },
}

/** Options of {@link renderConnect}. */
export interface RenderConnectOptions extends TestPorticoOptions {
  /** False: an external wallet only (no wallet-first order); else an announced one. */
  announced?: boolean
  /** Leave the embedded wallet (e-mail and social login) out. */
  withoutAuth?: boolean
  /** Keys an earlier visit stored, written before the view renders. */
  stored?: Partial<StorageSchema>
}

/**
 * Renders the Connect view on a test Portico: the fake listing, the embedded wallet on a fake
 * frame (unless left out) and one announced wallet, the modal open.
 *
 * @example
 * ```tsx
 * const { portico } = renderConnect({ stored: { emailLoginUsed: true, email: 'a@b.co' } })
 * ```
 */
export function renderConnect(params: RenderConnectOptions = {}): TestPortico {
  const test = createTestPortico({ routes: listingRoute, ...params })
  if (!params.withoutAuth) {
    const auth = new EmbeddedAuth(test.portico, {
      authUrl: AUTH_URL,
      window: createFakeFrame().page,
    })
    test.portico.attachPorts({ auth })
  }
  if (params.announced === false) {
    test.adapter.connectors = [{ id: 'external', name: 'Hardware Wallet', type: 'EXTERNAL' }]
  } else {
    test.adapter.connectors = [
      { id: 'io.alpha', name: 'Alpha Wallet', type: 'ANNOUNCED', rdns: 'io.alpha' },
    ]
  }
  for (const [key, value] of Object.entries(params.stored ?? {})) {
    test.portico.storage.set(key as keyof StorageSchema, value as never)
  }
  test.portico.modal.open()
  render(<Connect portico={test.portico} services={test.services} />)
  return test
}
