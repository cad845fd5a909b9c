import { observer } from 'mobx-react-lite'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { afterNextPaint } from '../../../core/clock/afterNextPaint'
import type { ConnectMethod } from '../../../core/options/features'
import { Spinner } from '../../components/Spinner/Spinner'
import { shownConnectMethods } from '../../visibility/visibility'
import { embeddedAuthOf } from '../shared/embeddedAuth'
import type { ViewProps } from '../viewProps'
import { LegalCheckbox } from './LegalCheckbox'
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
 * @example
 * ```tsx
 * <Connect portico={portico} services={{ walletListing }} />
 * ```
 */
export const Connect = observer(function Connect(props: ViewProps) {
  const { portico } = props
  const [accepted, setAccepted] = useState(false)
  const legal = portico.features.legalCheckbox
  const blocked = legal && !accepted

  // The adapters' chunks load after the view's first frame: importing them inside the open's
  // task (the bundler's preload links, the chunk's evaluation) delayed that frame by ~6 ms.
  useEffect(() => afterNextPaint(() => void portico.loadConnectors()), [portico])

  const method: Record<ConnectMethod, () => ReactNode> = {
    email: () => {
      // Shown only where the host attached the embedded wallet: never a form that cannot work.
      const flow = embeddedAuthOf(portico.ports.auth)?.emailLogin
      return portico.features.email && flow ? (
        <Suspense key="email" fallback={<Spinner />}>
          <EmailLogin flow={flow} />
        </Suspense>
      ) : null
    },
    social: () => {
      const socials = portico.connectors.socials
      const auth = embeddedAuthOf(portico.ports.auth)
      // Social login needs the embedded wallet; without it the part is not shown.
      return socials.length > 0 && auth ? (
        <Suspense key="social" fallback={<Spinner />}>
          <SocialLogin socials={socials} flow={auth.socialLogin} farcaster={auth.farcasterLogin} />
        </Suspense>
      ) : null
    },
    wallet: () => <WalletSection key="wallet" {...props} blocked={blocked} />,
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
      {shownConnectMethods(portico).map((name) => method[name]())}
    </div>
  )
})

export default Connect
