import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Component tests render into one shared document: unmount after each test so none leaks.
afterEach(cleanup)
