import { observer } from 'mobx-react-lite'
import type { Portico } from '../../../core/createPortico'
import { safeLinkUrl } from '../../../core/validation/urlPolicy'
import { Icon } from '../../components/Icon/Icon'
import { WalletImage } from '../../components/WalletImage/WalletImage'
import { useI18n } from '../../i18n/I18nProvider'
import { MethodSection } from './MethodSection'
import { wellKnownWallets } from './wellKnownWallets'

/** Props of {@link GetWallet}. */
export interface GetWalletProps {
  portico: Portico
  /** Nothing to connect with at all: say so (else the section stands under the wallet list). */
  nothingHere: boolean
}

/** A wallet to get: its name, its install page (past the URL policy) and its image if any. */
interface WalletToGet {
  key: string
  name: string
  href: string
  imageUrl?: string | undefined
}

/**
 * "Get a wallet": what a visitor with nothing to connect with (no wallet in this browser, no
 * pairing, no wallet listing) can do instead of meeting a dead end; also, under the wallet list,
 * where the host's custom wallets cannot pair. The host's custom wallets with a homepage come
 * first; without them, a short list of well-known wallets for the site's chain families. Each link opens the wallet's own page in a new tab and passes the URL policy.
 *
 * @example
 * ```tsx
 * <GetWallet portico={portico} nothingHere />
 * ```
 */
export const GetWallet = observer(function GetWallet({ portico, nothingHere }: GetWalletProps) {
  const { t } = useI18n()
  const wallets = walletsToGet(portico)
  return (
    <MethodSection title={t('connect.getWalletHeading')}>
      {nothingHere && <p className="portico-connect__note">{t('connect.getWalletHint')}</p>}
      {wallets.length > 0 && (
        <ul className="portico-list portico-get-wallet">
          {wallets.map((wallet) => (
            <li key={wallet.key}>
              <a
                className="portico-wallet-item portico-wallet-item--list"
                href={wallet.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                <WalletImage
                  name={wallet.name}
                  src={wallet.imageUrl}
                  clock={portico.deps.clock}
                  size={40}
                  decorative
                />
                <span className="portico-wallet-item__name">{wallet.name}</span>
                <span className="portico-visually-hidden">{t('connect.opensNewTab')}</span>
                <Icon name="external" size={16} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </MethodSection>
  )
})

/** The host's custom wallets with a safe homepage, else the well-known ones for its families. */
function walletsToGet(portico: Portico): WalletToGet[] {
  const custom = (portico.options.customWallets ?? []).flatMap((wallet) => {
    const href = safeLinkUrl(wallet.homepage)
    return href
      ? [{ key: `custom:${wallet.id}`, name: wallet.name, href, imageUrl: wallet.imageUrl }]
      : []
  })
  if (custom.length > 0) return custom
  const active = portico.chains.activeNamespace
  const families = active ? [active, ...portico.chains.namespaces] : portico.chains.namespaces
  return wellKnownWallets(families).flatMap((wallet) => {
    const href = safeLinkUrl(wallet.homepage)
    return href ? [{ key: `known:${wallet.name}`, name: wallet.name, href }] : []
  })
}

export default GetWallet
