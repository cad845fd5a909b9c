import { createRoot } from 'react-dom/client'
import { type Baseline, groupBaselines, parseBaseline } from './baselines'
import './gallery.css'

// The committed baselines of e2e/visual.spec.ts, copied into the lab's build by Vite.
const files = import.meta.glob('../../../e2e/visual.spec.ts-snapshots/*.png', {
  eager: true,
  query: '?url',
  import: 'default',
}) as Record<string, string>

const baselines = Object.entries(files)
  .map(([path, url]) => parseBaseline(path.split('/').pop() ?? path, url))
  .filter((b): b is Baseline => b !== undefined)

/**
 * The lab's screenshot gallery: every committed baseline (view × state × theme × viewport)
 * in a labelled grid, one row per view state, so a reviewer sees all of them at once.
 */
function Gallery() {
  const groups = groupBaselines(baselines)
  return (
    <main className="gallery">
      <h1>Screenshot baselines</h1>
      <p>
        {baselines.length} screenshots of {groups.size} view states, from
        e2e/visual.spec.ts-snapshots (regenerate with{' '}
        <code>npx playwright test e2e/visual.spec.ts --update-snapshots</code>).
      </p>
      {[...groups].map(([title, shots]) => (
        <section key={title} aria-label={title}>
          <h2>{title}</h2>
          <div className="gallery__row">
            {shots.map((shot) => (
              <figure key={shot.file} className={`gallery__shot gallery__shot--${shot.viewport}`}>
                <a href={shot.url} target="_blank" rel="noreferrer">
                  <img
                    src={shot.url}
                    alt={`${shot.view} ${shot.state}, ${shot.theme}, ${shot.viewport}`}
                    loading="lazy"
                  />
                </a>
                <figcaption>
                  {shot.theme} · {shot.viewport}
                </figcaption>
              </figure>
            ))}
          </div>
        </section>
      ))}
    </main>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<Gallery />)
