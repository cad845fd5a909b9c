import { reaction, runInAction } from 'mobx'
import type { Portico } from '../../core/createPortico'
import type { ViewName } from '../../core/stores/routerStore'
import type { SendStore } from './sendStore'

/** The views of the send flow: the form, its preview and the approval an embedded send opens. */
const SEND_FLOW: readonly ViewName[] = ['Send', 'SendPreview', 'ApproveTransaction']

/**
 * Keeps a send error with the send flow (issue 36): when the visitor leaves the flow (another
 * view, or the modal closes) or another account takes over, the error of the last review or
 * send is dropped, so it never shows over the next visit to Send. Returns the stop function.
 *
 * @example
 * ```ts
 * const stop = watchSendFlow(portico, store)
 * ```
 */
export function watchSendFlow(portico: Portico, store: SendStore): () => void {
  return reaction(
    () => ({
      inFlow: portico.modal.isOpen && SEND_FLOW.includes(portico.router.view),
      account: portico.chains.activeCaipAddress,
    }),
    (now, before) => {
      if (now.inFlow && now.account === before.account) return
      runInAction(() => {
        store.error = undefined
        if (store.status === 'failed') store.status = 'editing'
      })
    },
    { equals: (a, b) => a.inFlow === b.inFlow && a.account === b.account },
  )
}
