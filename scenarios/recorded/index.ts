// Written by the lab's recorder (main/host/recorderSimulator.ts): one import per recorded file.
import type { LabScenarioContext } from '../runner/labScenarioContext'
import type { Scenario } from '../runner/scenario'

/** Scenarios QA recorded in the lab. */
export const recordedScenarios: readonly Scenario<LabScenarioContext>[] = []
