import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { OFFICE_STAFF } from '@/utils/staff'
import { ImagePicker } from '@/components/image-picker'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import { CUSTOMER_ALBUM_MAX, useCustomerAlbum } from './models/customerAlbum'
import { CustomerPhotoOrder } from './parts/customer-photo-order'
import { PhotoTips } from './parts/photo-tips'
// The same album layout as the member's own album page.
import './loveuser.scss'

/** 客户相册: the photos a matchmaker keeps for their customer, shown with the customer's card in the library. */
export default function CustomerAlbumPage() {
  const access = useStaffAccess(OFFICE_STAFF)
  const raw = Number(useRouter().params.userId)
  const userId = Number.isSafeInteger(raw) && raw > 0 ? raw : null
  const album = useCustomerAlbum(userId, access === 'allowed')

  return (
    <PageShell title='客户相册' onBack={() => void album.leave()}>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='客户相册仅对红娘、店长和管理员开放' />
      )}
      {access === 'allowed' && (
        <View className='album-page'>
          {album.status === 'failed' && <StatusView icon='!' title='加载失败，点击重试' onAction={album.load} />}
          {album.status === 'ready' && (
            <>
              <View className='album-page__card'>
                <View className='album-page__head'>
                  <Text className='album-page__title'>{album.nickname || '客户'}的照片</Text>
                  <Text className='album-page__hint'>最多 {CUSTOMER_ALBUM_MAX} 张</Text>
                </View>
                <ImagePicker
                  value={album.images}
                  onChange={album.setImages}
                  max={CUSTOMER_ALBUM_MAX}
                  addText='上传照片'
                  disabled={album.busy}
                />
              </View>
              {album.images.length > 1 && (
                <View className='album-page__card'>
                  <View className='album-page__head'>
                    <Text className='album-page__title'>调整顺序</Text>
                    <Text className='album-page__hint'>第一张为封面，展示在缘分库卡片上</Text>
                  </View>
                  <CustomerPhotoOrder images={album.images} onMove={album.move} />
                </View>
              )}
              <PhotoTips />
              <View className='album-page__actions'>
                <Button className='album-page__cancel' size='xlarge' onClick={() => void album.leave()}>
                  取消
                </Button>
                <Button
                  className='album-page__save'
                  type='primary'
                  size='xlarge'
                  loading={album.busy}
                  onClick={() => void album.save()}
                >
                  保存相册
                </Button>
              </View>
            </>
          )}
        </View>
      )}
    </PageShell>
  )
}
