import { describe, expect, it } from 'vitest'
import type { SimulatorStatus } from '../../../simulators/types'
import { InboxStore } from './inboxStore'

function labWith(state: SimulatorStatus['state'], sent: unknown) {
  const calls: string[] = []
  const lab = {
    status: (name: string) => ({ name, state, info: {} }),
    command: async (name: string, command: string) => {
      calls.push(`${name} ${command}`)
      return sent
    },
  }
  return { lab, calls }
}

describe('InboxStore', () => {
  it('default: lists the auth frame e-mails newest first', async () => {
    const sent = [
      { to: 'a@x.test', kind: 'otp', code: '111111', at: 1 },
      { to: 'a@x.test', kind: 'device', link: 'http://127.0.0.1:1/device/t', at: 2 },
    ]
    const { lab, calls } = labWith('running', sent)
    const inbox = new InboxStore(lab)
    await inbox.refresh()
    expect(calls).toEqual(['auth-frame inbox'])
    expect(inbox.emails.map((m) => m.kind)).toEqual(['device', 'otp'])
  })

  it('behavior: asks nothing while the auth frame is stopped, and ignores a malformed answer', async () => {
    const stopped = labWith('stopped', [])
    const inbox = new InboxStore(stopped.lab)
    await inbox.refresh()
    expect(stopped.calls).toEqual([])
    const odd = labWith('running', { not: 'a list' })
    const other = new InboxStore(odd.lab)
    await other.refresh()
    expect(other.emails).toEqual([])
  })
})
