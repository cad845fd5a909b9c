import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { WAIT_CEILING_MS } from './scenarios/runner/patience'

// Component tests render into one shared document: unmount after each test so none leaks.
afterEach(cleanup)

// Testing Library's waitFor and findBy* give up after 1 s by default: too short for a loaded
// runner. On time-out they report the last error and the DOM they saw.
configure({ asyncUtilTimeout: WAIT_CEILING_MS })
