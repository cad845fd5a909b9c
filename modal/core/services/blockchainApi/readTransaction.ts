import { readProperty } from '../../validation/result'
import { numericField, stringField } from './fields'

/** Reads the `tx` of a build answer field by field, so that a malformed answer degrades to "". */
export function readTransaction(body: unknown) {
  const tx = readProperty(body, 'tx')
  const eip155 = readProperty(tx, 'eip155')
  return {
    string: (key: string) => stringField(tx, key),
    number: (key: string) => numericField(tx, key),
    eip155: (key: string) => numericField(eip155, key),
  }
}
