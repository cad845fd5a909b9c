import { observer } from 'mobx-react-lite'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { afterNextPaint } from '../../../core/clock/afterNextPaint'
import type { ConnectMethod } from '../../../core/options/features'
import { Button } from '../../components/Button/Button'
import { Spinner } from '../../components/Spinner/Spinner'
import { useI18n } from '../../i18n/I18nProvider'
import { shownConnectMethods } from '../../visibility/visibility'
import { embeddedAuthOf } from '../shared/embeddedAuth'
import type { ViewProps } from '../viewProps'
import { collapsesWallets } from './collapseWallets'
import { LegalCheckbox } from './LegalCheckbox'
import { lastLoginOf, offerFirst, socialsFirst } from './returningVisitor'
import { WalletSection } from './WalletSection'

// E-mail and social login are feature parts: they load only when the connect view shows them.
const EmailLogin = lazy(() => import('./EmailLogin'))
const SocialLogin = lazy(() => import('./SocialLogin'))

/**
 * The Connect view: the connect methods in the order the core decides (SPEC §2: email, social,
 * wallet by default; wallet first when an installed or announced wallet shows; a configured
 * order wins), built methods only (ui/visibility), and the legal checkbox when that is on.
 * E-mail and social login show only where the host attached the embedded wallet.
 *
 * A returning visitor (stored keys of an earlier visit) is offered the way they came in first:
 * `emailLoginUsed` puts e-mail first with "Continue as alice@…", a stored `connectedSocial`
 * puts social login first with that provider first. With `collapseWallets` (or
 * `emailShowWallets: false`) and e-mail or social login shown, the wallets fold behind
 * "Continue with a wallet", as AppKit 1.8 does.
 *
 * @example
 * ```tsx
 * <Connect portico={portico} services={{ walletListing }} />
 * ```
 */
export const Connect = observer(function Connect(props: ViewProps) {
  const { portico } = props
  const { t } = useI18n()
  const [accepted, setAccepted] = useState(false)
  const [walletsOpen, setWalletsOpen] = useState(false)
  // The stored keys of an earlier visit: how the visitor came in last time (read each render,
  // so a disconnect, which clears them, is never answered with a stale "Continue as").
  const last = lastLoginOf(portico.storage)
  const legal = portico.features.legalCheckbox
  const blocked = legal && !accepted
  const auth = embeddedAuthOf(portico.ports.auth)
  const emailFlow = portico.features.email ? auth?.emailLogin : undefined
  const socials = auth ? socialsFirst(portico.connectors.socials, last.social) : []
  // The username goes with the last provider only, and only when that one is offered first.
  const username = socials[0] === last.social ? last.socialUsername : undefined
  const configured = portico.features.connectMethodsOrder !== undefined
  const order = offerFirst(shownConnectMethods(portico), last.method, configured)

  // The adapters' chunks load after the view's first frame: importing them inside the open's
  // task (the bundler's preload links, the chunk's evaluation) delayed that frame by ~6 ms.
  useEffect(() => afterNextPaint(() => void portico.loadConnectors()), [portico])

  const method: Record<ConnectMethod, () => ReactNode> = {
    // Shown only where the host attached the embedded wallet: never a form that cannot work.
    email: () =>
      emailFlow ? (
        <Suspense key="email" fallback={<Spinner />}>
          <EmailLogin flow={emailFlow} returningEmail={last.email} />
        </Suspense>
      ) : null,
    // Social login needs the embedded wallet; without it the part is not shown.
    social: () =>
      socials.length > 0 && auth ? (
        <Suspense key="social" fallback={<Spinner />}>
          <SocialLogin
            socials={socials}
            flow={auth.socialLogin}
            farcaster={auth.farcasterLogin}
            returningUsername={username}
          />
        </Suspense>
      ) : null,
    wallet: () =>
      !walletsOpen && collapsesWallets(portico.features, emailFlow !== undefined, socials) ? (
        <Button
          key="wallet"
          variant="secondary"
          fullWidth
          disabled={blocked}
          onClick={() => setWalletsOpen(true)}
        >
          {t('connect.continueWithWallet')}
        </Button>
      ) : (
        <WalletSection key="wallet" {...props} blocked={blocked} />
      ),
  }

  return (
    <div className="portico-view portico-connect">
      {legal && (
        <LegalCheckbox
          checked={accepted}
          onChange={setAccepted}
          termsUrl={portico.options.termsConditionsUrl}
          privacyUrl={portico.options.privacyPolicyUrl}
        />
      )}
      {order.map((name) => method[name]())}
    </div>
  )
})

export default Connect
