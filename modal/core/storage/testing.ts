import { createMemoryStorage, type KeyValueStorage } from '../deps'

/** A storage that records every key read and written, for "no I/O" and persistence tests. */
export interface RecordingStorage extends KeyValueStorage {
  readonly reads: string[]
  readonly writes: string[]
  /** Raw access to the underlying values, bypassing the log. */
  readonly raw: KeyValueStorage
}

/** Wraps a memory storage and records reads and writes. */
export function createRecordingStorage(): RecordingStorage {
  const raw = createMemoryStorage()
  const reads: string[] = []
  const writes: string[] = []
  return {
    reads,
    writes,
    raw,
    getItem: (key) => {
      reads.push(key)
      return raw.getItem(key)
    },
    setItem: (key, value) => {
      writes.push(key)
      raw.setItem(key, value)
    },
    removeItem: (key) => {
      writes.push(key)
      raw.removeItem(key)
    },
  }
}

/** A storage whose writes always fail the way a full localStorage does. */
export function createFullStorage(): KeyValueStorage {
  const base = createMemoryStorage()
  return {
    getItem: (key) => base.getItem(key),
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    },
    removeItem: (key) => base.removeItem(key),
  }
}
