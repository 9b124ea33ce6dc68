import TestUtils from '@tarojs/test-utils-react'
import { createRef } from 'react'
import { hasEnoughInk, SignaturePad, type SignaturePadHandle } from '@/components/signature-pad'
import { inkLength } from '@/components/signature-pad/ink'

const pad = createRef<SignaturePadHandle>()
let changes: boolean[] = []
let strokes: Array<[number, number, number, number]> = []

function Pad() {
  return <SignaturePad ref={pad} onChange={(signed) => changes.push(signed)} />
}

/** jsdom draws nothing: a context that remembers the segments is enough to see the pad draw. */
function fakeContext() {
  let from: [number, number] = [0, 0]
  return {
    scale: jest.fn(),
    beginPath: jest.fn(),
    moveTo: (x: number, y: number) => (from = [x, y]),
    lineTo: (x: number, y: number) => strokes.push([...from, x, y]),
    stroke: jest.fn(),
    clearRect: jest.fn(() => (strokes = [])),
    lineWidth: 0,
    lineCap: '',
    lineJoin: '',
    strokeStyle: ''
  }
}

beforeEach(() => {
  changes = []
  strokes = []
  process.env['TARO_ENV_JEST'] = 'h5'
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => fakeContext() as unknown as CanvasRenderingContext2D)
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA')
})

afterEach(() => {
  delete process.env['TARO_ENV_JEST']
})

function pointer(type: string, x: number, y: number) {
  const canvas = document.querySelector('.signature-pad__canvas') as HTMLCanvasElement
  canvas.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: x, clientY: y }))
}

test('a stroke long enough counts as a signature, a tap does not; clearing starts over', async () => {
  const testUtils = new TestUtils()
  await testUtils.mount(Pad, {})
  expect(document.querySelector('.signature-pad__hint')?.textContent).toBe('请在此处手写签名')

  await testUtils.act(async () => {
    pointer('pointerdown', 10, 10)
    pointer('pointerup', 10, 10)
  })
  expect(changes).toEqual([false])
  expect(pad.current?.signed()).toBe(false)

  await testUtils.act(async () => {
    pointer('pointerdown', 10, 50)
    pointer('pointermove', 60, 50)
    pointer('pointermove', 120, 60)
    pointer('pointerup', 120, 60)
  })
  expect(strokes).toEqual([
    [10, 50, 60, 50],
    [60, 50, 120, 60]
  ])
  expect(changes).toEqual([false, true])
  expect(pad.current?.signed()).toBe(true)
  expect(document.querySelector('.signature-pad__hint')).toBeNull()
  expect(await pad.current?.exportPng()).toBe('data:image/png;base64,AAAA')

  await testUtils.act(async () => pad.current?.clear())
  expect(changes).toEqual([false, true, false])
  expect(strokes).toEqual([])
  expect(document.querySelector('.signature-pad__hint')).not.toBeNull()
  testUtils.unmout()
})

test('ink is measured along the strokes', () => {
  expect(
    inkLength([
      [
        { x: 0, y: 0 },
        { x: 30, y: 40 }
      ],
      [{ x: 0, y: 0 }]
    ])
  ).toBe(50)
  expect(
    hasEnoughInk([
      [
        { x: 0, y: 0 },
        { x: 30, y: 40 }
      ]
    ])
  ).toBe(false)
  expect(
    hasEnoughInk([
      [
        { x: 0, y: 0 },
        { x: 30, y: 40 },
        { x: 60, y: 80 }
      ]
    ])
  ).toBe(true)
})
