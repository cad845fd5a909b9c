/** How wide a skeleton line is drawn, relative to the space it stands in for. */
export type SkeletonWidth = 'short' | 'medium' | 'long' | 'full'

/**
 * A placeholder for one line of text or an image while a list loads. A line holds a
 * non-breaking space (drawn by CSS, so it is no text), so it is exactly one text line high in the font of the row class it
 * sits in: a skeleton row built from the real row's classes has the real row's size, and
 * nothing moves when the data arrives. It is decoration: the list's loading status (ListState)
 * is what a screen reader hears.
 *
 * @example
 * ```tsx
 * <span className="portico-token__name"><Skeleton width="medium" /></span>
 * <Skeleton shape="circle" className="portico-token-icon" />
 * ```
 */
export function Skeleton({
  width = 'full',
  shape = 'line',
  className,
}: {
  width?: SkeletonWidth
  /** `line`: one text line; `circle` and `box` take their size from `className`. */
  shape?: 'line' | 'circle' | 'box'
  className?: string
}) {
  const classes = ['portico-skeleton', `portico-skeleton--${shape}`]
  if (shape === 'line') classes.push(`portico-skeleton--${width}`)
  if (className) classes.push(className)
  return <span className={classes.join(' ')} />
}

/** The number of skeleton rows a list draws: enough to fill the Account's list area. */
export const SKELETON_ROWS = [0, 1, 2, 3, 4] as const
