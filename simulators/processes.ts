import { readdir, readFile } from 'node:fs/promises'

/**
 * Process ids whose program name ends with `program` and whose arguments include `argument`,
 * read from /proc (Linux). Used to find children that libraries hide, and by tests that prove
 * nothing outlives the lab.
 */
export async function findProcesses(program: string, argument: string): Promise<number[]> {
  const pids: number[] = []
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')
    const args = cmdline.split('\0')
    if (args[0]?.endsWith(program) && args.includes(argument)) pids.push(Number(entry))
  }
  return pids
}
