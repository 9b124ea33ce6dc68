import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { OFFICE_STAFF } from '@/utils/staff'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { ProfileForm, TextRow } from '@/components/profile-form'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import { useCustomerEditor } from './models/customerEditor'
import './editinfo.scss'

/** 录入资料: a new offline customer's account and profile, or an existing customer's profile, entered for them. */
export default function OfficeEditInfoPage() {
  const access = useStaffAccess(OFFICE_STAFF)
  const raw = Number(useRouter().params.userId)
  const userId = Number.isSafeInteger(raw) && raw > 0 ? raw : null
  const editor = useCustomerEditor(userId, access === 'allowed')
  const title = userId ? '编辑客户资料' : '录入线下客户'

  return (
    <PageShell title={title}>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='录入资料仅对红娘、店长和管理员开放' />
      )}
      {access === 'allowed' && editor.status === 'failed' && (
        <StatusView icon='!' title='加载失败，点击重试' onAction={editor.load} />
      )}
      {access === 'allowed' && editor.status === 'ready' && (
        <View className='customer-editor'>
          {userId ? (
            <View className='customer-editor__intro'>
              <Text className='customer-editor__who'>
                {editor.customer?.nickname || `会员${userId}`}
                {editor.customer?.phone ? `  ${editor.customer.phone}` : ''}
              </Text>
              <Text
                className='customer-editor__link'
                onClick={() => void Taro.navigateTo({ url: `${ROUTES.customerAlbum}?userId=${userId}` })}
              >
                客户相册 ›
              </Text>
            </View>
          ) : (
            <>
              <Text className='customer-editor__tip'>
                为到店或电话联系的客户建档：用客户本人的手机号开户，客户之后可用短信验证码登录，并成为您名下的客户。
              </Text>
              <View className='customer-editor__group'>
                <TextRow
                  label='手机号'
                  type='number'
                  maxLength={11}
                  placeholder='客户本人的手机号'
                  value={editor.phone}
                  onChange={editor.setPhone}
                />
              </View>
            </>
          )}
          <ProfileForm draft={editor.draft} onChange={editor.setDraft} />
          <Text className='customer-editor__note'>
            自我介绍等文字会展示给其他会员，请勿填写手机号、微信等联系方式。
          </Text>
          <Button
            className='customer-editor__submit'
            type='primary'
            size='large'
            block
            loading={editor.busy}
            onClick={() => void editor.submit()}
          >
            {userId ? '保存资料' : '录入客户'}
          </Button>
        </View>
      )}
    </PageShell>
  )
}
