import { type ReactNode, useId } from 'react'

/** Props of {@link MethodSection}. */
export interface MethodSectionProps {
  title: string
  children: ReactNode
}

/**
 * One connect method (e-mail, social, wallet) as a titled region, so the order of SPEC §2 is
 * also the order a screen reader user meets them in.
 *
 * @example
 * ```tsx
 * <MethodSection title={t('connect.walletHeading')}>…</MethodSection>
 * ```
 */
export function MethodSection({ title, children }: MethodSectionProps) {
  const id = useId()
  return (
    <section className="portico-connect__method" aria-labelledby={id}>
      <h3 id={id} className="portico-connect__method-title">
        {title}
      </h3>
      {children}
    </section>
  )
}
