import { connectAlpha, freshVisit } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { defineScenario } from '../runner/scenario'
import { sendsToken } from './sendSteps'

/** USDC: a standard ERC-20 `transfer`. */
export const sendUsdc = defineScenario<LabScenarioContext>({
  id: 'send-usdc',
  title: 'Send USDC (ERC-20 transfer)',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected: '"Transaction started"; the USDC balance drops by exactly 25',
  steps: [freshVisit(), connectAlpha(), sendsToken('USDC', 25)],
})

/** The USDT-like token: `transfer` returns nothing, so it is sent with USDT's own interface. */
export const sendUsdt = defineScenario<LabScenarioContext>({
  id: 'send-usdt',
  title: 'Send the USDT-like token (transfer returns nothing)',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected: '"Transaction started" (no decoding failure); the USDT balance drops by exactly 7.5',
  steps: [freshVisit(), connectAlpha(), sendsToken('USDT', 7.5)],
})
