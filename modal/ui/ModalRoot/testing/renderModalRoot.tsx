import { render } from '@testing-library/react'
import { createTestPortico, type TestPorticoOptions } from '../../views/testing/createTestPortico'
import { ModalRoot } from '../ModalRoot'

/**
 * For tests: a fresh test Portico (an empty wallet listing unless routes say otherwise) with
 * `ModalRoot` rendered for it.
 *
 * @example
 * ```tsx
 * const { portico, container } = renderModalRoot()
 * act(() => portico.open())
 * ```
 */
export function renderModalRoot(params: TestPorticoOptions = {}) {
  const test = createTestPortico({
    routes: { 'GET /getWallets': { json: { data: [], count: 0 } } },
    ...params,
  })
  const { container } = render(<ModalRoot portico={test.portico} services={test.services} />)
  return { ...test, container }
}
