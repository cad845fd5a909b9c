import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'
import { ConnectingSiwe } from './ConnectingSiwe'

describe('ConnectingSiwe', () => {
  afterEach(cleanup)

  it('default: an honest "not available yet" state, no fake sign-in', () => {
    const { portico, services } = createTestPortico()
    render(<ConnectingSiwe portico={portico} services={services} />)
    expect(
      screen.getByRole('region', { name: 'Sign-in with Ethereum is not available yet.' }),
    ).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
