import type { ViewName } from 'portico'
import { AUTH_CASES, type AuthScript } from './authCases'
import { VISUAL_RECIPIENT } from './fixtures/account'
import type { WalletBehaviour } from './mockProvider'

/** The fixture groups a state can set: each answers filled, empty, failed or never. */
export type DataGroup =
  | 'wallets'
  | 'balance'
  | 'history'
  | 'identity'
  | 'base'
  | 'swap'
  | 'names'
  | 'onramp'
export type DataMode = 'fill' | 'empty' | 'fail' | 'hang'

/** One screenshot state of one view: what the page sets up before it opens the view. */
export interface VisualCase {
  view: ViewName
  state: string
  /** Connect first: the mock wallet (`true`), or the embedded wallet's account. */
  connected?: boolean | 'embedded'
  /** Install the embedded wallet (`portico/auth`) with the fixture frame answering so. */
  auth?: AuthScript
  /**
   * Also shoot it on a phone (mobile user agent, touch): for the states where the platform
   * changes what Portico shows, not only how wide the screen is.
   */
  phone?: boolean
  /** The Account tab to show. */
  tab?: 'Tokens' | 'NFTs' | 'Activity'
  data?: Partial<Record<DataGroup, DataMode>>
  wallet?: WalletBehaviour
  /** The chain the mock wallet is on (999 is one the page does not offer). */
  chainId?: number
  /** How WalletConnect's pairing answers: a fixed URI (default) or never (loading). */
  pairing?: 'uri' | 'hang'
  /** Smart sessions on, and the mock wallet grants permissions (ERC-7715). */
  permissions?: boolean
  /** Open with the mock wallet as the route's connector (ConnectingExternal). */
  withConnector?: boolean
  /**
   * The views the visitor went through, the last one on top (default: just `view`): Send and
   * Swap open from Account, as a visitor opens them, so Back and the balances are real.
   */
  path?: readonly ViewName[]
  /** What a visitor does before the shot: fill a field (by label) or press a button (by name). */
  steps?: readonly VisualStep[]
}

/**
 * One visitor action of a state; `tick` advances the page's frozen clock (debounces), `see`
 * waits until the dialog shows a text (or a spinner of that name): an answer has arrived.
 */
export type VisualStep =
  | { fill: string; value: string }
  | { click: string; prefix?: boolean }
  | { tick: number }
  | { see: string }

const lists = (view: ViewName, group: DataGroup, extra: Partial<VisualCase> = {}, prefix = '') =>
  (['loading', 'empty', 'failed', 'filled'] as const).map<VisualCase>((state) => ({
    view,
    state: `${prefix}${state}`,
    ...extra,
    data: {
      [group]: ({ loading: 'hang', empty: 'empty', failed: 'fail', filled: 'fill' } as const)[
        state
      ],
    },
  }))

const connected = { connected: true } as const
const send = { connected: true, path: ['Account', 'Send'] } as const
const swap = { connected: true, path: ['Account', 'Swap'] } as const
const buy = { connected: true, path: ['Account', 'BuyCrypto'] } as const
const swapSteps: VisualStep[] = [
  { click: 'Select token' },
  { click: 'USDC', prefix: true },
  { fill: 'You pay', value: '1.5' },
  { tick: 1000 },
]
const nameSteps = (name: string): VisualStep[] => [{ fill: 'Name', value: name }, { tick: 1000 }]
const sendSteps = (amount: string, to: string): VisualStep[] => [
  { fill: 'Amount', value: amount },
  { fill: 'To', value: to },
  { tick: 1000 },
]

/**
 * Every view of VIEWS with the states it has (loading, empty, failed, filled for lists; a
 * filled form and an error for forms; `default` where a view has one face). The visual page
 * and e2e/visual.spec.ts both read this list.
 */
export const VISUAL_CASES: readonly VisualCase[] = [
  { view: 'Connect', state: 'default', phone: true },
  { view: 'Connect', state: 'loading', data: { wallets: 'hang' } },
  // The phone's list is the same grid: one phone shot of the filled list shows it.
  ...lists('AllWallets', 'wallets').map((c) => (c.state === 'filled' ? { ...c, phone: true } : c)),
  { view: 'ConnectingWalletConnect', state: 'loading', pairing: 'hang' },
  { view: 'ConnectingWalletConnect', state: 'filled', phone: true },
  // One wallet tapped in All wallets: on a phone its app link, not the listing's apps.
  {
    view: 'ConnectingWalletConnect',
    state: 'wallet',
    phone: true,
    path: ['AllWallets'],
    steps: [{ click: 'Alpha Wallet' }, { see: 'Copy link' }],
  },
  { view: 'ConnectingWalletConnectBasic', state: 'default', phone: true },
  { view: 'ConnectingExternal', state: 'pending', wallet: 'pending', withConnector: true },
  { view: 'ConnectingExternal', state: 'failed', wallet: 'reject', withConnector: true },
  { view: 'ConnectingSiwe', state: 'default', ...connected },
  { view: 'UnsupportedChain', state: 'default', ...connected, chainId: 999 },
  { view: 'RegisterAccountName', state: 'empty', ...connected },
  { view: 'RegisterAccountName', state: 'filled', ...connected, steps: nameSteps('mira') },
  { view: 'RegisterAccountName', state: 'invalid', ...connected, steps: nameSteps('a b') },
  {
    view: 'RegisterAccountName',
    state: 'failed',
    ...connected,
    data: { names: 'fail' },
    steps: nameSteps('mira'),
  },
  { view: 'RegisterAccountNameSuccess', state: 'default', ...connected },
  { view: 'SIWXSignMessage', state: 'default', ...connected },
  { view: 'ApproveTransaction', state: 'default', ...connected },
  { view: 'Networks', state: 'filled', ...connected },
  { view: 'Networks', state: 'disconnected' },
  ...lists('Account', 'balance', { ...connected, tab: 'Tokens' }, 'tokens-'),
  ...lists('Account', 'history', { ...connected, tab: 'NFTs' }, 'nfts-'),
  ...lists('Account', 'history', { ...connected, tab: 'Activity' }, 'activity-'),
  { view: 'Account', state: 'noname', ...connected, data: { identity: 'empty' } },
  // A smart session from the API and one granted through the wallet, each with Revoke.
  {
    view: 'Account',
    state: 'sessions',
    ...connected,
    permissions: true,
    steps: [{ click: 'Grant a session: up to 0.01 ETH a day' }],
  },
  { view: 'Swap', state: 'loading', ...swap, data: { swap: 'hang' } },
  // The swap cannot start: Portico goes back to Account and says why in a snackbar.
  { view: 'Swap', state: 'failed', ...swap, data: { swap: 'fail' } },
  { view: 'Swap', state: 'filled', ...swap, steps: swapSteps },
  { view: 'SwapSelectToken', state: 'filled', ...swap, steps: [{ click: 'Select token' }] },
  {
    view: 'SwapPreview',
    state: 'filled',
    ...swap,
    steps: [...swapSteps, { click: 'Review swap' }, { tick: 1000 }],
  },
  { view: 'BuyCrypto', state: 'default', ...buy },
  { view: 'BuyCrypto', state: 'invalid', ...buy, steps: [{ fill: 'Amount (USD)', value: '5' }] },
  { view: 'Send', state: 'empty', ...send },
  { view: 'Send', state: 'filled', ...send, steps: sendSteps('1.5', VISUAL_RECIPIENT) },
  { view: 'Send', state: 'failed', ...send, steps: sendSteps('99999', '0x1234') },
  {
    view: 'SendPreview',
    state: 'filled',
    ...send,
    steps: [...sendSteps('1.5', VISUAL_RECIPIENT), { click: 'Review' }, { tick: 1000 }],
  },
  { view: 'Receive', state: 'default', ...connected },
  ...AUTH_CASES,
]

/** The case a page URL names (`?view=Account&state=tokens-failed`), if any. */
export function findCase(view: string | null, state: string | null): VisualCase | undefined {
  return VISUAL_CASES.find((c) => c.view === view && c.state === (state ?? 'default'))
}
