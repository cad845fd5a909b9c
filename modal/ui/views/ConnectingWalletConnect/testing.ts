import type { PairingUriSource } from './pairingSource'

/** A scriptable pairing port for view tests: emit URIs, count attempts, fail on demand. */
export class FakePairingPort implements PairingUriSource {
  currentUri: { uri: string } | undefined
  connectCalls = 0
  resets = 0
  connectError: unknown
  private readonly listeners = new Set<(pairing: { uri: string }) => void>()

  on(_event: 'uri', listener: (pairing: { uri: string }) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  async connect(): Promise<unknown> {
    this.connectCalls++
    if (this.connectError) throw this.connectError
    return this.currentUri
  }

  reset(): void {
    this.resets++
  }

  /** Shows a new URI, as the connector does on its first proposal and on each refresh. */
  emit(uri: string): void {
    this.currentUri = { uri }
    for (const listener of this.listeners) listener({ uri })
  }
}
