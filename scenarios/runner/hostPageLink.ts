import { findScenario } from '../index'
import { ClockDriver } from './clockDriver'
import { connectToLab } from './frameClient'
import type { LabScenarioContext } from './labScenarioContext'
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
 * clock) with every step reported to the lab. Does nothing outside a frame.
 *
 * @example
 * ```ts
 * linkHostPageToLab(window, (lab) => ({ portico, clock, ui: new ScenarioUi(document), lab, storage, wallets }))
 * ```
 */
export function linkHostPageToLab(
  win: Window,
  makeContext: (lab: LabScenarioContext['lab']) => LabScenarioContext,
): void {
  if (win.parent === win) return
  const lab = connectToLab(win)
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

  if (!id) return
  const scenario = findScenario(id)
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
