import { describe, expect, it, vi } from 'vitest'
import type { LabBridge } from '../bridge/labBridge'
import { HostFrameStore } from '../hostFrame/hostFrameStore'
import { LabStore } from '../lab/labStore'
import { RecorderStore, recordingId } from './recorderStore'

function setup() {
  const call = vi.fn(async () => ({ path: 'scenarios/recorded/recorded-connect.ts' }))
  const lab = new LabStore({ call } as unknown as LabBridge)
  const frame = new HostFrameStore(lab)
  return { call, frame, recorder: new RecorderStore(lab, frame) }
}

describe('RecorderStore', () => {
  it('default: Record pauses the clock, collects actions, Save writes them', async () => {
    const { call, frame, recorder } = setup()
    recorder.start()
    expect(frame.clockPaused).toBe(true)
    recorder.note({ do: 'click', role: 'button', name: 'Connect Wallet' })
    recorder.note({ do: 'type', name: 'Search wallet', text: 'a' })
    recorder.note({ do: 'type', name: 'Search wallet', text: 'alp' })
    recorder.note({ do: 'clock', ms: 1_000 })
    recorder.stop()
    recorder.note({ do: 'clock', ms: 5 })
    await recorder.save('Connect', 'connected')
    expect(call).toHaveBeenCalledWith('simulators.command', {
      name: 'recorder',
      command: 'save',
      params: {
        id: 'recorded-connect',
        title: 'Connect',
        expected: 'connected',
        actions: [
          { do: 'click', role: 'button', name: 'Connect Wallet' },
          { do: 'type', name: 'Search wallet', text: 'alp' },
          { do: 'clock', ms: 1_000 },
        ],
      },
    })
    expect(recorder.saved).toEqual({
      id: 'recorded-connect',
      path: 'scenarios/recorded/recorded-connect.ts',
    })
  })

  it('parameters: the id is the title in lower-case words joined by hyphens', () => {
    expect(recordingId('Connect Alpha, see the NAME!')).toBe('recorded-connect-alpha-see-the-name')
    expect(recordingId('***')).toBe('recorded-untitled')
  })
})
