import { observer } from 'mobx-react-lite'
import { formatBalance, UNFETCHED_BALANCE } from '../../../core/format/number'
import type { ChainState } from '../../../core/stores/chainState'
import { AddressAvatar } from '../../components/AddressAvatar/AddressAvatar'
import { Button } from '../../components/Button/Button'
import { CopyButton } from '../../components/CopyButton/CopyButton'
import { useI18n } from '../../i18n/I18nProvider'
import { goTo } from '../shared/navigation'
import { truncateAddress } from '../shared/truncateAddress'
import type { ViewProps } from '../viewProps'
import { AccountTypeSwitch } from './AccountTypeSwitch'

/**
 * The top of the Account view: identity (name and avatar when the account has them, else an
 * avatar drawn from the address), the
 * truncated address with copy, the balance truncated to 3 decimals, the explorer link and the
 * network button.
 *
 * @example
 * ```tsx
 * <AccountSummary portico={portico} services={services} chain={chain} />
 * ```
 */
export const AccountSummary = observer(function AccountSummary({
  portico,
  chain,
}: ViewProps & { chain: ChainState }) {
  const { t } = useI18n()
  const { account } = chain
  const network = chain.network.caipNetwork
  const address = account.address ?? ''
  const shortAddress = truncateAddress(address)
  // An identity's name first; else the name the wallet gives the account (polkadot extensions
  // name theirs, e.g. "Alice"). Both are outside text and render as text.
  const name = account.profileName ?? account.allAccounts.find((a) => a.address === address)?.name
  const balance =
    account.balance !== undefined
      ? formatBalance(account.balance, account.balanceSymbol)
      : network?.testnet
        ? `${UNFETCHED_BALANCE} ${network.nativeCurrency.symbol}`
        : undefined

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
      <h3 className="portico-account__name" title={name ? undefined : address}>
        {name ?? shortAddress}
      </h3>
      <dl className="portico-account__facts">
        {name && (
          <>
            <dt>{t('account.address')}</dt>
            <dd title={address}>{shortAddress}</dd>
          </>
        )}
        {account.user?.email && (
          <>
            <dt>{t('account.email')}</dt>
            <dd>
              {account.user.email}{' '}
              <Button variant="ghost" onClick={() => goTo(portico, 'UpdateEmail')}>
                {t('updateEmail.title')}
              </Button>
            </dd>
          </>
        )}
        {balance !== undefined && (
          <>
            <dt>{t('account.balance')}</dt>
            <dd>{balance}</dd>
          </>
        )}
        {/* Bitcoin: the part of the balance still in the mempool, until a block confirms it. */}
        {balance !== undefined && Number(account.balanceUnconfirmed ?? 0) > 0 && (
          <>
            <dt>{t('account.unconfirmed')}</dt>
            <dd>{formatBalance(account.balanceUnconfirmed, account.balanceSymbol)}</dd>
          </>
        )}
      </dl>
      <div className="portico-account__actions">
        <CopyButton
          text={address}
          label={t('account.copyAddress')}
          onCopied={() => portico.snackbar.showSuccess(t('account.addressCopied'))}
          onError={() => portico.snackbar.showError(t('account.copyFailed'))}
        />
        {account.addressExplorerUrl && (
          <a href={account.addressExplorerUrl} target="_blank" rel="noopener noreferrer">
            {t('account.viewOnExplorer')}
          </a>
        )}
        {network && (
          <Button variant="secondary" onClick={() => goTo(portico, 'Networks')}>
            {t('account.networkLabel', { network: network.name })}
          </Button>
        )}
        <AccountTypeSwitch portico={portico} />
      </div>
    </div>
  )
})
