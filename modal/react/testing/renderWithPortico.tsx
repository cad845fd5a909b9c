import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { setupPortico, type TestPortico } from '../../core/stores/testing/setup'
import { PorticoProviderBase } from '../PorticoProviderBase'
import { ModalRoot } from './standInModalRoot'

/** The provider for hook tests: the stand-in modal keeps view fetches out of them. */
export function TestProvider({ test, children }: { test: TestPortico; children?: ReactNode }) {
  return (
    <PorticoProviderBase portico={test.portico} modalRoot={ModalRoot}>
      {children}
    </PorticoProviderBase>
  )
}

/** A fresh test Portico (fake adapters, manual clock) and `ui` rendered inside its provider. */
export function renderWithPortico(ui: ReactNode, test: TestPortico = setupPortico()) {
  const view = render(<TestProvider test={test}>{ui}</TestProvider>)
  return { ...test, ...view }
}

/** Connects the fake eip155 wallet, as a visitor who picked it would. */
export async function connectFakeWallet({ portico }: TestPortico): Promise<void> {
  await portico.loadConnectors()
  await portico.connection.connect('eip155', 'injected')
}
