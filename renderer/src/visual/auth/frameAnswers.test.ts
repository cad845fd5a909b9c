import { describe, expect, it } from 'vitest'
import { parseFrameMessage } from '../../../../modal/connectors/auth/frameMessages'
import { VISUAL_EMAIL, VISUAL_OTP, VISUAL_WRONG_OTP } from '../authCases'
import { answerFrameRequest, type FrameAnswer, VISUAL_FARCASTER_URL } from './frameAnswers'

const ORIGIN = 'http://127.0.0.1:5402'

/** The answer as the page's frame client reads it: through the real schema of its type. */
function asClientReads(type: string, answer: FrameAnswer) {
  if (answer === 'wait' || answer === 'unknown') return answer
  const envelope = answer.ok
    ? { type: `@w3m-frame/${type}_SUCCESS`, id: 'v-1', payload: answer.payload }
    : { type: `@w3m-frame/${type}_ERROR`, id: 'v-1', payload: { message: answer.message } }
  return parseFrameMessage(envelope)
}

describe('answerFrameRequest', () => {
  it('default: the e-mail asks for the code, the right code passes and the user is fixed', () => {
    const email = answerFrameRequest('CONNECT_EMAIL', { email: VISUAL_EMAIL }, {}, ORIGIN)
    expect(asClientReads('CONNECT_EMAIL', email)).toMatchObject({
      kind: 'success',
      payload: { action: 'VERIFY_OTP' },
    })
    const otp = answerFrameRequest('CONNECT_OTP', { otp: VISUAL_OTP }, {}, ORIGIN)
    expect(asClientReads('CONNECT_OTP', otp)).toMatchObject({ kind: 'success' })
    const user = answerFrameRequest('GET_USER', { chainId: 1 }, {}, ORIGIN)
    expect(asClientReads('GET_USER', user)).toMatchObject({
      kind: 'success',
      payload: { email: VISUAL_EMAIL, chainId: 1 },
    })
  })

  it('parameters: a wrong code is refused with a message; a new device is asked to approve', () => {
    const wrong = answerFrameRequest('CONNECT_OTP', { otp: VISUAL_WRONG_OTP }, {}, ORIGIN)
    expect(asClientReads('CONNECT_OTP', wrong)).toMatchObject({
      kind: 'error',
      message: 'Invalid code',
    })
    const device = answerFrameRequest('CONNECT_EMAIL', {}, { newDevice: true }, ORIGIN)
    expect(device).toEqual({ ok: true, payload: { action: 'VERIFY_DEVICE' } })
    expect(answerFrameRequest('CONNECT_DEVICE', undefined, { newDevice: true }, ORIGIN)).toBe(
      'wait',
    )
  })

  it('parameters: farcaster shows the fixed URL, waits, hangs or is denied as scripted', () => {
    const uri = answerFrameRequest('GET_FARCASTER_URI', undefined, {}, ORIGIN)
    expect(asClientReads('GET_FARCASTER_URI', uri)).toMatchObject({
      payload: { url: VISUAL_FARCASTER_URL },
    })
    expect(answerFrameRequest('CONNECT_FARCASTER', undefined, {}, ORIGIN)).toBe('wait')
    expect(answerFrameRequest('GET_FARCASTER_URI', undefined, { farcaster: 'hang' }, ORIGIN)).toBe(
      'wait',
    )
    expect(
      answerFrameRequest('CONNECT_FARCASTER', undefined, { farcaster: 'deny' }, ORIGIN),
    ).toEqual({ ok: false, message: 'denied' })
  })

  it('behavior: the social window is this origin; unexpected requests are "unknown"', () => {
    const social = answerFrameRequest('GET_SOCIAL_REDIRECT_URI', { provider: 'google' }, {}, ORIGIN)
    expect(social).toEqual({
      ok: true,
      payload: { uri: `${ORIGIN}/visual-auth/frame.html?social=google` },
    })
    expect(answerFrameRequest('INIT_SMART_ACCOUNT', undefined, {}, ORIGIN)).toBe('unknown')
    expect(answerFrameRequest('RPC_REQUEST', { method: 'eth_sendTransaction' }, {}, ORIGIN)).toBe(
      'unknown',
    )
  })
})
