import { Text, View } from '@tarojs/components'
import { Button, Empty, Input, TextArea } from '@nutui/nutui-react-taro'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState, type ReactNode } from 'react'
import { CONTACT_INFO_MESSAGE, containsContactInfo } from '@contract/contact-guard'
import { MATCHMAKER_TEXT_MAX as MAX, type ApplyMatchmakerReq } from '@contract/matchmaker'
import { applyMatchmaker, getJoinInfo } from '@/api/matchmaker'
import { ChoiceChips } from '@/components/choice-chips'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
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

/** The round mark above a state's title, as the app's other state pages draw it. */
const Mark = ({ children }: { children: ReactNode }) => <View className='mm-join__mark'>{children}</View>

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
        {failed && !data && (
          <Empty className='mm-join__state' image={<Mark>!</Mark>} title='加载失败'>
            <Button type='primary' size='small' onClick={() => void reload()}>
              重试
            </Button>
          </Empty>
        )}
        {data && !data.open && (
          <Empty
            className='mm-join__state'
            image={<Mark>{<LineIcon name='lock' />}</Mark>}
            title='红娘入驻暂未开放'
            description='本站暂不接受红娘入驻申请，如有意向请联系客服'
          />
        )}
        {data?.open && data.isMatchmaker && (
          <Empty
            className='mm-join__state'
            image={<Mark>✓</Mark>}
            title='你已经是红娘了'
            description='在「我的」页面进入红娘工作台，开始服务会员吧'
          >
            <Button type='primary' size='small' onClick={() => void Taro.navigateTo({ url: ROUTES.memberIndex })}>
              去我的页面
            </Button>
          </Empty>
        )}
        {data?.open && !data.isMatchmaker && application?.status === 'pending' && (
          <Empty
            className='mm-join__state'
            image={<Mark>…</Mark>}
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
                  align='right'
                  placeholder='你的真实姓名'
                  maxLength={MAX.name}
                  value={form.name}
                  onChange={(name) => set({ name })}
                />
              </View>
              <View className='mm-join__row'>
                <Text className='mm-join__label'>手机号</Text>
                <Input
                  className='mm-join__input'
                  align='right'
                  type='number'
                  placeholder='审核人员会电话联系你'
                  maxLength={11}
                  value={form.phone}
                  onChange={(phone) => set({ phone })}
                />
              </View>
              <View className='mm-join__block'>
                <Text className='mm-join__label'>个人介绍</Text>
                <TextArea
                  className='mm-join__textarea'
                  placeholder='说说你的经历和为什么想做红娘（会员会在红娘名片上看到，请勿填写联系方式）'
                  maxLength={MAX.intro}
                  showCount
                  value={form.intro}
                  onChange={(intro) => set({ intro })}
                />
              </View>
              {data.stores.length > 0 && (
                <View className='mm-join__block'>
                  <Text className='mm-join__label'>意向门店</Text>
                  <View className='mm-join__chips'>
                    <ChoiceChips
                      chips={[{ id: 0, name: '不指定' }, ...data.stores].map((s) => ({
                        key: String(s.id),
                        label: s.name
                      }))}
                      chosen={[String(form.storeId)]}
                      onPick={(id) => set({ storeId: Number(id) })}
                    />
                  </View>
                </View>
              )}
            </View>
            <Button className='mm-join__submit' type='primary' size='large' block loading={busy} onClick={submit}>
              提交申请
            </Button>
          </View>
        )}
      </View>
    </PageShell>
  )
}

export default observer(MatchmakerJoinPage)
