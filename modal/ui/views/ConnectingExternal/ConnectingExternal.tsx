import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ConnectorEntry } from '../../../core/stores/connectorTypes'
import { Button } from '../../components/Button/Button'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { Spinner } from '../../components/Spinner/Spinner'
import { WalletImage } from '../../components/WalletImage/WalletImage'
import { useI18n } from '../../i18n/I18nProvider'
import { connectEntry } from '../shared/connectEntry'
import { errorText } from '../shared/errorText'
import type { ViewProps } from '../viewProps'

/**
 * The ConnectingExternal view: it carries the connector (route data) and asks that wallet to
 * connect as soon as it shows. While the wallet asks the visitor: "Continue in <wallet>" and a
 * spinner. On failure: the typed error's short message and "Try again" (the connection store
 * has put the status back to disconnected).
 *
 * @example
 * ```tsx
 * portico.router.push('ConnectingExternal', { connector })
 * <ConnectingExternal portico={portico} services={services} />
 * ```
 */
export const ConnectingExternal = observer(function ConnectingExternal(props: ViewProps) {
  const { t } = useI18n()
  const connector = props.portico.router.data?.connector
  if (!connector) {
    return (
      <div className="portico-view">
        <EmptyState title={t('connecting.noWallet')} />
      </div>
    )
  }
  return <ConnectingWith {...props} connector={connector} />
})

function ConnectingWith({
  portico,
  services,
  connector,
}: ViewProps & { connector: ConnectorEntry }) {
  const translator = useI18n()
  const { t } = translator
  const [error, setError] = useState<string | undefined>()
  const started = useRef(false)

  const attempt = useCallback(() => {
    setError(undefined)
    connectEntry(portico, connector).catch((e: unknown) => setError(errorText(e, translator)))
  }, [portico, connector, translator])

  // Ask the wallet once when the view shows; "Try again" asks again.
  useEffect(() => {
    if (started.current) return
    started.current = true
    attempt()
  }, [attempt])

  const imageSrc =
    connector.imageUrl ??
    (connector.imageId ? services.walletListing?.walletImageUrl(connector.imageId) : undefined)

  return (
    <div className="portico-view portico-connecting">
      <WalletImage name={connector.name} src={imageSrc} clock={portico.deps.clock} size={80} />
      <h3 className="portico-connecting__title">
        {t('connecting.continueInWallet', { name: connector.name })}
      </h3>
      {error ? (
        <>
          <p role="alert" className="portico-connecting__error">
            {error}
          </p>
          <Button onClick={attempt}>{t('connecting.retry')}</Button>
        </>
      ) : (
        <>
          <p className="portico-connecting__hint">{t('connecting.acceptRequest')}</p>
          <Spinner label={t('connecting.inProgress', { name: connector.name })} />
        </>
      )}
    </div>
  )
}

export default ConnectingExternal
