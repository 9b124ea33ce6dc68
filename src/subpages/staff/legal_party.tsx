import { Button, Input, TextArea } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { LEGAL_ADDRESS_MAX, LEGAL_NAME_MAX, type LegalParty } from '@contract/contract'
import { staffGetLegalParty, staffSaveLegalParty } from '@/api/contract'
import { ImagePicker } from '@/components/image-picker'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { legalPartyProblem } from '@/utils/contractForm'
import { OFFICE_ADMINS } from '@/utils/staff'
import { useStaffAccess } from './models/useStaffAccess'
import './legal_party.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })

/**
 * 甲方公司信息: the company every contract names as 甲方 (never the brand), with its seal. Until it
 * is complete no contract can be issued, which the contracts page says too. Admins only.
 */
export default function StaffLegalPartyPage() {
  const access = useStaffAccess(OFFICE_ADMINS)
  const [party, setParty] = useState<LegalParty | null>(null)
  const { busy, run } = useSingleFlight()

  useEffect(() => {
    if (access !== 'allowed') return
    staffGetLegalParty().then(
      (res) => setParty(res.party),
      () => undefined
    )
  }, [access])

  const set = (patch: Partial<LegalParty>) => setParty((p) => (p ? { ...p, ...patch } : p))

  const save = async () => {
    if (!party) return
    const problem = legalPartyProblem(party)
    if (problem) return toast(problem)
    const saved = await run(() => staffSaveLegalParty(party).catch(() => null))
    if (!saved) return
    setParty(saved.party)
    void Taro.showToast({ title: '已保存，可以发起合同了', icon: 'success', duration: TOAST_MS })
  }

  return (
    <PageShell title='甲方公司信息'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='甲方公司信息仅管理员可以设置' />
      )}
      {access === 'allowed' && party && (
        <View className='legal-party'>
          <Text className='legal-party__intro'>
            合同上的甲方为平台运营公司，请按营业执照填写。未填写完整前，红娘无法为客户发起合同。
          </Text>
          <View className='legal-party__card'>
            <Text className='legal-party__label'>公司名称</Text>
            <Input
              className='legal-party__input'
              value={party.name}
              maxLength={LEGAL_NAME_MAX}
              placeholder='如：杭州缘来婚恋服务有限公司'
              onChange={(name) => set({ name })}
            />
            <Text className='legal-party__label'>注册地址</Text>
            <TextArea
              className='legal-party__textarea'
              value={party.address}
              maxLength={LEGAL_ADDRESS_MAX}
              rows={2}
              autoSize
              placeholder='营业执照上的住所'
              onChange={(address) => set({ address })}
            />
            <Text className='legal-party__label'>统一社会信用代码</Text>
            <Input
              className='legal-party__input'
              value={party.creditCode}
              maxLength={18}
              placeholder='18位，数字或大写字母'
              onChange={(code) => set({ creditCode: code.trim().toUpperCase() })}
            />
            <Text className='legal-party__label'>公司公章</Text>
            <ImagePicker
              value={party.sealUrl ? [party.sealUrl] : []}
              max={1}
              addText='上传公章'
              onChange={(urls) => set({ sealUrl: urls[0] ?? '' })}
            />
            <Text className='legal-party__hint'>请上传清晰的红色公章图片，将盖在合同的甲方处</Text>
          </View>
          <Button className='legal-party__save' type='primary' block loading={busy} onClick={() => void save()}>
            保存
          </Button>
        </View>
      )}
    </PageShell>
  )
}
