import { Button, Input } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { DELETION_PHRASE } from '@contract/account'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { EMPTY_DELETION_FORM, useAccountDeletion, type DeletionForm } from './models/useAccountDeletion'
import './account.scss'

const ERASED = [
  '手机号、用户名、昵称与头像',
  '交友资料、相册与自我介绍',
  '收藏、浏览与屏蔽记录',
  '实名认证及学历、房产等认证资料',
  '你发出的聊天消息与图片（对方处显示为已撤回）',
  '喜讯故事、锦旗留言、红娘申请与签署的承诺',
  '待处理的积分兑换（自动取消）及全部收货信息',
  '红娘对你的跟进记录、备注与门店为你存的照片',
  '系统通知与短信记录'
]
const KEPT = [
  '订单、支付、积分与提现流水：依《电子商务法》保存三年，不再关联你的手机号和姓名',
  '已签署的服务合同：依法保存三年，仅合同所属门店经记录可查看',
  '你提交的举报记录：依《网络安全法》保存，供审核留痕'
]
const NOTES = [
  '钱包余额须先提现，提现到账后才能注销',
  '积分、牵线次数与VIP权益将作废，不可恢复',
  '注销后可用同一手机号重新注册，但原账号的资料无法找回'
]

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <View className='account-delete__block'>
      <Text className='account-delete__title'>{title}</Text>
      {items.map((i) => (
        <Text key={i} className='account-delete__item'>
          · {i}
        </Text>
      ))}
    </View>
  )
}

/** 注销账号: what goes, what stays and why, then the password (or an SMS code) and the typed phrase. */
function AccountPage() {
  const { check, failed, reload, busy, submit, sendCode, codeWait } = useAccountDeletion()
  const [form, setForm] = useState<DeletionForm>(EMPTY_DELETION_FORM)
  const patch = (p: Partial<DeletionForm>) => setForm((f) => ({ ...f, ...p }))

  return (
    <PageShell title='注销账号'>
      <View className='account-delete'>
        <List title='注销后将删除' items={ERASED} />
        <List title='依法保留' items={KEPT} />
        <List title='注销前请注意' items={NOTES} />
        {failed && <StatusView icon='!' title='加载失败，点击重试' onAction={reload} />}
        {check && check.blockers.length > 0 && (
          <View className='account-delete__blockers'>
            {check.blockers.map((b) => (
              <Text key={b} className='account-delete__blocker'>
                {b}
              </Text>
            ))}
            <Text className='account-delete__link' onClick={() => void Taro.navigateTo({ url: ROUTES.memberMakeCash })}>
              去提现
            </Text>
          </View>
        )}
        {check && check.blockers.length === 0 && (
          <View className='account-delete__form'>
            {check.hasPassword ? (
              <Input
                className='account-delete__input'
                type='password'
                placeholder='请输入登录密码'
                maxLength={20}
                value={form.password}
                onChange={(password) => patch({ password })}
              />
            ) : (
              <View className='account-delete__code'>
                <Input
                  className='account-delete__input account-delete__input--code'
                  type='number'
                  placeholder={`短信验证码（发送至${check.maskedPhone}）`}
                  maxLength={6}
                  value={form.code}
                  onChange={(code) => patch({ code })}
                />
                <Button
                  className='account-delete__send'
                  fill='none'
                  size='small'
                  disabled={codeWait > 0}
                  onClick={() => void sendCode()}
                >
                  {codeWait ? `${codeWait}s后重新获取` : '获取验证码'}
                </Button>
              </View>
            )}
            <Input
              className='account-delete__input'
              placeholder={`请输入“${DELETION_PHRASE}”`}
              maxLength={10}
              value={form.confirmText}
              onChange={(confirmText) => patch({ confirmText })}
            />
            <Button
              className='account-delete__submit'
              type='danger'
              size='large'
              block
              loading={busy}
              onClick={() => void submit(form)}
            >
              注销账号
            </Button>
          </View>
        )}
      </View>
    </PageShell>
  )
}

export default observer(AccountPage)
