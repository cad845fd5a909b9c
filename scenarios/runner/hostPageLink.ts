import { freshVisit } from '../evm/evmSteps'
import { findScenario } from '../index'
import { type Recording, recordedScenario } from '../recorded/recording'
import { ClockDriver } from './clockDriver'
import { connectToLab, type FrameLabClient } from './frameClient'
import type { LabScenarioContext } from './labScenarioContext'
import { captureActions } from './recordCapture'
import type { ScenarioReport } from './report'
import { type ProgressStore, runScenario } from './runScenario'
import { feedTimeline } from './timelineFeed'

/** Keeps a replay's place across a reload, per run, in the page's session storage. */
export function sessionProgress(storage: Storage, key: string): ProgressStore {
  return {
    load() {
      try {
        const raw = storage.getItem(key)
        return raw ? (JSON.parse(raw) as ScenarioReport) : undefined
      } catch {
        return undefined
      }
    },
    save(report) {
      if (report) storage.setItem(key, JSON.stringify(report))
      else storage.removeItem(key)
    },
  }
}

/**
 * Links the demo host page to the lab that frames it: the virtual clock follows real time
 * until QA pauses it, the lab's clock buttons step it, the page reports the time it shows and
 * feeds the lab's timeline, and a `?scenario=ID&run=N` in the URL is replayed here (on a held
 * clock) with every step reported to the lab. Outside a frame the clock just follows real time.
 *
 * @example
 * ```ts
 * linkHostPageToLab(window, (lab) => ({ portico, clock, ui: new ScenarioUi(document), lab, storage, wallets }))
 * ```
 */
/** The lab link of a page no lab frames: commands have nowhere to go. */
const UNLINKED: LabScenarioContext['lab'] = {
  command: () => Promise.reject(new Error('this page is not framed by the lab')),
}

/** A recording saved in this lab session (not yet built into the registry), by its id. */
async function fetchRecording(lab: FrameLabClient, id: string) {
  if (!id.startsWith('recorded-')) return undefined
  try {
    return recordedScenario((await lab.command('recorder', 'get', { id })) as Recording)
  } catch {
    return undefined
  }
}

/**
 * A replay that uses the lab's Solana chain starts on a blockhash of its own. The chain keeps
 * its blockhash until the virtual clock moves it, and every replay's clock starts at the same
 * time: the same send replayed twice (Run twice, Run all, a repeated test) was byte for byte
 * the same transaction, which the chain refuses as already processed.
 */
async function freshSolanaBlockhash(lab: FrameLabClient, simulators: readonly string[]) {
  if (simulators.includes('solana')) await lab.command('solana', 'advance')
}

/**
 * Record in the lab: the page starts from a fresh visit (as a replay will), then every click
 * and keystroke goes to the lab as a recorded action until QA stops.
 */
function linkRecorder(win: Window, lab: FrameLabClient, context: LabScenarioContext): void {
  let capture: ReturnType<typeof captureActions> | undefined
  lab.onRecord(async (on) => {
    capture?.stop()
    capture = undefined
    if (!on) return
    await freshVisit().run(context)
    capture = captureActions(win, (action) => lab.recorded(action))
    lab.recordingReady()
  })
  lab.onPickText((on) => capture?.setPicking(on))
}

export async function linkHostPageToLab(
  win: Window,
  makeContext: (lab: LabScenarioContext['lab']) => LabScenarioContext,
  /** Called once the lab is linked, e.g. to answer the lab panels' requests. */
  onLinked?: (lab: FrameLabClient) => void,
): Promise<void> {
  if (win.parent === win) {
    // Opened on its own (no lab to step it): the virtual clock simply follows real time.
    new ClockDriver(makeContext(UNLINKED).clock).setPaused(false)
    return
  }
  const lab = connectToLab(win)
  onLinked?.(lab)
  const context = makeContext(lab)
  const { clock } = context
  const params = new URL(win.location.href).searchParams
  const id = params.get('scenario')
  // A scenario's steps advance time themselves: real time must not move its clock.
  const driver = new ClockDriver(clock, (now) => lab.clockNow(now))
  driver.hold(id !== null)
  lab.onClockMode((paused) => driver.setPaused(paused))
  lab.onAdvanceClock((ms) => {
    clock.advance(ms)
    lab.clockNow(clock.now())
    lab.timeline({ at: clock.now(), kind: 'clock', title: `clock advanced ${ms} ms` })
  })
  lab.clockNow(clock.now())
  feedTimeline({
    win,
    portico: context.portico,
    wallets: context.wallets,
    post: (entry) => lab.timeline(entry),
  })

  linkRecorder(win, lab, context)
  if (!id) return
  const scenario = findScenario(id) ?? (await fetchRecording(lab, id))
  if (!scenario) {
    lab.report({
      id,
      status: 'failed',
      steps: [{ title: `unknown scenario "${id}"`, status: 'failed' }],
    })
    return
  }
  const progress = sessionProgress(
    win.sessionStorage,
    `portico-lab:replay:${id}:${params.get('run')}`,
  )
  if (!progress.load()) await freshSolanaBlockhash(lab, scenario.simulators)
  void runScenario(scenario, context, {
    progress,
    reload: () => win.location.reload(),
    ...(params.get('step') === '1' ? { beforeStep: () => lab.nextStep() } : {}),
    onReport: (report) => {
      lab.report(report)
      lab.clockNow(clock.now())
    },
  }).then((report) => {
    // Finished (not reloading): the clock goes back to what QA chose.
    if (report.status !== 'running') driver.hold(false)
  })
}
