import { z } from 'zod'

// No JIT: the host page's strict CSP refuses zod's `new Function` probe, which runs when the
// first schema is built; this module may be the first to build one (see frameProtocol.ts).
z.config({ jitless: true })

/**
 * The shape of one recorded action (see recording.ts), checked where a recording crosses a
 * boundary: the demo frame's messages to the lab, and the lab's save to disk.
 */
export const recordedActionSchema = z.discriminatedUnion('do', [
  z.object({ do: z.literal('click'), role: z.string().max(40), name: z.string().max(300) }),
  z.object({ do: z.literal('type'), name: z.string().max(300), text: z.string().max(2_000) }),
  z.object({ do: z.literal('expectText'), text: z.string().min(1).max(300) }),
  z.object({ do: z.literal('clock'), ms: z.number().nonnegative() }),
  z.object({
    do: z.literal('fault'),
    simulator: z.string().max(40),
    key: z.string().max(200),
    rule: z.record(z.string(), z.unknown()),
  }),
  z.object({ do: z.literal('clearFaults'), simulator: z.string().max(40) }),
  z.object({
    do: z.literal('wallet'),
    wallet: z.string().max(40),
    patch: z.record(z.string(), z.unknown()),
  }),
])
