import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { pollUntil } from '../../scenarios/runner/waits'
import { freePort } from '../../simulators/freePort'

/** A running `next start` of a built example. */
export interface NextServer {
  url: string
  close(): Promise<void>
}

/**
 * Starts the built Next.js example in `app` with its own `next start` on a free 127.0.0.1
 * port, with NODE_OPTIONS and NODE_ENV of the test runner left out (as exampleApps' `npm`
 * does), and resolves once it answers. Every page is then rendered as a visitor's request
 * would be: per request for dynamic routes, from the build for prerendered ones.
 *
 * @example
 * ```ts
 * const server = await startNextServer(app)
 * await page.goto(server.url)
 * await server.close()
 * ```
 */
export async function startNextServer(app: string): Promise<NextServer> {
  const port = await freePort()
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(NODE_OPTIONS|NODE_ENV|npm_.*)$/i.test(key)),
  )
  const bin = join(app, 'node_modules', 'next', 'dist', 'bin', 'next')
  const child = spawn(process.execPath, [bin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: app,
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += String(chunk)))
  child.stderr?.on('data', (chunk) => (output += String(chunk)))
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
  try {
    await pollUntil(
      `next start to answer on ${url}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`next start exited:\n${output}`)
        return fetch(url).then(
          () => true,
          () => false,
        )
      },
      { intervalMs: 200, seen: () => output },
    )
    return { url, close }
  } catch (error) {
    await close()
    throw error
  }
}
