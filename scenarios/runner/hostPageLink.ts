import { findScenario } from '../index'
import { connectToLab, type FrameLabClient } from './frameClient'
import type { LabScenarioContext } from './labScenarioContext'
import type { ScenarioReport } from './report'
import { type ProgressStore, runScenario } from './runScenario'

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
 * Links the demo host page to the lab that frames it: the lab's clock buttons advance the
 * page's virtual clock, the page reports the time it shows, and a `?scenario=ID&run=N` in the
 * URL is replayed here with every step reported to the lab. Does nothing outside a frame.
 *
 * @example
 * ```ts
 * linkHostPageToLab(window, (lab) => ({ portico, clock, ui: new ScenarioUi(document), lab, storage, wallets }))
 * ```
 */
export function linkHostPageToLab(
  win: Window,
  makeContext: (lab: FrameLabClient) => LabScenarioContext,
): void {
  if (win.parent === win) return
  const lab = connectToLab(win)
  const context = makeContext(lab)
  const { clock } = context
  lab.onAdvanceClock((ms) => {
    clock.advance(ms)
    lab.clockNow(clock.now())
  })
  lab.clockNow(clock.now())

  const params = new URL(win.location.href).searchParams
  const id = params.get('scenario')
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
    onReport: (report) => {
      lab.report(report)
      lab.clockNow(clock.now())
    },
  })
}
