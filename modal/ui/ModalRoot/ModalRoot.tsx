import { observer } from 'mobx-react-lite'
import { type ReactNode, Suspense, useEffect } from 'react'
import type { Portico } from '../../core/createPortico'
import { Alert } from '../components/Alert/Alert'
import { Dialog } from '../components/Dialog/Dialog'
import { Header } from '../components/Header/Header'
import { OffstageContext } from '../components/Offstage/offstage'
import { Snackbar } from '../components/Snackbar/Snackbar'
import { Spinner } from '../components/Spinner/Spinner'
import type { HostLocales } from '../i18n/hostLocales'
import { I18nProvider, useI18n } from '../i18n/I18nProvider'
import type { Locale } from '../i18n/loadLocale'
import { instanceServices } from '../views/instanceServices'
import type { ViewServices } from '../views/viewProps'
import { guardHiddenViews, homeView, isViewShown } from '../visibility/visibility'
import { Activity, preparedView } from './preparedView'
import { ViewErrorBoundary } from './ViewErrorBoundary'
import { VIEW_MODULES } from './viewModules'
import { viewTitle } from './viewTitle'

/** Props of {@link ModalRoot}. */
export interface ModalRootProps {
  /** The root store from `createPortico`. */
  portico: Portico
  /** Overrides the services the views use; by default the instance's own. */
  services?: ViewServices
  /** The UI language; English by default, others load on demand. */
  locale?: Locale
  /** The host's own locale bundles (see `HostLocales`). */
  locales?: HostLocales
}

/**
 * The modal: a dialog (inline in embedded mode) named by the current view's title, with back
 * and close in the header, the shake, the alert, the current view (each view its own chunk,
 * a labelled spinner while it loads) and the snackbar. Everything comes from the stores:
 * back follows the router's rules, close and Escape ask the modal store, which refuses (and
 * shakes) where SPEC §4 disables closing.
 *
 * @example
 * ```tsx
 * mountPortico(undefined, () => <ModalRoot portico={portico} />)
 * ```
 */
export function ModalRoot({ locale, locales, ...props }: ModalRootProps) {
  const { logger } = props.portico.deps
  return (
    <I18nProvider
      {...(locale ? { locale } : {})}
      {...(locales ? { locales } : {})}
      onBundleIssues={(tag, issues) => logger.warn(`locale ${tag}: entries left out`, issues)}
    >
      <FrameBoundary portico={props.portico}>
        <ModalFrame {...props} />
      </FrameBoundary>
    </I18nProvider>
  )
}

/**
 * The last line of defence around the frame (header, alert, snackbar): a render error there
 * hides the frame until the modal is next opened, instead of unmounting the host's React root.
 */
const FrameBoundary = observer(function FrameBoundary({
  portico,
  children,
}: {
  portico: Portico
  children: ReactNode
}) {
  const translator = useI18n()
  return (
    <ViewErrorBoundary
      resetKey={String(portico.modal.isOpen)}
      retryLabel={translator.t('common.retry')}
      logger={portico.deps.logger}
      fallback={null}
    >
      {children}
    </ViewErrorBoundary>
  )
})

const ModalFrame = observer(function ModalFrame({ portico, services }: ModalRootProps) {
  const translator = useI18n()
  const { modal, router, snackbar, alerts } = portico
  useEffect(() => guardHiddenViews(portico), [portico])
  // Closed, the next open's view renders hidden (see preparedView): it looks as it will open.
  const prepared = preparedView(portico)
  const shown = modal.shownView ?? prepared
  if (!shown) return null
  // A view whose part is not built (or has no backend) never shows, not even for one frame.
  const view = isViewShown(portico, shown) ? shown : homeView(portico)
  const routed = modal.isOpen || prepared !== undefined
  const data = modal.isOpen ? router.data : undefined
  // Back only when there is history to go back to: a view opened on its own offers Close
  // alone. (With UnsupportedChain in the history, Back closes the modal, SPEC §2.)
  // A required sign-in that cannot be left (SPEC §4) offers neither Back nor ×: only its own
  // Cancel (which disconnects), not buttons that would refuse and shake.
  const locked = modal.isOpen && !modal.canClose
  const showBack = modal.isOpen && router.history.length > 1 && !locked
  const close = () => {
    modal.close()
  }
  const View = VIEW_MODULES[view]
  // A new history entry is a new view instance, even for the same name. open() resets the
  // history to one entry, so the prepared view has the key it will have once open.
  const viewKey = `${prepared ? 1 : router.history.length}:${view}`
  const alert = alerts.current

  const frame = (
    <OffstageContext.Provider value={prepared !== undefined}>
      <Dialog open={routed} embedded={modal.embedded} onClose={close} shake={modal.shake}>
        <Header
          title={viewTitle(view, data, translator, portico.requests.pending[0]?.request.method)}
          {...(showBack ? { onBack: router.goBack } : {})}
          {...(routed && !locked ? { onClose: close } : {})}
        />
        {alert && (
          <Alert
            title={alert.title}
            {...(alert.description ? { message: alert.description } : {})}
            tone={alert.variant}
            onDismiss={alerts.close}
          />
        )}
        <Suspense fallback={<Spinner label={translator.t('modal.loadingView')} />}>
          <ViewErrorBoundary
            resetKey={`${modal.isOpen}:${viewKey}`}
            retryLabel={translator.t('common.retry')}
            logger={portico.deps.logger}
          >
            <View
              key={viewKey}
              portico={portico}
              services={services ?? instanceServices(portico)}
            />
          </ViewErrorBoundary>
        </Suspense>
        <Snackbar open={snackbar.open} message={snackbar.message} variant={snackbar.variant} />
      </Dialog>
    </OffstageContext.Provider>
  )
  if (!Activity || modal.embedded) return frame
  // Each opening is a fresh instance: the closed modal prepares the next opening's (key
  // opens + 1), which open() then reveals; closing unmounts the shown one (and it fades).
  return (
    <Activity
      key={modal.isOpen ? modal.opens : modal.opens + 1}
      mode={modal.isOpen ? 'visible' : 'hidden'}
    >
      {frame}
    </Activity>
  )
})
