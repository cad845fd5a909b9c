import { describe, expect, it } from 'vitest'
import type { ScenarioReport } from './report'
import { runScenario } from './runScenario'
import { check, defineScenario, RELOAD, step } from './scenario'

interface Ctx {
  log: string[]
}

const memoryProgress = () => {
  let value: ScenarioReport | undefined
  return {
    load: () => value,
    save: (report: ScenarioReport | undefined) => {
      value = report
    },
  }
}

describe('runScenario', () => {
  it('default: runs every step in order and passes', async () => {
    const scenario = defineScenario<Ctx>({
      id: 'two-steps',
      title: 'two steps',
      simulators: [],
      expected: 'both run',
      steps: [step('a', (c) => void c.log.push('a')), step('b', (c) => void c.log.push('b'))],
    })
    const ctx = { log: [] as string[] }
    const report = await runScenario(scenario, ctx)
    expect(ctx.log).toEqual(['a', 'b'])
    expect(report.status).toBe('passed')
    expect(report.steps.map((s) => s.status)).toEqual(['passed', 'passed'])
  })

  it('behavior: stops at the first failing step and says why', async () => {
    const scenario = defineScenario<Ctx>({
      id: 'fails',
      title: 'fails',
      simulators: [],
      expected: 'second step fails',
      steps: [
        step('ok', () => {}),
        step('broken', () => check(false, 'the balance did not show')),
        step('never', (c) => void c.log.push('never')),
      ],
    })
    const ctx = { log: [] as string[] }
    const report = await runScenario(scenario, ctx)
    expect(report.status).toBe('failed')
    expect(report.steps[1]).toMatchObject({ status: 'failed', error: 'the balance did not show' })
    expect(report.steps[2]?.status).toBe('pending')
    expect(ctx.log).toEqual([])
  })

  it('behavior: a reloading step saves its place and the next run resumes after it', async () => {
    const scenario = defineScenario<Ctx>({
      id: 'reloads',
      title: 'reloads',
      simulators: [],
      expected: 'resumes',
      steps: [
        step('before', (c) => void c.log.push('before')),
        step('reload', () => RELOAD),
        step('after', (c) => void c.log.push('after')),
      ],
    })
    const progress = memoryProgress()
    let reloads = 0
    const first = { log: [] as string[] }
    await runScenario(scenario, first, { progress, reload: () => reloads++ })
    expect(reloads).toBe(1)
    expect(first.log).toEqual(['before'])
    const second = { log: [] as string[] }
    const report = await runScenario(scenario, second, { progress, reload: () => reloads++ })
    expect(second.log).toEqual(['after'])
    expect(report.status).toBe('passed')
    expect(progress.load()).toBeUndefined()
  })

  it('behavior: progress is reported live, step by step', async () => {
    const scenario = defineScenario<Ctx>({
      id: 'live',
      title: 'live',
      simulators: [],
      expected: 'reports',
      steps: [step('only', () => {})],
    })
    const seen: string[] = []
    await runScenario(scenario, { log: [] }, { onReport: (r) => seen.push(r.steps[0]!.status) })
    expect(seen).toEqual(['running', 'passed', 'passed'])
  })

  it('behavior: step-through waits before each step and says so in the report', async () => {
    const scenario = defineScenario<Ctx>({
      id: 'stepped',
      title: 'stepped',
      simulators: [],
      expected: 'waits',
      steps: [step('a', (c) => void c.log.push('a')), step('b', (c) => void c.log.push('b'))],
    })
    const ctx = { log: [] as string[] }
    const gates: (() => void)[] = []
    const paused: boolean[] = []
    const run = runScenario(scenario, ctx, {
      beforeStep: () => new Promise<void>((resolve) => gates.push(resolve)),
      onReport: (r) => paused.push(r.paused === true),
    })
    await Promise.resolve()
    expect(ctx.log).toEqual([])
    gates.shift()?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(ctx.log).toEqual(['a'])
    gates.shift()?.()
    const report = await run
    expect(ctx.log).toEqual(['a', 'b'])
    expect(report.status).toBe('passed')
    expect(paused[0]).toBe(true)
    expect(paused.at(-1)).toBe(false)
  })

  it('parameters: ids must be URL-safe and a scenario needs steps', () => {
    const base = { title: 't', simulators: [], expected: 'e' }
    expect(() => defineScenario({ ...base, id: 'Bad Id', steps: [step('s', () => {})] })).toThrow()
    expect(() => defineScenario({ ...base, id: 'empty', steps: [] })).toThrow(/no steps/)
  })
})
