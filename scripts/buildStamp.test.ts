import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { inputsFingerprint, isBuildUpToDate, writeBuildStamp } from './buildStamp'

let root = ''
const inputs = ['renderer', 'main']

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'portico-stamp-'))
  await mkdir(join(root, 'renderer/src'), { recursive: true })
  await mkdir(join(root, 'main'), { recursive: true })
  await mkdir(join(root, 'out'), { recursive: true })
  await writeFile(join(root, 'renderer/src/App.tsx'), 'export {}')
  await writeFile(join(root, 'main/index.ts'), 'export {}')
})
afterEach(() => rm(root, { recursive: true, force: true }))

async function stamped(): Promise<string> {
  const fingerprint = await inputsFingerprint(root, inputs)
  await writeBuildStamp(root, 'out', fingerprint)
  return fingerprint
}

describe('build stamp', () => {
  it('default: a fresh clone (no stamp) is not up to date; a stamped build of the same inputs is', async () => {
    const fingerprint = await inputsFingerprint(root, inputs)
    expect(await isBuildUpToDate(root, 'out', fingerprint)).toBe(false)
    await stamped()
    expect(await isBuildUpToDate(root, 'out', await inputsFingerprint(root, inputs))).toBe(true)
  })

  it('behavior: an edited, touched, added or removed source makes the build stale', async () => {
    const changes: Array<() => Promise<unknown>> = [
      () => writeFile(join(root, 'renderer/src/App.tsx'), 'export const a = 1'),
      () => utimes(join(root, 'main/index.ts'), new Date(), new Date(Date.now() + 5_000)),
      () => writeFile(join(root, 'main/extra.ts'), ''),
      () => rm(join(root, 'main/extra.ts')),
    ]
    for (const change of changes) {
      await stamped()
      await change()
      expect(await isBuildUpToDate(root, 'out', await inputsFingerprint(root, inputs))).toBe(false)
    }
  })

  it('behavior: tests and dependencies are not build inputs', async () => {
    const fingerprint = await stamped()
    await writeFile(join(root, 'renderer/src/App.test.tsx'), 'test')
    await mkdir(join(root, 'renderer/node_modules'), { recursive: true })
    await writeFile(join(root, 'renderer/node_modules/x.js'), '')
    expect(await inputsFingerprint(root, inputs)).toBe(fingerprint)
  })
})
