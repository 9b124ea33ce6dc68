import { Button, Checkbox, Progress } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useRef, useState } from 'react'
import { CONTRACT_STATUS_LABELS, quotaText, type ContractDetail } from '@contract/contract'
import { getContract, payContract, signContract, startEsign } from '@/api/contract'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { SignaturePad, type SignaturePadHandle } from '@/components/signature-pad'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { GRADIENT_BRAND } from '@/styles/colors'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import { payPageUrl } from '@/utils/buyProduct'
import { openContractPdf } from '@/utils/contractPdf'
import { customerStep, periodText, priceText, quotaPercent, shortHash } from '@/utils/contractView'
import { isWeapp } from '@/utils/platform'
import { formatDate } from '@/utils/time'
import './hetong_sign.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })

function Row({ label, value }: { label: string; value: string }) {
  return (
    <View className='contract-sign__row'>
      <Text className='contract-sign__label'>{label}</Text>
      <Text className='contract-sign__value'>{value}</Text>
    </View>
  )
}

/** 甲方 is the agency's registered company with its seal; 乙方 is the customer. */
function Parties({ c }: { c: ContractDetail }) {
  const a = c.partyA
  return (
    <View className='contract-sign__card'>
      <Text className='contract-sign__title'>合同双方</Text>
      {a ? (
        <View className='contract-sign__party'>
          <View className='contract-sign__party-text'>
            <Row label='甲方（服务方）' value={a.name} />
            <Row label='注册地址' value={a.address} />
            <Row label='统一社会信用代码' value={a.creditCode} />
          </View>
          <Image className='contract-sign__seal' src={a.sealUrl} mode='aspectFit' />
        </View>
      ) : (
        <Text className='contract-sign__text'>甲方公司信息待平台完善，完善前暂不能签署</Text>
      )}
      <Row label='乙方（客户）' value={c.customerName} />
    </View>
  )
}

/** The contract's terms as the customer agrees to them. */
function Terms({ c }: { c: ContractDetail }) {
  return (
    <View className='contract-sign__card'>
      <Text className='contract-sign__title'>服务条款</Text>
      <Row label='服务名称' value={c.name} />
      <Row label='服务红娘' value={c.matchmakerName} />
      <Row label='约见次数' value={`${c.meetingQuota} 次`} />
      <Row label='服务期限' value={periodText(c)} />
      <Row label='服务费用' value={priceText(c)} />
      <Text className='contract-sign__subtitle'>服务内容</Text>
      {c.serviceItems.map((item, i) => (
        <Text key={item} className='contract-sign__item'>{`${i + 1}. ${item}`}</Text>
      ))}
      <Text className='contract-sign__subtitle'>退款条款</Text>
      <Text className='contract-sign__text'>{c.refundTerms || '按平台退款规则执行。'}</Text>
    </View>
  )
}

/**
 * SPEC §2 /subpages/member/hetong_sign?id=: read the contract, sign it with a drawn signature, then
 * pay it (it takes effect when both are done), open the PDF.
 */
function ContractSignPage() {
  const { authFlow } = useStores()
  const { params } = useRouter()
  const id = Number(params.id ?? 0)
  const [contract, setContract] = useState<ContractDetail | null>(null)
  const [failed, setFailed] = useState(false)
  const [agreed, setAgreed] = useState(false)
  const [inked, setInked] = useState(false)
  const pad = useRef<SignaturePadHandle>(null)
  const { busy, run } = useSingleFlight()

  const load = useCallback(async () => {
    try {
      setContract(await getContract({ id }))
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }, [id])

  /**
   * Runs one action; a refusal has been shown by the request layer, and the contract is read again
   * because that is what changed (paid meanwhile, cancelled by the matchmaker).
   */
  const act = (action: () => Promise<void>) => () =>
    void action().catch(() => {
      void load()
    })

  /** The page's one action at each step. */
  const mainButton = (label: string, action: () => Promise<void>, look: { off?: boolean; outline?: boolean } = {}) => (
    <Button
      className={`contract-sign__main ${look.off ? 'contract-sign__main--off' : ''}`}
      type='primary'
      fill={look.outline ? 'outline' : 'solid'}
      size='large'
      block
      loading={busy}
      onClick={act(action)}
    >
      {label}
    </Button>
  )

  // Back from the cashier: the signed contract is paid and in effect.
  useDidShow(() => {
    if (authFlow.ensureLogin() && id > 0) void load()
  })

  const pay = async () => {
    if (!contract) return
    const res = await run(() => payContract({ id: contract.id }))
    if (res) await Taro.navigateTo({ url: payPageUrl(res.orderNo, `${ROUTES.contractSign}?id=${contract.id}`) })
  }

  const sign = async () => {
    if (!contract) return
    if (!pad.current?.signed()) return void toast('请先在签名区域手写签名')
    if (!agreed) return void toast('请先阅读并同意合同条款')
    const signed = await run(async () => {
      return signContract({ id: contract.id, signature: await pad.current!.exportPng() })
    })
    if (!signed) return
    toast(signed.status === 'signed' ? '签署成功，合同已生效' : '签署成功，请完成付款')
    await load()
  }

  const esign = async () => {
    if (!contract) return
    const res = await run(() => startEsign({ id: contract.id }))
    if (!res) return
    if (!isWeapp()) {
      window.location.assign(res.signerUrl)
      return
    }
    // The mini-program can't open an outside page: the link goes to the clipboard for the browser.
    await Taro.setClipboardData({ data: res.signerUrl })
    toast('签署链接已复制，请在浏览器中打开完成签署')
  }

  const openPdf = async () => {
    if (!contract) return
    await run(() => openContractPdf(contract.id))
  }

  if (failed || !(id > 0)) {
    return (
      <PageShell title='合同详情'>
        <StatusView
          icon={<LineIcon name='order' />}
          title='合同不存在'
          description='合同可能已被取消，或不属于当前账号'
        />
      </PageShell>
    )
  }
  if (!contract) return <PageShell title='合同详情'>{null}</PageShell>

  const step = customerStep(contract)
  return (
    <PageShell title='合同详情'>
      <View className='contract-sign'>
        <View className='contract-sign__card contract-sign__head'>
          <View className='contract-sign__head-line'>
            <Text className='contract-sign__name'>{contract.name}</Text>
            <Text className={`contract-sign__status contract-sign__status--${contract.status}`}>
              {CONTRACT_STATUS_LABELS[contract.status]}
            </Text>
          </View>
          <Text className='contract-sign__no'>{`合同编号：${contract.contractNo}`}</Text>
          <Text className='contract-sign__quota'>{quotaText(contract)}</Text>
          <Progress
            className='contract-sign__bar'
            percent={quotaPercent(contract)}
            color={GRADIENT_BRAND}
            strokeWidth='7'
          />
          <Text className='contract-sign__hint'>每完成一次约见计一次，约见前红娘会与你确认</Text>
        </View>

        <Parties c={contract} />
        <Terms c={contract} />

        {contract.signedAt && (
          <View className='contract-sign__card'>
            <Text className='contract-sign__title'>签署记录</Text>
            <Row label='签署时间' value={formatDate(contract.signedAt, 'YYYY-MM-DD HH:mm')} />
            {contract.pdfSha256 && <Row label='文件指纹' value={shortHash(contract.pdfSha256)} />}
            {contract.hasPdf && <Row label='手写签名' value='已签入合同 PDF，仅你和负责的门店人员可查看' />}
          </View>
        )}

        {contract.closeReason && (
          <View className='contract-sign__card'>
            <Row label={contract.status === 'refunded' ? '退款原因' : '说明'} value={contract.closeReason} />
          </View>
        )}

        {step === 'sign' && (
          <View className='contract-sign__card'>
            <Text className='contract-sign__title'>手写签名</Text>
            <SignaturePad ref={pad} onChange={setInked} />
            <View className='contract-sign__pad-actions'>
              <Button
                className='contract-sign__clear'
                type='primary'
                fill='none'
                size='small'
                onClick={() => pad.current?.clear()}
              >
                清除重写
              </Button>
            </View>
            <Checkbox className='contract-sign__agree' checked={agreed} onChange={setAgreed}>
              <Text className='contract-sign__agree-text'>我已阅读并同意以上合同条款，签署后合同内容不可更改</Text>
            </Checkbox>
          </View>
        )}

        <View className='contract-sign__actions'>
          {step === 'pay' && <Text className='contract-sign__hint'>合同已签署，付款后生效</Text>}
          {step === 'pay' && mainButton(`支付 ${priceText(contract)}`, pay)}
          {step === 'sign' && mainButton('确认签署', sign, { off: !(inked && agreed) })}
          {step === 'esign' && mainButton('前往电子签署', esign)}
          {step === 'pdf' && mainButton('查看合同 PDF', openPdf, { outline: true })}
        </View>
      </View>
    </PageShell>
  )
}

export default observer(ContractSignPage)
