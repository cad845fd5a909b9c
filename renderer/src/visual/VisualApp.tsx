import { PorticoProvider } from 'portico/react'
import type { VisualPage } from './visualPortico'

/**
 * A plain host page behind the modal: a heading and two blocks, so the overlay and the mobile
 * bottom sheet have something fixed to cover.
 */
export function VisualApp({ page }: { page: VisualPage }) {
  if (!page.portico) {
    return <p role="alert">Unknown visual state: {window.location.search}</p>
  }
  return (
    <PorticoProvider portico={page.portico}>
      <main className="visual-host" style={{ fontFamily: 'sans-serif', padding: 24 }}>
        <h1 style={{ margin: 0, fontSize: 22 }}>Acme NFT Market</h1>
        <p>Collect art from independent artists.</p>
        <div style={{ display: 'flex', gap: 16 }}>
          <div
            style={{
              width: 160,
              height: 120,
              background: 'linear-gradient(135deg,#f4a261,#2a9d8f)',
            }}
          />
          <div
            style={{
              width: 160,
              height: 120,
              background: 'linear-gradient(135deg,#8ecae6,#023047)',
            }}
          />
        </div>
      </main>
    </PorticoProvider>
  )
}
