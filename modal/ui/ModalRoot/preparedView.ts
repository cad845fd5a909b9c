import type { ComponentType, ReactNode } from 'react'
import * as React from 'react'
import type { Portico } from '../../core/createPortico'
import type { ViewName } from '../../core/stores/routerStore'
import { isViewShown } from '../visibility/visibility'

type ActivityComponent = ComponentType<{ mode: 'visible' | 'hidden'; children: ReactNode }>

/**
 * React's `<Activity>` (React 19.2 and later), undefined under an older React: a hidden
 * Activity renders its children ahead of time, hidden, without running their effects.
 */
export const Activity = (React as unknown as { Activity?: ActivityComponent }).Activity

/**
 * The views prepared while the modal is closed: Connect, the one `open()` shows a visitor who
 * is not connected. It does its I/O (listing, adapters) in effects, which a hidden Activity
 * does not run, and its images wait for the view to show (OffstageContext). Account is not
 * prepared: its avatar, token and NFT images would be requested from other origins before
 * `open()`.
 */
const PREPARED_VIEWS: readonly ViewName[] = ['Connect']

/**
 * The view to render, hidden, while the overlay modal is closed: the one the next `open()`
 * shows, so that opening only reveals it (its render, and its first-time code, ran when the
 * page was idle). Undefined when open, embedded, under a React without Activity, or when the
 * next view is one that is not prepared.
 *
 * @example
 * ```ts
 * preparedView(portico) // 'Connect' while closed and disconnected
 * ```
 */
export function preparedView(portico: Portico): ViewName | undefined {
  const { modal } = portico
  if (!Activity || modal.embedded || modal.isOpen) return undefined
  const view = modal.viewOnOpen
  return PREPARED_VIEWS.includes(view) && isViewShown(portico, view) ? view : undefined
}
