import { z } from 'zod'
import { recordedActionSchema } from '../recorded/actionSchema'

// No JIT: zod's `new Function` probe is a CSP violation on the strict-CSP host page (issue 11
// defect 10). Set before the first schema is built, which is when the probe runs.
z.config({ jitless: true })

/**
 * Messages between the lab page and the demo host site in its iframe. The host page runs
 * Portico, its clock and the scenario steps; the lab page owns the bridge to the simulators.
 * The page is served from its own origin (browser mode), so all of it goes through here. Both
 * sides check origin, source and shape before acting on a message.
 */
const reportSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'passed', 'failed']),
  steps: z.array(
    z.object({
      title: z.string(),
      status: z.enum(['pending', 'running', 'passed', 'failed']),
      error: z.string().optional(),
      ms: z.number().optional(),
    }),
  ),
  paused: z.boolean().optional(),
})

/** One line of the lab's timeline, stamped with the demo page's virtual time. */
const timelineEntrySchema = z.object({
  at: z.number(),
  kind: z.enum(['event', 'view', 'http', 'wallet', 'chain', 'relay', 'simulator', 'clock']),
  title: z.string().max(500),
  detail: z.string().max(4_000).optional(),
})

/** The answer to one request (a simulator command, a panel request), matched by `id`. */
const replyFields = {
  id: z.number(),
  ok: z.boolean(),
  result: z.unknown().optional(),
  error: z.string().optional(),
}

export const frameToLabSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('portico-lab:ready') }),
  z.object({ type: z.literal('portico-lab:report'), report: reportSchema }),
  z.object({
    type: z.literal('portico-lab:command'),
    id: z.number(),
    name: z.string(),
    command: z.string(),
    params: z.unknown().optional(),
  }),
  z.object({ type: z.literal('portico-lab:clock-now'), now: z.number() }),
  z.object({ type: z.literal('portico-lab:panel-reply'), ...replyFields }),
  z.object({ type: z.literal('portico-lab:timeline'), entry: timelineEntrySchema }),
  z.object({ type: z.literal('portico-lab:recorded'), action: recordedActionSchema }),
  z.object({ type: z.literal('portico-lab:recording-ready') }),
])

/**
 * What the lab's panels ask of the host page (the page is on its own origin, so the lab
 * cannot reach into it): the simulated wallets and their settings, a settings change, a
 * Solana wallet's revoke, and the pairing link the modal's QR code shows.
 */
export const PANEL_ACTIONS = ['wallets', 'update', 'revoke', 'pairing-uri'] as const
export type PanelAction = (typeof PANEL_ACTIONS)[number]

export const labToFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('portico-lab:reply'), ...replyFields }),
  z.object({ type: z.literal('portico-lab:advance-clock'), ms: z.number().nonnegative() }),
  z.object({
    type: z.literal('portico-lab:panel'),
    id: z.number(),
    action: z.enum(PANEL_ACTIONS),
    params: z.unknown().optional(),
  }),
  z.object({ type: z.literal('portico-lab:clock-mode'), paused: z.boolean() }),
  z.object({ type: z.literal('portico-lab:next-step') }),
  z.object({ type: z.literal('portico-lab:record'), on: z.boolean() }),
  z.object({ type: z.literal('portico-lab:pick-text'), on: z.boolean() }),
])

export type FrameToLab = z.infer<typeof frameToLabSchema>
export type LabToFrame = z.infer<typeof labToFrameSchema>
export type TimelineEntry = z.infer<typeof timelineEntrySchema>
