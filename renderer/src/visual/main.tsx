import { createRoot } from 'react-dom/client'
import { VisualApp } from './VisualApp'
import { createVisualPortico, type VisualPage } from './visualPortico'

declare global {
  interface Window {
    /** The fixture page's state, read by e2e/visual.spec.ts. */
    __visual?: VisualPage
  }
}

const page = createVisualPortico(new URL(window.location.href), window)
window.__visual = page
const root = document.getElementById('root')
if (root) createRoot(root).render(<VisualApp page={page} />)
void page.start().then(
  () => {
    page.ready = true
  },
  (error: unknown) => {
    page.error = String(error)
  },
)
