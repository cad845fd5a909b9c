import { verifyMessage } from 'viem'
import { readHostConfig } from '../../renderer/src/host/hostConfig'
import { readPairingQr } from '../../renderer/src/phone/readQrCode'
import type { MobileWallet } from '../../simulators/mobileWallet/mobileWallet'
import type { MobileWalletPolicy } from '../../simulators/mobileWallet/walletPolicy'
import { openConnect, waitForStatus } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, type ScenarioStep, step } from '../runner/scenario'

type Ctx = LabScenarioContext

declare module '../../renderer/src/host/labPortico' {
  interface LabPortico {
    /** The scenarios' simulated phone (a MobileWallet on this page), once a scenario made it. */
    phone?: MobileWallet
  }
}

/** The wallet in the listing stub that stands for the simulated phone. */
export const LAB_MOBILE = 'Lab Mobile'

/**
 * The scenarios' phone: a MobileWallet running in the host page itself, on the lab's relay and
 * anvil, made on first use for this page (each replay loads a fresh page, so a fresh phone).
 * In the page rather than in the lab panel so that a step drives it directly and in order,
 * with no message hop whose timing could vary. Exposed as `window.__porticoLab.phone`.
 */
export async function phone(policy: Partial<MobileWalletPolicy> = {}): Promise<MobileWallet> {
  const lab = window.__porticoLab
  check(lab, 'the page has no __porticoLab (not opened with ?lab=1)')
  if (!lab.phone) {
    const config = readHostConfig(window.location.search)
    check(config.relayUrl, 'the page was given no relay URL')
    const { MobileWallet } = await import('../../simulators/mobileWallet/mobileWallet')
    lab.phone = await MobileWallet.create({
      relayUrl: config.relayUrl,
      rpcUrl: config.rpcUrl,
      name: LAB_MOBILE,
      ...(config.polkadotReference ? { polkadotReference: config.polkadotReference } : {}),
    })
  }
  lab.phone.setPolicy({
    session: 'approve',
    requests: 'approve',
    methods: {},
    delayMs: 0,
    ...policy,
  })
  return lab.phone
}

/** Opens the modal and picks the listing's phone wallet (from Connect, else All wallets). */
export async function openPairing(ctx: Ctx): Promise<void> {
  await openConnect(ctx)
  if (ctx.ui.queryAllByRole('button', new RegExp(`^${LAB_MOBILE}`)).length === 0) {
    await ctx.ui.click('button', /^All wallets/)
  }
  await ctx.ui.click('button', new RegExp(`^${LAB_MOBILE}`))
}

/** Waits for the modal's QR code and reads it with the phone's camera. */
export async function scanQr(ctx: Ctx, unlike?: string): Promise<string> {
  return ctx.ui.waitFor('a pairing QR code to scan', () => {
    const uri = readPairingQr(document)
    return uri?.startsWith('wc:') && uri !== unlike ? uri : undefined
  })
}

/**
 * Scans the QR code with the phone and waits until Portico is connected to the phone's account.
 * `unlike` is a URI already used: the phone waits for the QR code to change first, because a
 * fresh code renders a moment after the click that asked for it.
 */
export async function pairByQr(ctx: Ctx, unlike?: string): Promise<MobileWallet> {
  return pairWithUri(ctx, await scanQr(ctx, unlike))
}

/**
 * The phone pairs with `uri` (scanned, or handed over by an app link) and Portico connects to
 * the phone's account; the modal closes once the session's families have connected.
 */
export async function pairWithUri(ctx: Ctx, uri: string): Promise<MobileWallet> {
  const wallet = await phone()
  await wallet.pair(uri)
  await waitForStatus(ctx, 'connected')
  const address = ctx.portico.chains.activeAddress
  check(
    address?.toLowerCase() === wallet.address.toLowerCase(),
    `connected as ${address}, not the phone's ${wallet.address}`,
  )
  // The session's other families (solana, bitcoin, polkadot) connect next; the modal closes
  // once they have, a moment after the active family shows connected.
  await ctx.ui.waitFor('the modal to close after pairing', () => !ctx.portico.modal.isOpen)
  return wallet
}

/**
 * The visitor's path to a phone session on another family: the host page's network button
 * opens the Networks view, the visitor picks `network` (the modal goes on to Connect for that
 * family), chooses the phone and it scans the QR code; Portico is then connected on
 * `namespace` through the session, with no call from the site.
 */
export async function pairOnNetworkByQr(
  ctx: Ctx,
  network: RegExp,
  namespace: 'bip122' | 'polkadot',
): Promise<MobileWallet> {
  await ctx.ui.click('button', 'Anvil')
  await ctx.ui.click('button', network)
  await ctx.ui.waitFor(
    `${namespace} active`,
    () => ctx.portico.chains.activeNamespace === namespace,
  )
  await ctx.ui.findByRole('button', /^(All wallets|Lab Mobile)/)
  if (ctx.ui.queryAllByRole('button', new RegExp(`^${LAB_MOBILE}`)).length === 0) {
    await ctx.ui.click('button', /^All wallets/)
  }
  await ctx.ui.click('button', new RegExp(`^${LAB_MOBILE}`))
  const wallet = await phone()
  await wallet.pair(await scanQr(ctx))
  await ctx.ui.waitFor(
    `the ${namespace} status "connected"`,
    () => ctx.portico.connection.status(namespace) === 'connected',
  )
  // The session's other families connect next; the modal closes once they have.
  await ctx.ui.waitFor('the modal to close after pairing', () => !ctx.portico.modal.isOpen)
  return wallet
}

/** The site's WalletConnect session topics as its sign client stored them for the next visit. */
export function storedSessionTopics(): string[] {
  const storage = window.localStorage
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '')
  const key = keys.find((k) => k.startsWith('@portico/wc/') && /[/:]session$/.test(k))
  try {
    const sessions = JSON.parse((key && storage.getItem(key)) || '[]') as { topic: string }[]
    return sessions.map((s) => s.topic)
  } catch {
    return []
  }
}

/** The site asks the phone to sign `message`; the signature must verify against the account. */
export async function signAndVerify(ctx: Ctx, message: string): Promise<void> {
  const address = ctx.portico.chains.activeAddress as `0x${string}` | undefined
  check(address, 'no account')
  const adapter = await ctx.portico.adapters.load('eip155')
  const signature = (await adapter.signMessage?.({ message, address })) as `0x${string}`
  check(signature?.startsWith('0x'), `no signature: ${signature}`)
  const valid = await verifyMessage({ address, message, signature })
  check(valid, `the signature ${signature} does not verify against ${address}`)
}

/**
 * The visitor disconnects: the session ends on both sides, the pairing is reset and nothing of
 * it stays stored, so the next replay starts from a first visit. The page's phone is switched off.
 */
export function disconnectAndForget(): ScenarioStep<Ctx> {
  return step(
    'the visitor disconnects: session ended, pairing reset, nothing stored',
    async (ctx) => {
      await ctx.portico.connection.disconnect()
      check(ctx.portico.connection.status('eip155') === 'disconnected', 'still connected')
      check(storedSessionTopics().length === 0, 'a WalletConnect session is still stored')
      const pairing = ctx.portico.ports.pairing as { currentUri?: unknown } | undefined
      check(pairing?.currentUri === undefined, 'a pairing URI is still on show')
      await window.__porticoLab?.phone?.stop()
      if (window.__porticoLab) window.__porticoLab.phone = undefined
    },
  )
}

/** The Lab Mobile wallet's app link in the listing stub. */
const LAB_MOBILE_LINK = 'portico-lab-mobile://'

/** Checks `link` is "Open in wallet app" into Lab Mobile, carrying a WalletConnect pairing. */
export function checkWalletAppLink(link: Element): asserts link is HTMLAnchorElement {
  check(link instanceof HTMLAnchorElement, 'the wallet-app link is not a link')
  check(
    link.href.startsWith(`${LAB_MOBILE_LINK}wc?uri=wc%3A`),
    `the link goes to ${link.href}, not into ${LAB_MOBILE}`,
  )
}

/** Keeps the page where it is when a wallet-app link is followed (the app switch is the phone's). */
export const stayOnPage = (link: Element): void =>
  link.addEventListener('click', (event) => event.preventDefault(), { once: true })
