import type { Portico } from 'portico'
import { type Locale, PorticoButton, PorticoProvider, usePorticoAccount } from 'portico/react'
import { useState } from 'react'
import { SignMessage, ThemeSwitch } from './HostTools'
import { HOST_LOCALES, readHostLocale, withHostLocale } from './hostLocale'

/** A few listings, drawn in CSS: the page must not fetch images from anywhere. */
const LISTINGS = [
  { name: 'Dawn Over Harbour #12', artist: 'mira.eth', price: '0.42 ETH', hue: 24 },
  { name: 'Quiet Machines #3', artist: 'ode', price: '1.10 ETH', hue: 200 },
  { name: 'Paper Moons #88', artist: 'lune', price: '0.08 ETH', hue: 280 },
  { name: 'Field Notes #7', artist: 'acre', price: '0.25 ETH', hue: 130 },
]

function Greeting() {
  const { isConnected, address } = usePorticoAccount()
  return (
    <p className="acme-greeting" aria-live="polite">
      {isConnected ? `Signed in as ${address}` : 'Connect a wallet to bid, buy and list.'}
    </p>
  )
}

/** The modal's language, for QA: starts from `?locale=`, kept in the address on change. */
function LocaleSwitch({ locale, onChange }: { locale: Locale; onChange: (l: Locale) => void }) {
  return (
    <label className="acme-locale">
      <span>Modal language</span>
      <select
        value={locale}
        onChange={(event) => {
          const next = event.currentTarget.value
          window.history.replaceState(null, '', withHostLocale(window.location.href, next))
          onChange(next)
        }}
      >
        {HOST_LOCALES.map(({ tag, name }) => (
          <option key={tag} value={tag} lang={tag}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * The demo host site: an ordinary shop page ("Acme NFT Market") that embeds Portico the way a
 * customer would, with a network button and a connect button in its header.
 */
export function HostApp({
  portico,
  standalone = false,
}: {
  portico: Portico
  standalone?: boolean
}) {
  const [locale, setLocale] = useState<Locale>(() => readHostLocale(window.location.search))
  // Embedded mode (`enableEmbedded`, the lab's `embedded=1`): the modal renders in this section.
  const [embeddedTarget, setEmbeddedTarget] = useState<HTMLElement | null>(null)
  return (
    <PorticoProvider portico={portico} locale={locale} embeddedTarget={embeddedTarget}>
      <header className="acme-header">
        <a className="acme-logo" href="#top">
          Acme NFT Market
        </a>
        <nav aria-label="Main">
          <a href="#explore">Explore</a>
          <a href="#drops">Drops</a>
          <a href="#about">About</a>
        </nav>
        <div className="acme-actions">
          <LocaleSwitch locale={locale} onChange={setLocale} />
          <ThemeSwitch />
          <PorticoButton variant="network" />
          <PorticoButton />
        </div>
      </header>
      <main id="top">
        <section className="acme-hero" aria-labelledby="hero-title">
          <h1 id="hero-title">Collect art from independent artists</h1>
          <Greeting />
          <SignMessage />
        </section>
        {portico.modal.embedded ? (
          <section className="acme-wallet" aria-label="Your wallet" ref={setEmbeddedTarget} />
        ) : null}
        <section id="explore" aria-labelledby="explore-title">
          <h2 id="explore-title">Trending this week</h2>
          <ul className="acme-grid">
            {LISTINGS.map((item) => (
              <li key={item.name} className="acme-card">
                <div
                  className="acme-art"
                  role="img"
                  aria-label={`Artwork: ${item.name}`}
                  style={{
                    background: `linear-gradient(135deg, hsl(${item.hue} 70% 60%), hsl(${item.hue + 60} 70% 35%))`,
                  }}
                />
                <h3>{item.name}</h3>
                <p>
                  by {item.artist} · <strong>{item.price}</strong>
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section id="about" aria-labelledby="about-title">
          <h2 id="about-title">About Acme</h2>
          <p>
            Acme is a demo shop. Its wallet connection is Portico, running against the lab's local
            chain and stub services; nothing here leaves this machine.
          </p>
          {standalone ? (
            <p data-testid="standalone-help">
              Opened on its own, this page has none of the lab's simulated wallets: the lab installs
              them when it frames this page. Start the lab (<code>npm start</code>, or{' '}
              <code>npm start -- --browser</code> for a browser tab) and use its "Demo host site"
              panel; its wallet and phone panels set how the wallets answer.
            </p>
          ) : null}
        </section>
      </main>
      <footer className="acme-footer">© Acme NFT Market (demo)</footer>
    </PorticoProvider>
  )
}
