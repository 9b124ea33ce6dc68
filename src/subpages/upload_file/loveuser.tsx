import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { ImagePicker } from '@/components/image-picker'
import { ReviewTag } from '@/components/review-tag'
import { useMyReviews } from '@/hooks/useMyReviews'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ALBUM_MAX_IMAGES, useAlbum } from './models/useAlbum'
import { CoverPicker } from './parts/cover-picker'
import { PhotoTips } from './parts/photo-tips'
import './loveuser.scss'

/** SPEC §2 album upload for a love user: up to 9 photos, the first one the cover. */
export default function LoveUserAlbumPage() {
  const { status, images, setImages, setCover, busy, load, save, leave } = useAlbum()
  const reviews = useMyReviews(true, busy ? 'saving' : 'idle')
  return (
    <PageShell title='我的相册' onBack={() => void leave()}>
      <View className='album-page'>
        {status === 'failed' && <StatusView icon='!' title='加载失败，点击重试' onAction={load} />}
        {status === 'ready' && (
          <>
            <View className='album-page__card'>
              <View className='album-page__head'>
                <Text className='album-page__title'>我的照片</Text>
                <Text className='album-page__hint'>最多 {ALBUM_MAX_IMAGES} 张，点照片可放大查看</Text>
              </View>
              <ReviewTag review={reviews?.album} label='新照片' />
              <ImagePicker
                value={images}
                onChange={setImages}
                max={ALBUM_MAX_IMAGES}
                addText='添加照片'
                disabled={busy}
              />
            </View>
            {images.length > 1 && (
              <View className='album-page__card'>
                <View className='album-page__head'>
                  <Text className='album-page__title'>选择封面</Text>
                  <Text className='album-page__hint'>封面会在推荐和资料页最先展示</Text>
                </View>
                <CoverPicker images={images} onPick={setCover} />
              </View>
            )}
            <PhotoTips />
            <View className='album-page__actions'>
              <Button className='album-page__cancel' size='xlarge' onClick={() => void leave()}>
                取消
              </Button>
              <Button
                className='album-page__save'
                type='primary'
                size='xlarge'
                loading={busy}
                onClick={() => void save()}
              >
                保存相册
              </Button>
            </View>
          </>
        )}
      </View>
    </PageShell>
  )
}
