import { Input, Text, Textarea, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { CONTACT_INFO_MESSAGE, containsContactInfo } from '@contract/contact-guard'
import { MATCHMAKER_TEXT_MAX as MAX, type ApplyMatchmakerReq } from '@contract/matchmaker'
import { applyMatchmaker, getJoinInfo } from '@/api/matchmaker'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { useShownData } from '@/hooks/useShownData'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import { formatDate } from '@/utils/time'
import { isMobile } from '@/utils/validate'
import './matchmakerjoin.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })

/** Why the form can't be sent yet, or null. The server checks the same, this only saves a round trip. */
function problemOf(form: ApplyMatchmakerReq): string | null {
  if (!form.name.trim()) return '请填写姓名'
  if (!isMobile(form.phone)) return '请输入正确的手机号'
  if (!form.intro.trim()) return '请简单介绍一下自己'
  if (containsContactInfo(form.intro)) return CONTACT_INFO_MESSAGE
  return null
}

/** 申请成为红娘: open when the site lets members register as matchmakers; an admin reviews each application. */
function MatchmakerJoinPage() {
  const { authFlow } = useStores()
  const [allowed, setAllowed] = useState(false)
  const { data, failed, reload } = useShownData(getJoinInfo, allowed)
  const [form, setForm] = useState<ApplyMatchmakerReq>({ name: '', phone: '', intro: '', storeId: 0 })
  const { busy, run } = useSingleFlight()
  useDidShow(() => setAllowed(authFlow.ensureLogin()))

  const set = (patch: Partial<ApplyMatchmakerReq>) => setForm((f) => ({ ...f, ...patch }))
  const submit = () => {
    const problem = problemOf(form)
    if (problem) return toast(problem)
    void run(async () => {
      await applyMatchmaker({ ...form, name: form.name.trim(), intro: form.intro.trim() })
      toast('已提交，请等待审核')
      await reload()
    }).catch(() => undefined)
  }

  const application = data?.application
  const showForm = data?.open && !data.isMatchmaker && application?.status !== 'pending'
  return (
    <PageShell title='申请成为红娘'>
      <View className='mm-join'>
        {failed && !data && <StatusView icon='!' title='加载失败' action='重试' onAction={() => void reload()} />}
        {data && !data.open && (
          <StatusView
            icon={<LineIcon name='lock' />}
            title='红娘入驻暂未开放'
            description='本站暂不接受红娘入驻申请，如有意向请联系客服'
          />
        )}
        {data?.open && data.isMatchmaker && (
          <StatusView
            icon='✓'
            title='你已经是红娘了'
            description='在「我的」页面进入红娘工作台，开始服务会员吧'
            action='去我的页面'
            onAction={() => void Taro.navigateTo({ url: ROUTES.memberIndex })}
          />
        )}
        {data?.open && !data.isMatchmaker && application?.status === 'pending' && (
          <StatusView
            icon='…'
            title='申请审核中'
            description={`你于${formatDate(application.createdAt)}提交了申请${application.storeName ? `（${application.storeName}）` : ''}，审核结果会通过消息通知你`}
          />
        )}
        {showForm && (
          <View>
            <View className='mm-join__banner'>
              <Text className='mm-join__slogan'>成为红娘，成就美好姻缘</Text>
              <Text className='mm-join__sub'>专业培训 · 门店支持 · 客户付费即有分成</Text>
            </View>
            {application?.status === 'rejected' && (
              <View className='mm-join__rejected'>上次申请未通过：{application.reason}。完善资料后可以再次申请。</View>
            )}
            <View className='mm-join__form'>
              <View className='mm-join__row'>
                <Text className='mm-join__label'>姓名</Text>
                <Input
                  className='mm-join__input'
                  placeholder='你的真实姓名'
                  maxlength={MAX.name}
                  value={form.name}
                  onInput={(e) => set({ name: e.detail.value })}
                />
              </View>
              <View className='mm-join__row'>
                <Text className='mm-join__label'>手机号</Text>
                <Input
                  className='mm-join__input'
                  type='number'
                  placeholder='审核人员会电话联系你'
                  maxlength={11}
                  value={form.phone}
                  onInput={(e) => set({ phone: e.detail.value })}
                />
              </View>
              <View className='mm-join__block'>
                <Text className='mm-join__label'>个人介绍</Text>
                <Textarea
                  className='mm-join__textarea'
                  placeholder='说说你的经历和为什么想做红娘（会员会在红娘名片上看到，请勿填写联系方式）'
                  maxlength={MAX.intro}
                  value={form.intro}
                  onInput={(e) => set({ intro: e.detail.value })}
                />
                <Text className='mm-join__count'>
                  {form.intro.length}/{MAX.intro}
                </Text>
              </View>
              {data.stores.length > 0 && (
                <View className='mm-join__block'>
                  <Text className='mm-join__label'>意向门店</Text>
                  <View className='mm-join__chips'>
                    {[{ id: 0, name: '不指定' }, ...data.stores].map((s) => (
                      <Text
                        key={s.id}
                        className={`mm-join__chip ${form.storeId === s.id ? 'mm-join__chip--on' : ''}`}
                        onClick={() => set({ storeId: s.id })}
                      >
                        {s.name}
                      </Text>
                    ))}
                  </View>
                </View>
              )}
            </View>
            <View className={`mm-join__submit ${busy ? 'mm-join__submit--busy' : ''}`} onClick={submit}>
              提交申请
            </View>
          </View>
        )}
      </View>
    </PageShell>
  )
}

export default observer(MatchmakerJoinPage)
