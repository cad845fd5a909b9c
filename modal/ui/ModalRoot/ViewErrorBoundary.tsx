import { Component, type ErrorInfo, type ReactNode } from 'react'
import type { Logger } from '../../core/deps'
import { ERROR_CATALOGUE } from '../../core/errors/catalogue'
import { Button } from '../components/Button/Button'
import { EmptyState } from '../components/EmptyState/EmptyState'

/** Props of {@link ViewErrorBoundary}. */
export interface ViewErrorBoundaryProps {
  /** A change of this key (a new view, the modal reopened) clears a caught error. */
  resetKey: string
  /** The retry button's name, from the i18n catalogue. */
  retryLabel: string
  logger: Pick<Logger, 'error'>
  /** What shows instead of the failed children; by default "Something went wrong" and retry. */
  fallback?: ReactNode
  children: ReactNode
}

interface State {
  failed: boolean
  /** The reset key the state belongs to. */
  key: string
}

/**
 * Catches a render error below it and shows SPEC §8 "Something went wrong" with a retry, so
 * one bad value cannot unmount the modal's root (issue 11, defect 1: every later `open()` then
 * showed nothing). Retry renders the children again; reopening the modal (a new `resetKey`)
 * does too.
 *
 * @example
 * ```tsx
 * <ViewErrorBoundary resetKey={viewKey} retryLabel={t('common.retry')} logger={logger}>
 *   <View />
 * </ViewErrorBoundary>
 * ```
 */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, State> {
  override state: State = { failed: false, key: this.props.resetKey }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: ViewErrorBoundaryProps, state: State): State | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.logger.error('portico: a view failed to render', {
      error,
      componentStack: info.componentStack,
    })
  }

  private readonly retry = () => {
    this.setState({ failed: false })
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    if (this.props.fallback !== undefined) return this.props.fallback
    return (
      <EmptyState
        icon="warning"
        title={ERROR_CATALOGUE.SOMETHING_WENT_WRONG}
        action={<Button onClick={this.retry}>{this.props.retryLabel}</Button>}
      />
    )
  }
}
