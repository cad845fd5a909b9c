import { observer } from 'mobx-react-lite'
import type { Portico } from '../../core/createPortico'
import { Dialog } from '../../ui/components/Dialog/Dialog'
import { Header } from '../../ui/components/Header/Header'

/**
 * A minimal ModalRoot for tests written before the real one landed: the real Dialog (focus
 * trap, Escape, focus return) with a Connect Wallet title. Same props as ModalRoot.
 */
export const ModalRoot = observer(function ModalRoot({ portico }: { portico: Portico }) {
  return (
    <Dialog
      open={portico.modal.isOpen}
      onClose={() => portico.close()}
      embedded={portico.modal.embedded}
    >
      <Header title="Connect Wallet" onClose={() => portico.close()} />
      <button type="button">All wallets</button>
    </Dialog>
  )
})
