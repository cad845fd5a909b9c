import { observer } from 'mobx-react-lite'
import type { ChainState } from '../../../core/stores/chainState'
import { AddressAvatar } from '../../components/AddressAvatar/AddressAvatar'
import { Button } from '../../components/Button/Button'
import { Icon } from '../../components/Icon/Icon'
import { useFormat } from '../../format/useFormat'
import { useI18n } from '../../i18n/I18nProvider'
import { goTo } from '../shared/navigation'
import { truncateAddress } from '../shared/truncateAddress'
import type { ViewProps } from '../viewProps'
import { AccountTypeSwitch } from './AccountTypeSwitch'
import { CopyAddressIcon } from './CopyAddressIcon'
import { NetworkPill } from './NetworkPill'

/**
 * The header of the Account view: the avatar (the profile image, else one drawn from the
 * address), the name or truncated address with copy and explorer icons beside it, the address
 * under a name, the balance cut to 3 decimals in the visitor's locale, and the network pill.
 *
 * @example
 * ```tsx
 * <AccountSummary portico={portico} services={services} chain={chain} />
 * ```
 */
export const AccountSummary = observer(function AccountSummary({
  portico,
  services,
  chain,
}: ViewProps & { chain: ChainState }) {
  const { t } = useI18n()
  const format = useFormat()
  const { account } = chain
  const network = chain.network.caipNetwork
  const address = account.address ?? ''
  const shortAddress = truncateAddress(address)
  // An identity's name first; else the name the wallet gives the account (polkadot extensions
  // name theirs, e.g. "Alice"). Both are outside text and render as text.
  const name = account.profileName ?? account.allAccounts.find((a) => a.address === address)?.name
  const balance =
    account.balance !== undefined
      ? format.amount(account.balance, account.balanceSymbol)
      : network?.testnet
        ? format.unfetched(network.nativeCurrency.symbol)
        : undefined
  const unconfirmed = Number(account.balanceUnconfirmed ?? 0) > 0

  return (
    <div className="portico-account__summary">
      {account.profileImage ? (
        <img
          className="portico-account__avatar"
          src={account.profileImage}
          alt={t('account.avatar', { name: name ?? shortAddress })}
          width={64}
          height={64}
        />
      ) : (
        <AddressAvatar address={address} size={64} />
      )}
      <div className="portico-account__identity">
        <h3 className="portico-account__name" title={name ?? address}>
          {name ?? shortAddress}
        </h3>
        <CopyAddressIcon portico={portico} address={address} />
        {account.addressExplorerUrl && (
          <a
            className="portico-icon-button"
            href={account.addressExplorerUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('account.viewOnExplorer')}
            title={t('account.viewOnExplorer')}
          >
            <Icon name="external" size={20} />
          </a>
        )}
      </div>
      {name && (
        <p className="portico-account__address" title={address}>
          <span className="portico-visually-hidden">{t('account.address')}: </span>
          {shortAddress}
        </p>
      )}
      {balance !== undefined && (
        <p className="portico-account__balance">
          <span className="portico-visually-hidden">{t('account.balance')}: </span>
          {balance}
        </p>
      )}
      {/* Bitcoin: the part of the balance still in the mempool, until a block confirms it. */}
      {balance !== undefined && unconfirmed && (
        <p className="portico-account__address">
          <span>{t('account.unconfirmed')}</span>{' '}
          <span>{format.amount(account.balanceUnconfirmed, account.balanceSymbol)}</span>
        </p>
      )}
      {account.user?.email && (
        <p className="portico-account__email">
          <span className="portico-account__address">{account.user.email}</span>
          <Button variant="ghost" onClick={() => goTo(portico, 'UpdateEmail')}>
            {t('updateEmail.title')}
          </Button>
        </p>
      )}
      <div className="portico-account__meta">
        <NetworkPill portico={portico} services={services} chain={chain} />
        <AccountTypeSwitch portico={portico} />
      </div>
    </div>
  )
})
