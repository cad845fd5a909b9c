import { observer } from 'mobx-react-lite'
import { type ReactNode, useEffect, useState } from 'react'
import type { ConnectMethod } from '../../../core/options/features'
import { shownConnectMethods } from '../../visibility/visibility'
import type { ViewProps } from '../viewProps'
import { LegalCheckbox } from './LegalCheckbox'
import { WalletSection } from './WalletSection'

/**
 * The Connect view: the connect methods in the order the core decides (SPEC §2: email, social,
 * wallet by default; wallet first when an installed or announced wallet shows; a configured
 * order wins), built methods only (ui/visibility), and the legal checkbox when that is on.
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

  useEffect(() => {
    void portico.loadConnectors()
  }, [portico])

  // E-mail and social login add their (lazily loaded) parts here when they are built.
  const method: Partial<Record<ConnectMethod, () => ReactNode>> = {
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
      {shownConnectMethods(portico).map((name) => method[name]?.())}
    </div>
  )
})

export default Connect
