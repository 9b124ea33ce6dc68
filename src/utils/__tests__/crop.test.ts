import {
  clampView,
  clampZoom,
  coverScale,
  displayedSize,
  followGesture,
  INITIAL_VIEW,
  MAX_ZOOM,
  MIN_ZOOM,
  panBy,
  sourceRect,
  zoomTo,
  type CropView,
  type Size
} from '@/utils/crop'

const landscape: Size = { width: 800, height: 600 }
const portrait: Size = { width: 600, height: 900 }
const square: Size = { width: 500, height: 500 }
const FRAME = 300

const view = (zoom: number, x = 0, y = 0): CropView => ({ zoom, offset: { x, y } })

/** The frame shows no empty space when the photo reaches past each of its edges. */
function coversFrame(image: Size, v: CropView): boolean {
  const shown = displayedSize(image, FRAME, v.zoom)
  return (
    Math.abs(v.offset.x) <= (shown.width - FRAME) / 2 + 1e-9 &&
    Math.abs(v.offset.y) <= (shown.height - FRAME) / 2 + 1e-9
  )
}

/** A repeatable pseudo-random sequence, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

describe('cover fit', () => {
  it('fills the frame with the short side at zoom 1', () => {
    expect(coverScale(landscape, FRAME)).toBe(0.5)
    expect(coverScale(portrait, FRAME)).toBe(0.5)
    expect(coverScale(square, FRAME)).toBe(0.6)
    expect(displayedSize(landscape, FRAME, 1)).toEqual({ width: 400, height: 300 })
    expect(displayedSize(portrait, FRAME, 2)).toEqual({ width: 600, height: 900 })
  })

  it('also fills the frame with a photo smaller than the frame (scaled up)', () => {
    expect(displayedSize({ width: 100, height: 50 }, FRAME, 1)).toEqual({ width: 600, height: 300 })
  })
})

describe('clampZoom', () => {
  it('keeps zoom within 1x to 4x', () => {
    expect(clampZoom(0.5)).toBe(MIN_ZOOM)
    expect(clampZoom(2.5)).toBe(2.5)
    expect(clampZoom(9)).toBe(MAX_ZOOM)
  })

  it('treats an unusable zoom as no zoom', () => {
    expect(clampZoom(Number.NaN)).toBe(MIN_ZOOM)
    expect(clampZoom(Number.POSITIVE_INFINITY)).toBe(MIN_ZOOM)
  })
})

describe('clampView', () => {
  it('lets a landscape photo slide only sideways at zoom 1', () => {
    // 400×300 on screen under a 300 frame: 50 px of play either side, none up or down.
    expect(clampView(landscape, FRAME, view(1, 80, 40))).toEqual(view(1, 50, 0))
    expect(clampView(landscape, FRAME, view(1, -80, -40))).toEqual(view(1, -50, 0))
    expect(clampView(landscape, FRAME, view(1, 20, 0))).toEqual(view(1, 20, 0))
  })

  it('lets a portrait photo slide only up and down at zoom 1', () => {
    expect(clampView(portrait, FRAME, view(1, 30, 500))).toEqual(view(1, 0, 75))
  })

  it('pins a square photo in place at zoom 1', () => {
    expect(clampView(square, FRAME, view(1, 10, -10))).toEqual(view(1, 0, 0))
  })

  it('clamps the zoom as well', () => {
    expect(clampView(square, FRAME, view(10, 0, 0)).zoom).toBe(MAX_ZOOM)
  })
})

describe('panBy', () => {
  it('moves the photo with the finger', () => {
    expect(panBy(landscape, FRAME, view(2, 0, 0), { x: 30, y: -20 })).toEqual(view(2, 30, -20))
  })

  it('stops at the edge of the photo', () => {
    // At zoom 2: 800×600 on screen, 250 px of play sideways, 150 px up and down.
    expect(panBy(landscape, FRAME, view(2, 200, 100), { x: 500, y: 500 })).toEqual(view(2, 250, 150))
  })
})

describe('zoomTo', () => {
  it('zooms about the centre of the frame', () => {
    const zoomed = zoomTo(landscape, FRAME, view(1, 40, 0), 2)
    expect(zoomed).toEqual(view(2, 80, 0))
    const centre = (r: { x: number; y: number; width: number; height: number }) => ({
      x: r.x + r.width / 2,
      y: r.y + r.height / 2
    })
    expect(centre(sourceRect(landscape, FRAME, zoomed))).toEqual(centre(sourceRect(landscape, FRAME, view(1, 40, 0))))
  })

  it('pulls the photo back in when zooming out would leave empty space', () => {
    const corner = panBy(landscape, FRAME, view(4, 0, 0), { x: 10000, y: 10000 })
    const out = zoomTo(landscape, FRAME, corner, 1)
    expect(out).toEqual(view(1, 50, 0))
    expect(coversFrame(landscape, out)).toBe(true)
  })

  it('stays within 1x to 4x', () => {
    expect(zoomTo(square, FRAME, INITIAL_VIEW, 6).zoom).toBe(MAX_ZOOM)
    expect(zoomTo(square, FRAME, view(2), 0.2)).toEqual(view(1))
  })
})

describe('followGesture', () => {
  it('drags with one finger, measured from where the gesture began', () => {
    const start = { view: view(2, 10, 10), touches: [{ x: 100, y: 100 }] }
    expect(followGesture(landscape, FRAME, start, [{ x: 130, y: 80 }])).toEqual(view(2, 40, -10))
  })

  it('zooms with the spread of two fingers', () => {
    const start = {
      view: view(1),
      touches: [
        { x: 100, y: 200 },
        { x: 200, y: 200 }
      ]
    }
    expect(
      followGesture(square, FRAME, start, [
        { x: 50, y: 200 },
        { x: 250, y: 200 }
      ])
    ).toEqual(view(2))
  })

  it('drags with the midpoint of two fingers while zooming', () => {
    const start = {
      view: view(1),
      touches: [
        { x: 100, y: 200 },
        { x: 200, y: 200 }
      ]
    }
    expect(
      followGesture(square, FRAME, start, [
        { x: 70, y: 220 },
        { x: 270, y: 220 }
      ])
    ).toEqual(view(2, 20, 20))
  })

  it('stops zooming at 4x', () => {
    const start = {
      view: view(3),
      touches: [
        { x: 0, y: 0 },
        { x: 10, y: 0 }
      ]
    }
    expect(
      followGesture(square, FRAME, start, [
        { x: 0, y: 0 },
        { x: 100, y: 0 }
      ]).zoom
    ).toBe(MAX_ZOOM)
  })

  it('survives two fingers starting on the same spot', () => {
    const start = {
      view: view(2),
      touches: [
        { x: 5, y: 5 },
        { x: 5, y: 5 }
      ]
    }
    expect(
      followGesture(square, FRAME, start, [
        { x: 0, y: 5 },
        { x: 60, y: 5 }
      ]).zoom
    ).toBe(2)
  })

  it('keeps the start view when the number of fingers changed', () => {
    const start = { view: view(2, 5, 5), touches: [{ x: 0, y: 0 }] }
    expect(
      followGesture(square, FRAME, start, [
        { x: 40, y: 0 },
        { x: 90, y: 0 }
      ])
    ).toBe(start.view)
    expect(followGesture(square, FRAME, start, [])).toBe(start.view)
  })
})

describe('sourceRect', () => {
  it('takes the centred square of the short side at zoom 1', () => {
    expect(sourceRect(landscape, FRAME, INITIAL_VIEW)).toEqual({ x: 100, y: 0, width: 600, height: 600 })
    expect(sourceRect(portrait, FRAME, INITIAL_VIEW)).toEqual({ x: 0, y: 150, width: 600, height: 600 })
    expect(sourceRect(square, FRAME, INITIAL_VIEW)).toEqual({ x: 0, y: 0, width: 500, height: 500 })
  })

  it('takes a smaller square when zoomed in', () => {
    expect(sourceRect(landscape, FRAME, view(2))).toEqual({ x: 250, y: 150, width: 300, height: 300 })
    expect(sourceRect(landscape, FRAME, view(4))).toEqual({ x: 325, y: 225, width: 150, height: 150 })
  })

  it('moves against the drag: dragging the photo right shows more of its left side', () => {
    expect(sourceRect(landscape, FRAME, view(1, 50, 0))).toEqual({ x: 0, y: 0, width: 600, height: 600 })
    expect(sourceRect(landscape, FRAME, view(1, -50, 0))).toEqual({ x: 200, y: 0, width: 600, height: 600 })
    expect(sourceRect(landscape, FRAME, view(2, 0, -150))).toEqual({ x: 250, y: 300, width: 300, height: 300 })
  })

  it('clamps an out-of-range view instead of reading outside the photo', () => {
    expect(sourceRect(landscape, FRAME, view(1, 999, -999))).toEqual({ x: 0, y: 0, width: 600, height: 600 })
    expect(sourceRect(landscape, FRAME, view(0, 0, 0))).toEqual(sourceRect(landscape, FRAME, INITIAL_VIEW))
  })

  it('does not depend on the frame size, only on what the frame shows', () => {
    expect(sourceRect(landscape, 150, view(2, 0, 0))).toEqual(sourceRect(landscape, FRAME, view(2, 0, 0)))
    expect(sourceRect(landscape, 150, view(1, 25, 0))).toEqual(sourceRect(landscape, FRAME, view(1, 50, 0)))
  })

  it('is always a square inside the photo, and the frame never shows empty space', () => {
    const next = random(42)
    for (const image of [landscape, portrait, square, { width: 4032, height: 3024 }, { width: 90, height: 1600 }]) {
      for (let i = 0; i < 200; i += 1) {
        const wild = view(next() * 6 - 1, (next() - 0.5) * 4000, (next() - 0.5) * 4000)
        const clamped = clampView(image, FRAME, wild)
        expect(coversFrame(image, clamped)).toBe(true)
        const r = sourceRect(image, FRAME, wild)
        expect(r.width).toBeCloseTo(r.height, 9)
        expect(r.x).toBeGreaterThanOrEqual(0)
        expect(r.y).toBeGreaterThanOrEqual(0)
        expect(r.x + r.width).toBeLessThanOrEqual(image.width + 1e-9)
        expect(r.y + r.height).toBeLessThanOrEqual(image.height + 1e-9)
      }
    }
  })
})
