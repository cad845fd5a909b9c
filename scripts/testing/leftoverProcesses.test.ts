import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { findLeftovers, markTestRun, stopLeftovers, TEST_RUN_VARIABLE } from './leftoverProcesses'

/** Starts `sleep` as an orphan (its shell exits at once) marked with run `id`; its pid. */
function orphanSleep(id: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const shell = spawn('sh', ['-c', 'sleep 600 >/dev/null 2>&1 & echo $!'], {
      env: { ...process.env, [TEST_RUN_VARIABLE]: id },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    shell.stdout.on('data', (chunk) => {
      out += String(chunk)
    })
    shell.on('error', reject)
    shell.on('exit', () => resolve(Number(out.trim())))
  })
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('leftover processes', () => {
  it('default: a run keeps the id its parent run set, else makes one', () => {
    const env: NodeJS.ProcessEnv = {}
    const id = markTestRun(env)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(markTestRun(env)).toBe(id)
  })

  it('behavior: an orphan of this run is found and killed; one of another run is left alone', async () => {
    const mine = randomUUID()
    const other = randomUUID()
    const orphan = await orphanSleep(mine)
    const stranger = await orphanSleep(other)
    try {
      expect((await findLeftovers(mine)).map((left) => left.pid)).toEqual([orphan])
      const stopped = await stopLeftovers(mine, 0)
      expect(stopped).toEqual([{ pid: orphan, command: 'sleep 600' }])
      await expect.poll(() => alive(orphan)).toBe(false)
      expect(alive(stranger)).toBe(true)
      expect(await stopLeftovers(mine, 0)).toEqual([])
    } finally {
      for (const pid of [orphan, stranger]) if (alive(pid)) process.kill(pid, 'SIGKILL')
    }
  })

  it("behavior: a process still under the runner (a live worker's child) is not a leftover", async () => {
    const id = randomUUID()
    const child = spawn('sleep', ['600'], { env: { ...process.env, [TEST_RUN_VARIABLE]: id } })
    try {
      await expect.poll(() => alive(child.pid ?? 0)).toBe(true)
      expect(await findLeftovers(id)).toEqual([])
    } finally {
      child.kill('SIGKILL')
    }
  })
})
