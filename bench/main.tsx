import { createRoot } from 'react-dom/client'
import { BenchApp } from './BenchApp'

const root = document.getElementById('root')
if (root) createRoot(root).render(<BenchApp />)
