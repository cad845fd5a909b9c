import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { recordedActionSchema } from '../../scenarios/recorded/actionSchema'
import { type Recording, recordingSource } from '../../scenarios/recorded/recording'
import type { Simulator, SimulatorStatus } from '../../simulators/types'

export const RECORDER = 'recorder'

const recordingSchema = z.object({
  id: z.string().regex(/^recorded-[a-z0-9-]{1,60}$/),
  title: z.string().min(1).max(200),
  expected: z.string().max(500),
  actions: z.array(recordedActionSchema).min(1).max(500),
})

/** `recorded-connect-alpha` → `connectAlpha`, a module name for the index's import. */
const importName = (file: string) =>
  file
    .replace(/\.ts$/, '')
    .replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())
    .replace(/^[^a-z]/i, 'r')

/** The index that lists every recorded file, rewritten after each save. */
function indexSource(files: readonly string[]): string {
  const imports = files.map((f) => `import ${importName(f)} from './${f.replace(/\.ts$/, '')}'`)
  return `// Written by the lab's recorder (main/host/recorderSimulator.ts): one import per recorded file.
import type { LabScenarioContext } from '../runner/labScenarioContext'
import type { Scenario } from '../runner/scenario'
${imports.join('\n')}${imports.length ? '\n' : ''}
/** Scenarios QA recorded in the lab. */
export const recordedScenarios: readonly Scenario<LabScenarioContext>[] = [${files.map(importName).join(', ')}]
`
}

/**
 * The recorder's Node side, run as a lab "simulator" so the demo page reaches it through the
 * same command channel: `save` checks a recording and writes `scenarios/recorded/<id>.ts`
 * (and the folder's index), `get` hands a recording saved this session back for a replay
 * before the lab is rebuilt.
 *
 * @example
 * ```ts
 * const recorder = createRecorderSimulator({ dir: 'scenarios/recorded' })
 * await recorder.command('save', { id: 'recorded-connect', title: 'Connect', expected: '', actions })
 * ```
 */
export function createRecorderSimulator(options: { dir: string }): Simulator {
  const saved = new Map<string, Recording>()
  let running = false
  const save = async (params: unknown) => {
    const recording = recordingSchema.parse(params) as Recording
    await mkdir(options.dir, { recursive: true })
    const file = `${recording.id}.ts`
    await writeFile(join(options.dir, file), recordingSource(recording))
    const files = (await readdir(options.dir))
      .filter((f) => f.startsWith('recorded-') && f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .sort()
    await writeFile(join(options.dir, 'index.ts'), indexSource(files))
    saved.set(recording.id, recording)
    return { path: `scenarios/recorded/${file}` }
  }
  return {
    name: RECORDER,
    start: async () => {
      running = true
    },
    stop: async () => {
      running = false
    },
    status: (): SimulatorStatus => ({
      name: RECORDER,
      state: running ? 'running' : 'stopped',
      info: { saved: saved.size },
    }),
    async command(command, params) {
      if (command === 'save') return save(params)
      if (command === 'get') {
        const id = z.object({ id: z.string() }).parse(params).id
        const recording = saved.get(id)
        if (!recording) throw new Error(`no recording "${id}" in this lab session`)
        return recording
      }
      throw new Error(`the recorder has no command "${command}"`)
    },
  }
}
