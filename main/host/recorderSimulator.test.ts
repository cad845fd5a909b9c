import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Recording } from '../../scenarios/recorded/recording'
import { createRecorderSimulator } from './recorderSimulator'

let dir: string | undefined
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
  dir = undefined
})

const recording: Recording = {
  id: 'recorded-connect-alpha',
  title: 'Connect Alpha',
  expected: 'connected as alice.portico.id',
  actions: [
    { do: 'click', role: 'button', name: 'Connect Wallet' },
    { do: 'expectText', text: 'alice.portico.id' },
  ],
}

describe('createRecorderSimulator', () => {
  it('default: save writes the scenario file and lists it in the index; get returns it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'recorded-'))
    const recorder = createRecorderSimulator({ dir })
    await expect(recorder.command?.('save', recording)).resolves.toEqual({
      path: 'scenarios/recorded/recorded-connect-alpha.ts',
    })
    const source = await readFile(join(dir, 'recorded-connect-alpha.ts'), 'utf8')
    expect(source).toContain("import { recordedScenario } from './recording'")
    expect(source).toContain('"name": "Connect Wallet"')
    const index = await readFile(join(dir, 'index.ts'), 'utf8')
    expect(index).toContain("import recordedConnectAlpha from './recorded-connect-alpha'")
    expect(index).toContain('= [recordedConnectAlpha]')
    await expect(recorder.command?.('get', { id: recording.id })).resolves.toEqual(recording)
  })

  it('behavior: a recording that is not well formed is refused and nothing is written', async () => {
    dir = await mkdtemp(join(tmpdir(), 'recorded-'))
    const recorder = createRecorderSimulator({ dir })
    await expect(recorder.command?.('save', { ...recording, id: '../escape' })).rejects.toThrow()
    await expect(
      recorder.command?.('save', { ...recording, actions: [{ do: 'eval', code: 'x' }] }),
    ).rejects.toThrow()
    await expect(recorder.command?.('get', { id: 'recorded-none' })).rejects.toThrow(
      'no recording "recorded-none"',
    )
  })
})
