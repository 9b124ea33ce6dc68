import { eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import { CUSTOMER_ALBUM_MAX } from '@contract/customer'
import { customerPhotos } from '../../src/db/schema'
import { IMAGE_NOT_OWNED_MESSAGE } from '../../src/modules/image/ownership'
import { buildTestApp, type TestApp } from '../helpers/app'
import { as, customerKit, type Office } from '../helpers/customer'
import { ok } from '../helpers/finance'
import { expectFailure } from '../helpers/members'
import { uploadedImage, uploadedImages } from '../helpers/upload'

let t: TestApp
const kit = customerKit(() => t)
let o: Office

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000, LIST_RATE_LIMIT_PER_MINUTE: 1_000_000 })
  o = await kit.office()
})
afterAll(async () => {
  await t.close()
})

const urls = (album: { photos: { url: string }[] }) => album.photos.map((p) => p.url)

test('the matchmaker uploads, reorders and deletes; the list counts the photos', async () => {
  const mm = await kit.matchmaker(null)
  const c = await kit.customer(mm)
  const [a, b, d] = await uploadedImages(t, mm.token, 3)
  const first = await ok(t.call(API.customer.saveAlbum, { userId: c.id, images: [a, b, d] }, as(mm)))
  expect(urls(first)).toEqual([a, b, d])
  const reordered = await ok(t.call(API.customer.saveAlbum, { userId: c.id, images: [d, a] }, as(mm)))
  expect(urls(reordered)).toEqual([d, a])
  expect(urls(await ok(t.call(API.customer.getAlbum, { userId: c.id }, as(mm))))).toEqual([d, a])
  const page = await ok(t.call(API.customer.getCustomerPage, { keyword: '', cursor: '', pageSize: 20 }, as(mm)))
  expect(page.list.find((card) => card.userId === c.id)?.photoCount).toBe(2)
})

test('an address this server never stored is refused', async () => {
  for (const url of ['https://evil.example.com/a.jpg', '/uploads/not-mine.jpg']) {
    expectFailure(
      await t.call(API.customer.saveAlbum, { userId: o.customer.id, images: [url] }, as(o.matchmaker)),
      ErrorCode.BadRequest,
      IMAGE_NOT_OWNED_MESSAGE
    )
  }
  expectFailure(
    await t.call(API.customer.saveAlbum, { userId: o.customer.id, images: ['javascript:alert(1)'] }, as(o.matchmaker)),
    ErrorCode.BadRequest,
    `相册最多${CUSTOMER_ALBUM_MAX}张照片，且须为上传的图片`
  )
})

test("another member's upload is refused, even the customer's own", async () => {
  for (const uploader of [o.plain, o.customer, o.otherMatchmaker]) {
    const theirs = await uploadedImage(t, uploader.token)
    expectFailure(
      await t.call(API.customer.saveAlbum, { userId: o.customer.id, images: [theirs] }, as(o.matchmaker)),
      ErrorCode.BadRequest,
      IMAGE_NOT_OWNED_MESSAGE
    )
  }
})

test('photos a previous matchmaker uploaded stay in the album and keep their uploader', async () => {
  const mm = await kit.matchmaker(null)
  const c = await kit.customer(mm)
  const [old] = await uploadedImages(t, mm.token, 1)
  await ok(t.call(API.customer.saveAlbum, { userId: c.id, images: [old] }, as(mm)))
  // The admin takes over the album: the old photo is kept, their own added in front.
  const mine = await uploadedImage(t, o.admin.token)
  const saved = await ok(t.call(API.customer.saveAlbum, { userId: c.id, images: [mine, old] }, as(o.admin)))
  expect(urls(saved)).toEqual([mine, old])
  const rows = await t.app.db.select().from(customerPhotos).where(eq(customerPhotos.customerId, c.id))
  expect(Object.fromEntries(rows.map((r) => [r.url, r.uploadedBy]))).toEqual({ [mine]: o.admin.id, [old]: mm.id })
})

test(`at most ${CUSTOMER_ALBUM_MAX} photos, none twice`, async () => {
  const images = await uploadedImages(t, o.matchmaker.token, CUSTOMER_ALBUM_MAX + 1)
  expectFailure(
    await t.call(API.customer.saveAlbum, { userId: o.customer.id, images }, as(o.matchmaker)),
    ErrorCode.BadRequest,
    `相册最多${CUSTOMER_ALBUM_MAX}张照片，且须为上传的图片`
  )
  expectFailure(
    await t.call(API.customer.saveAlbum, { userId: o.customer.id, images: [images[0], images[0]] }, as(o.matchmaker)),
    ErrorCode.BadRequest,
    '相册里有重复的照片'
  )
  const full = await ok(
    t.call(
      API.customer.saveAlbum,
      { userId: o.customer.id, images: images.slice(0, CUSTOMER_ALBUM_MAX) },
      as(o.matchmaker)
    )
  )
  expect(full.photos).toHaveLength(CUSTOMER_ALBUM_MAX)
})

test("the other matchmaker can't touch the customer's album even with their own uploads", async () => {
  const theirs = await uploadedImage(t, o.otherMatchmaker.token)
  expectFailure(
    await t.call(API.customer.saveAlbum, { userId: o.customer.id, images: [theirs] }, as(o.otherMatchmaker)),
    ErrorCode.Forbidden,
    '该会员不是您名下的客户'
  )
})
