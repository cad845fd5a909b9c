import { PorticoButton } from 'portico/react'
import { Account } from './account'

export default function Home() {
  return (
    <main>
      <h1>Portico on Next.js</h1>
      <PorticoButton />
      <Account />
    </main>
  )
}
