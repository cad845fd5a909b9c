import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../../core/errors/porticoError'
import { FRAME_PREFIX, FRAME_REQUEST_TYPES } from './frameMessages'
import { AUTH_URL, createTestFrameClient, SITE_ORIGIN } from './testing/fakeFrame'

async function loaded(answers?: Parameters<typeof createTestFrameClient>[0]) {
  const test = createTestFrameClient(answers)
  const loading = test.client.load()
  test.fake.ready(4)
  await loading
  return test
}

const connected = { IS_CONNECTED: () => ({ ok: true as const, payload: { isConnected: true } }) }

describe('FrameClient', () => {
  it('default: mounts a hidden frame of the auth origin that names the page origin, READY carries the version', async () => {
    const { fake, client } = await loaded()
    expect(fake.mounted?.src).toBe(
      `${AUTH_URL}/frame.html?origin=${encodeURIComponent(SITE_ORIGIN)}`,
    )
    expect(client.version).toBe(4)
  })

  it('behavior: each request carries a fresh id and settles on the reply with that id', async () => {
    const { client, fake } = await loaded(connected)
    const [a, b] = await Promise.all([
      client.request('IS_CONNECTED', undefined),
      client.request('IS_CONNECTED', undefined),
    ])
    expect(a).toEqual({ isConnected: true })
    expect(b).toEqual({ isConnected: true })
    expect(fake.sent.map((m) => m.type)).toEqual(['@w3m-app/IS_CONNECTED', '@w3m-app/IS_CONNECTED'])
    expect(new Set(fake.sent.map((m) => m.id)).size).toBe(2)
    expect(fake.sent.every((m) => m.targetOrigin === AUTH_URL)).toBe(true)
  })

  it('behavior: an error reply without a message rejects with "An error occurred"', async () => {
    const { client } = await loaded({ CONNECT_OTP: () => ({ ok: false }) })
    await expect(client.request('CONNECT_OTP', { otp: '1' })).rejects.toMatchObject({
      shortMessage: 'An error occurred',
    })
  })

  it('behavior: an e-mail request unanswered for 30 s rejects with "Request was aborted"', async () => {
    const { client, clock } = await loaded()
    const pending = client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    const settled = pending.catch((e: unknown) => e)
    clock.advance(29_999)
    clock.advance(1)
    const error = await settled
    expect(isPorticoError(error, 'REQUEST_ABORTED')).toBe(true)
    expect((error as Error).message).toMatch(/^Request was aborted/)
  })

  it('behavior: a frame that never says READY fails with "Unable to load email login dependency"', async () => {
    const { client, clock, fake } = createTestFrameClient()
    const loading = client.load().catch((e: unknown) => e)
    clock.advance(30_000)
    expect((await loading) as Error).toMatchObject({
      shortMessage: 'Unable to load email login dependency',
    })
    expect(fake.mounted).toBeUndefined()
  })

  it('behavior: a request before the frame is mounted fails with "W3mFrame: iframe is not set"', async () => {
    const { client } = createTestFrameClient()
    await expect(client.request('IS_CONNECTED', undefined)).rejects.toMatchObject({
      shortMessage: 'W3mFrame: iframe is not set',
    })
  })

  it('behavior: destroy aborts what is in flight and stops listening', async () => {
    const { client, fake } = await loaded()
    const pending = client.request('GET_CHAIN_ID', undefined).catch((e: unknown) => e)
    client.destroy()
    expect(await pending).toMatchObject({ shortMessage: 'Request was aborted' })
    expect(fake.listening).toBe(false)
  })

  it('behavior: a reply from another origin, another window, of the wrong shape or type is dropped', async () => {
    const { client, fake } = await loaded()
    const pending = client.request('IS_CONNECTED', undefined)
    const id = fake.sent[0]!.id
    const good = { type: `${FRAME_PREFIX}IS_CONNECTED_SUCCESS`, id, payload: { isConnected: true } }
    fake.reply({ ...good, payload: { isConnected: false } }, { origin: 'https://evil.test' })
    fake.reply({ ...good, payload: { isConnected: false } }, { source: {} })
    fake.reply({ ...good, payload: { isConnected: 'yes' } })
    fake.reply({ ...good, type: `${FRAME_PREFIX}GET_CHAIN_ID_SUCCESS`, payload: { chainId: 1 } })
    fake.reply(good)
    expect(await pending).toEqual({ isConnected: true })
  })

  it('behavior: fuzzed hostile messages settle nothing and never throw', async () => {
    const { client, fake } = await loaded()
    let settled = false
    void client.request('GET_USER', { chainId: 1 }).then(
      () => (settled = true),
      () => (settled = true),
    )
    const id = fake.sent[0]!.id
    const type = fc.oneof(
      fc.constantFrom(...FRAME_REQUEST_TYPES).map((t) => `${FRAME_PREFIX}${t}_SUCCESS`),
      fc.constantFrom(`${FRAME_PREFIX}GET_USER_SUCCESS`, `${FRAME_PREFIX}GET_USER_ERROR`),
      fc.string(),
    )
    const message = fc.record({
      type,
      id: fc.oneof(fc.constant(id), fc.string()),
      payload: fc.anything(),
    })
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), message),
        fc.constantFrom('https://evil.test', 'null', AUTH_URL),
        fc.boolean(),
        (data, origin, rightWindow) => {
          // Only a message both from the frame and fitting a schema may settle: keep those out.
          const fromFrame = origin === AUTH_URL && rightWindow
          if (fromFrame) return
          fake.reply(data, { origin, source: rightWindow ? fake.frameWindow : {} })
        },
      ),
    )
    // Well-formed sources with malformed GET_USER payloads are dropped too.
    fc.assert(
      fc.property(fc.anything(), (payload) => {
        const user = payload as { address?: unknown }
        if (typeof user === 'object' && user !== null && typeof user.address === 'string') return
        fake.reply({ type: `${FRAME_PREFIX}GET_USER_SUCCESS`, id, payload })
      }),
    )
    await Promise.resolve()
    expect(settled).toBe(false)
  })

  it('behavior: reload aborts what is in flight and waits for the fresh READY', async () => {
    const { client, fake } = await loaded({ RELOAD: () => ({ ok: true as const, payload: {} }) })
    const waiting = client.request('CONNECT_FARCASTER', undefined).catch((e: unknown) => e)
    let reloaded = false
    const reloading = client.reload().then(() => (reloaded = true))
    expect(await waiting).toMatchObject({ shortMessage: 'Request was aborted' })
    await Promise.resolve()
    await Promise.resolve()
    expect(fake.sent.at(-1)?.type).toBe('@w3m-app/RELOAD')
    expect(reloaded).toBe(false)
    fake.ready(4)
    await reloading
    expect(reloaded).toBe(true)
  })

  it('behavior: a reloaded page that never says READY fails at 30 s with "Unable to load email login dependency" and is removed', async () => {
    const { client, fake, clock } = await loaded({
      RELOAD: () => ({ ok: true as const, payload: {} }),
    })
    const reloading = client.reload().catch((e: unknown) => e)
    await Promise.resolve()
    await Promise.resolve()
    clock.advance(30_000)
    expect(await reloading).toMatchObject({ shortMessage: 'Unable to load email login dependency' })
    expect(fake.mounted).toBeUndefined()
    expect(fake.listening).toBe(false)
  })
})
