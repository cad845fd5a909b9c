import { ManualClock } from '../../core/clock/manualClock'
import { createMemoryStorage } from '../../core/deps'
import { ANALYTICS_ROUTES } from '../../core/events/testing/recordEvents'
import type { SiwxConfig } from '../../core/options/options'
import { createTestPortico, type TestPortico } from '../../ui/views/testing/createTestPortico'
import { createLocalSiwx } from './localSiwx'

/** What {@link createSiwxTestPortico} answers: the test Portico, its siwx and what was signed. */
export type SiwxTest = TestPortico & { siwx: SiwxConfig; signed: string[] }

/**
 * A test Portico with the built-in local SIWX (memory storage, a clock at the test clock's
 * start) and a wallet that signs messages; `wrap` may change the config (failing reads, say).
 *
 * @example
 * ```ts
 * const test = createSiwxTestPortico({ required: true })
 * await connectTestWallet(test)
 * ```
 */
export function createSiwxTestPortico(
  params: { required?: boolean; wrap?: (siwx: SiwxConfig) => SiwxConfig } = {},
): SiwxTest {
  const local = createLocalSiwx({
    storage: createMemoryStorage(),
    clock: new ManualClock(1_000_000),
    random: () => 0.5,
    domain: 'shop.test',
    uri: 'https://shop.test',
    statement: 'Sign in to Demo Shop',
    required: params.required,
  })
  const siwx = params.wrap ? params.wrap(local) : local
  const test = createTestPortico({
    routes: ANALYTICS_ROUTES,
    options: {
      metadata: { name: 'Demo Shop', description: '', url: 'https://shop.test', icons: [] },
      siwx,
    },
  })
  const signed: string[] = []
  test.adapter.signMessage = async ({ message }) => {
    signed.push(message)
    return `0x${'ab'.repeat(65)}`
  }
  return { ...test, siwx, signed }
}
