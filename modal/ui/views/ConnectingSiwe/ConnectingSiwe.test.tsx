import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'
import { ConnectingSiwe } from './ConnectingSiwe'

describe('ConnectingSiwe', () => {
  afterEach(cleanup)

  it('default: renders no sign-in and no placeholder text while SIWE is not built', () => {
    const { portico, services } = createTestPortico()
    const { container } = render(<ConnectingSiwe portico={portico} services={services} />)
    expect(container.textContent).toBe('')
    expect(container.querySelector('button')).toBeNull()
  })
})
