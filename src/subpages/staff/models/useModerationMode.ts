import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { MODERATION_MODE_LABELS, type ModerationMode } from '@contract/moderation'
import { staffGetModerationMode, staffSetModerationMode } from '@/api/moderation'
import { useSingleFlight } from '@/hooks/useSingleFlight'

/** The site's pre- or post-moderation, read for moderators and switched by an admin after a confirm. */
export function useModerationMode(allowed: boolean) {
  const [mode, setMode] = useState<ModerationMode | null>(null)
  const { run } = useSingleFlight()

  useEffect(() => {
    if (!allowed) return
    staffGetModerationMode({ hideMsg: true }).then(
      (config) => setMode(config.mode),
      () => setMode(null)
    )
  }, [allowed])

  const switchTo = (next: ModerationMode) =>
    run(async () => {
      const { confirm } = await Taro.showModal({
        title: `改为${MODERATION_MODE_LABELS[next]}`,
        content:
          next === 'post'
            ? '新头像、照片和自我介绍将立即对其他会员可见，审核驳回后才撤下。确定切换吗？'
            : '新头像、照片和自我介绍将在审核通过后才对其他会员可见。确定切换吗？'
      })
      if (!confirm) return
      try {
        setMode((await staffSetModerationMode({ mode: next })).mode)
      } catch {
        return // the request layer has said why
      }
      void Taro.showToast({ title: `已改为${MODERATION_MODE_LABELS[next]}`, icon: 'success' })
    })

  return { mode, switchTo }
}
