import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { useAvatarCropper } from './models/useAvatarCropper'
import { CropStage } from './parts/crop-stage'
import { ZoomBar } from './parts/zoom-bar'
import { CropCanvas } from './render'
import './u-avatar-cropper.scss'

/** SPEC §2 avatar cropper: frame a photo in a square, then it becomes the member's avatar. */
export default function AvatarCropperPage() {
  const { frame, photo, view, setView, busy, choose, zoom, confirm, cancel } = useAvatarCropper()
  return (
    <PageShell title='裁剪头像'>
      <View className='avatar-cropper'>
        <CropStage frame={frame} photo={photo} view={view} onChange={setView} onChoose={() => void choose()} />
        <View className='avatar-cropper__panel'>
          <ZoomBar zoom={view.zoom} disabled={photo === null} onZoom={zoom} />
          <View className='avatar-cropper__tips'>
            <Text>拖动照片调整位置，双指张合或拖动滑块缩放；圆圈内就是头像显示的部分。</Text>
            {photo && (
              <Button
                className='avatar-cropper__rechoose'
                type='primary'
                fill='none'
                size='mini'
                onClick={() => void choose()}
              >
                换一张
              </Button>
            )}
          </View>
        </View>
        <View className='avatar-cropper__actions'>
          <Button className='avatar-cropper__cancel' size='xlarge' onClick={cancel}>
            取消
          </Button>
          <Button
            className='avatar-cropper__confirm'
            type='primary'
            size='xlarge'
            disabled={photo === null}
            loading={busy}
            onClick={() => void confirm()}
          >
            {busy ? '保存中' : '确定'}
          </Button>
        </View>
        <CropCanvas />
      </View>
    </PageShell>
  )
}
