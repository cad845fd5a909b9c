import { createRoot } from 'react-dom/client'
import { App } from './App'
import { connectBridge } from './bridge/connectBridge'
import { LabStore } from './lab/labStore'
import './lab.css'
import './lab-tools.css'

const lab = new LabStore(connectBridge())
void lab.connect()
const root = document.getElementById('root')
if (root) createRoot(root).render(<App lab={lab} />)
