import type { FakeRoute } from '../../core/services/testing/fakeFetch'
import {
  connectTestWallet,
  createTestPortico,
  type TestPortico,
} from '../../ui/views/testing/createTestPortico'

/** Routes of a Blockchain API whose registry holds `taken.portico.id` only. */
export function nameRoutes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /v1/supported-chains': { json: { http: ['eip155:1', 'eip155:8453'], ws: [] } },
    'GET /v1/profile/account/taken.portico.id': {
      json: { name: 'taken.portico.id', addresses: {}, attributes: [] },
    },
    'GET /v1/profile/account/bobby-lab.portico.id': { status: 404, json: {} },
    'GET /v1/profile/suggestions/bobby-lab': {
      json: {
        suggestions: [
          { name: 'bobby-lab.portico.id', registered: false },
          { name: 'bobby-lab1.portico.id', registered: false },
          { name: 'thebobby-lab.portico.id', registered: true },
        ],
      },
    },
    'GET /v1/profile/suggestions/taken': { json: { suggestions: [] } },
    'POST /v1/profile/account': { json: { success: true } },
    ...overrides,
  }
}

/**
 * A connected test Portico on eip155:1 whose wallet signs messages, over {@link nameRoutes}.
 *
 * @example
 * ```ts
 * const test = await connectedNamesPortico()
 * ```
 */
export async function connectedNamesPortico(
  overrides: Record<string, FakeRoute> = {},
): Promise<TestPortico & { signed: string[] }> {
  const test = createTestPortico({ routes: nameRoutes(overrides) })
  const signed: string[] = []
  test.adapter.signMessage = async ({ message }) => {
    signed.push(message)
    return `0x${'cd'.repeat(65)}`
  }
  await connectTestWallet(test)
  test.portico.open({ view: 'RegisterAccountName' })
  return { ...test, signed }
}
