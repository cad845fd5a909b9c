import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type Recording, recordedScenario, recordingSource } from './recording'

const recording: Recording = {
  id: 'recorded-vitest-roundtrip',
  title: 'Connect Alpha and see the name',
  expected: 'alice.portico.id shows',
  actions: [
    { do: 'click', role: 'button', name: 'Connect Wallet' },
    { do: 'type', name: 'Search wallet', text: 'alpha' },
    { do: 'clock', ms: 1_000 },
    { do: 'fault', simulator: 'blockchain-api', key: '*', rule: { status: 500 } },
    { do: 'expectText', text: 'alice.portico.id' },
  ],
}

describe('recordedScenario', () => {
  it('default: a fresh visit, then one plainly titled step per recorded action', () => {
    const scenario = recordedScenario(recording)
    expect(scenario.steps.map((s) => s.title)).toEqual([
      'a first visit: default wallets, no faults, nothing stored',
      'click the button "Connect Wallet"',
      'type "alpha" into "Search wallet"',
      'the clock moves on 1000 ms',
      'blockchain-api fails every route',
      'the page shows "alice.portico.id"',
    ])
  })

  it('behavior: the file the recorder writes imports back as the same scenario', async () => {
    const file = join(import.meta.dirname, `${recording.id}.ts`)
    await writeFile(file, recordingSource(recording))
    try {
      const written = (await import(`./${recording.id}.ts`)).default
      const direct = recordedScenario(recording)
      expect(written.id).toBe(direct.id)
      expect(written.expected).toBe(direct.expected)
      expect(written.steps.map((s: { title: string }) => s.title)).toEqual(
        direct.steps.map((s) => s.title),
      )
    } finally {
      await rm(file)
    }
  })
})
