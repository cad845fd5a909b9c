import { Demo } from './demo'
import { Providers } from './providers'

/** Prerendered at build time: the button is in the HTML before any script runs. */
export default function Home() {
  return (
    <Providers>
      <Demo title="Portico on Next.js" />
    </Providers>
  )
}
