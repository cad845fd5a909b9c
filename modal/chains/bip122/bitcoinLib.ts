import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib } from 'bitcoinjs-lib'

// Taproot outputs need an elliptic-curve backend; this pure-JS one keeps WebAssembly out of the
// bundle (FIELD-NOTES "Bitcoin"). Imported for its effect by the lazily loaded adapter modules.
initEccLib(ecc)
