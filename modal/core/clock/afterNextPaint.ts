/** Cancels a callback scheduled by {@link afterNextPaint}. */
export type CancelScheduled = () => void

/** A backstop: a hidden tab runs no animation frame, and the work must still happen. */
const BACKSTOP_MS = 100

type PostTask = (callback: () => void, options: { priority: 'background' }) => Promise<unknown>

/**
 * A task after the tasks already waiting: `scheduler.postTask` at background priority where the
 * browser has it (every other task, a click's or a timer's, goes first), else a timeout.
 */
function backgroundTask(run: () => void): ReturnType<typeof setTimeout> | undefined {
  const postTask = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler?.postTask
  if (!postTask) return setTimeout(run, 0)
  // Cancelled through `done`: a background task cannot be cleared like a timeout.
  void postTask
    .call((globalThis as { scheduler?: unknown }).scheduler, run, { priority: 'background' })
    .catch(() => {})
  return undefined
}

/**
 * Runs `callback` once, in a task of its own after the next frame has painted: an animation
 * frame, then a background-priority task (or after 100 ms when no frame comes, as in a hidden
 * tab; without animation frames at all, as in Node, the next timeout). Work started by a
 * visitor's action that the next frame does not need (importing a chunk, sending analytics)
 * goes here, so that it does not delay the frame that answers the action.
 *
 * This schedules around painting and is no wait the visitor sees, so it uses the platform's
 * timers, not the injected clock: a manual clock (the lab, tests) would otherwise hold the
 * work back until time was advanced.
 *
 * @example
 * ```ts
 * useEffect(() => afterNextPaint(() => void portico.loadConnectors()), [portico])
 * ```
 */
export function afterNextPaint(callback: () => void): CancelScheduled {
  let done = false
  let timeout: ReturnType<typeof setTimeout> | undefined
  let backstop: ReturnType<typeof setTimeout> | undefined
  let frameId: number | undefined
  const run = () => {
    if (done) return
    done = true
    clearTimeout(backstop)
    clearTimeout(timeout)
    callback()
  }
  const frame = globalThis.requestAnimationFrame
  if (frame) {
    backstop = setTimeout(run, BACKSTOP_MS)
    frameId = frame(() => {
      timeout = backgroundTask(run)
    })
  } else {
    timeout = setTimeout(run, 0)
  }
  return () => {
    done = true
    clearTimeout(backstop)
    clearTimeout(timeout)
    if (frameId !== undefined) globalThis.cancelAnimationFrame?.(frameId)
  }
}
