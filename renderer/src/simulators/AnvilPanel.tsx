import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { AnvilChain } from './anvilChain'

/** Chain id, live block number and a mine button for the running anvil. */
export const AnvilPanel = observer(function AnvilPanel({ rpcUrl }: { rpcUrl: string }) {
  const [chain] = useState(() => new AnvilChain(rpcUrl))
  useEffect(() => {
    chain.start()
    return () => chain.stop()
  }, [chain])
  return (
    <dl className="facts" aria-label="anvil chain">
      <dt>Chain id</dt>
      <dd data-testid="anvil-chain-id">{chain.chainId ?? '…'}</dd>
      <dt>Block</dt>
      <dd data-testid="anvil-block-number" aria-live="polite">
        {chain.blockNumber ?? '…'}
      </dd>
      <dd>
        <button type="button" onClick={() => void chain.mine()}>
          Mine a block
        </button>
      </dd>
      {chain.error ? <dd role="alert">{chain.error}</dd> : null}
    </dl>
  )
})
