import { PorticoButton } from 'portico/react'
import { Account } from './account'

/** What both pages show: the Portico button and the connected account. */
export function Demo({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <PorticoButton />
      <Account />
    </main>
  )
}
