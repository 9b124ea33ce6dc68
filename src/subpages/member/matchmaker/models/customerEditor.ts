import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { LoveProfile } from '@contract/love'
import { MOBILE_RE } from '@contract/rules'
import { createOfflineCustomer, getCustomerProfile, saveCustomerProfile } from '@/api/customer'
import { emptyDraft, validateDraft, type ProfileDraft } from '@/components/profile-form'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { goBack } from '@/utils/navigation'

type EditorStatus = 'loading' | 'failed' | 'ready'

const toDraft = ({ userId: _id, age: _age, album: _album, completeness: _c, ...input }: LoveProfile): ProfileDraft =>
  input

/** Whose profile is being entered: the customer's name and masked phone, or a new offline customer. */
export interface EditedCustomer {
  nickname: string
  phone: string
}

/**
 * A customer's dating profile entered by their matchmaker: an existing customer's (`userId`), loaded
 * once so coming back from the album keeps what is typed, or a new offline customer with a phone.
 */
export function useCustomerEditor(userId: number | null, enabled: boolean) {
  const [status, setStatus] = useState<EditorStatus>(userId ? 'loading' : 'ready')
  const [customer, setCustomer] = useState<EditedCustomer | null>(null)
  const [draft, setDraft] = useState<ProfileDraft>(() => emptyDraft(''))
  const [phone, setPhone] = useState('')
  const { busy, run } = useSingleFlight()

  const load = () => {
    if (!userId) return
    setStatus('loading')
    getCustomerProfile({ userId })
      .then((got) => {
        setCustomer({ nickname: got.nickname, phone: got.phone })
        setDraft(got.profile ? toDraft(got.profile) : emptyDraft(got.nickname))
        setStatus('ready')
      })
      .catch(() => setStatus('failed'))
  }

  useEffect(() => {
    if (enabled && status === 'loading') load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the access check opening starts a load (a retry calls load itself)
  }, [enabled])

  /** A new customer is offered their album next; an edited one goes back to the list. */
  const afterCreate = async (newId: number) => {
    const { confirm } = await Taro.showModal({
      title: '已录入',
      content: '客户资料已录入，TA 之后可用这个手机号短信登录。现在为 TA 上传相册吗？',
      confirmText: '上传相册',
      cancelText: '返回列表'
    })
    if (confirm) void Taro.redirectTo({ url: `${ROUTES.customerAlbum}?userId=${newId}` })
    else goBack()
  }

  const submit = () =>
    run(async () => {
      const checked = validateDraft(draft)
      if ('error' in checked) return void Taro.showToast({ title: checked.error, icon: 'none' })
      if (!userId && !MOBILE_RE.test(phone.trim())) {
        return void Taro.showToast({ title: '请输入正确的手机号', icon: 'none' })
      }
      try {
        if (!userId) {
          const saved = await createOfflineCustomer({ phone: phone.trim(), profile: checked.input })
          return void (await afterCreate(saved.userId))
        }
        await saveCustomerProfile({ userId, profile: checked.input })
      } catch {
        return // the request layer has said why
      }
      void Taro.showToast({ title: '已保存', icon: 'success', duration: TOAST_MS })
      await new Promise((resolve) => setTimeout(resolve, TOAST_MS))
      goBack()
    })

  return { status, customer, draft, setDraft, phone, setPhone, busy, load, submit }
}
