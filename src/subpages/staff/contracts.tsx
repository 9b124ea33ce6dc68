import { Button } from '@nutui/nutui-react-taro'
import { ScrollView, Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh, useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import {
  CLOSE_REASON_MAX,
  CONTRACT_STATUS_LABELS,
  quotaText,
  REFUND_TERMS_MAX,
  type ContractStatus,
  type ContractTemplate,
  type ContractView,
  type LegalPartyRes,
  type SaveTemplateReq
} from '@contract/contract'
import type { CursorReq } from '@contract/love'
import { OFFICE_ADMINS, OFFICE_STAFF } from '@/utils/staff'
import {
  staffCancelContract,
  staffCompleteContract,
  staffCreateContract,
  staffGetContractPage,
  staffGetLegalParty,
  staffGetTemplates,
  staffRefundContract,
  staffSaveTemplate
} from '@/api/contract'
import { BottomSheet } from '@/components/bottom-sheet'
import { LineIcon } from '@/components/line-icon'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { useCursorList } from '@/hooks/useCursorList'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { templateForm, templateRequest, type TemplateForm } from '@/utils/contractForm'
import { openContractPdf } from '@/utils/contractPdf'
import { periodText, priceText } from '@/utils/contractView'
import { formatDate } from '@/utils/time'
import { useSheetSubmit } from './models/useSheetSubmit'
import { useStaffAccess } from './models/useStaffAccess'
import { AddButton } from './parts/add-button'
import { RejectSheet } from './parts/reject-sheet'
import { FormChips, formInputs, FormRow, FormSwitch, FormTextArea, SubmitButton } from './parts/staff-form'
import './contracts.scss'

type Tab = 'templates' | 'contracts'
const TABS: { key: Tab; title: string }[] = [
  { key: 'templates', title: '合同模板' },
  { key: 'contracts', title: '合同列表' }
]
const STATUS_FILTERS: { value: ContractStatus | ''; label: string }[] = [
  { value: '', label: '全部' },
  { value: 'unsigned', label: CONTRACT_STATUS_LABELS.unsigned },
  { value: 'unpaid', label: CONTRACT_STATUS_LABELS.unpaid },
  { value: 'paid', label: CONTRACT_STATUS_LABELS.paid },
  { value: 'signed', label: CONTRACT_STATUS_LABELS.signed },
  { value: 'completed', label: CONTRACT_STATUS_LABELS.completed },
  { value: 'refunded', label: CONTRACT_STATUS_LABELS.refunded }
]

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })

async function confirm(title: string, content: string): Promise<boolean> {
  const { confirm: yes } = await Taro.showModal({ title, content, confirmText: '确定', cancelText: '再想想' })
  return yes
}

function TemplateCard({ t, canEdit, onEdit }: { t: ContractTemplate; canEdit: boolean; onEdit: () => void }) {
  return (
    <View className='staff-contracts__card'>
      <View className='staff-contracts__card-head'>
        <Text className='staff-contracts__name'>{t.name}</Text>
        <Text className={`staff-contracts__tag ${t.enabled ? '' : 'staff-contracts__tag--off'}`}>
          {t.enabled ? '启用中' : '已停用'}
        </Text>
      </View>
      <Text className='staff-contracts__line'>{`${priceText(t)} · ${t.meetingQuota} 次约见 · ${t.termDays} 天`}</Text>
      <Text className='staff-contracts__line'>{`服务内容：${t.serviceItems.join('、')}`}</Text>
      {t.refundTerms && <Text className='staff-contracts__line'>{`退款条款：${t.refundTerms}`}</Text>}
      {canEdit && (
        <View className='staff-contracts__actions'>
          <Button className='staff-contracts__action' size='small' type='primary' fill='outline' onClick={onEdit}>
            编辑
          </Button>
        </View>
      )}
    </View>
  )
}

type ContractAction = 'cancel' | 'complete' | 'refund' | 'pdf'

function actionsOf(c: ContractView, isAdmin: boolean): { key: ContractAction; label: string }[] {
  const out: { key: ContractAction; label: string }[] = []
  if (c.hasPdf) out.push({ key: 'pdf', label: '查看PDF' })
  if (c.status === 'unsigned' || c.status === 'unpaid') out.push({ key: 'cancel', label: '取消合同' })
  if (c.status === 'signed') out.push({ key: 'complete', label: '完成服务' })
  if (isAdmin && (c.status === 'paid' || c.status === 'signed')) out.push({ key: 'refund', label: '退款' })
  return out
}

function ContractCard({
  c,
  isAdmin,
  onAction
}: {
  c: ContractView
  isAdmin: boolean
  onAction: (a: ContractAction) => void
}) {
  const actions = actionsOf(c, isAdmin)
  return (
    <View className='staff-contracts__card'>
      <View className='staff-contracts__card-head'>
        <Text className='staff-contracts__name'>{`${c.customerName} · ${c.name}`}</Text>
        <Text className={`staff-contracts__status staff-contracts__status--${c.status}`}>
          {CONTRACT_STATUS_LABELS[c.status]}
        </Text>
      </View>
      <Text className='staff-contracts__line'>{`合同编号：${c.contractNo}`}</Text>
      <Text className='staff-contracts__line'>{`服务红娘：${c.matchmakerName} · ${priceText(c)}`}</Text>
      <Text className='staff-contracts__line'>{`服务期限：${periodText(c)}`}</Text>
      <Text className='staff-contracts__quota'>{quotaText(c)}</Text>
      {c.closeReason && <Text className='staff-contracts__line'>{`原因：${c.closeReason}`}</Text>}
      <Text className='staff-contracts__date'>{`创建于 ${formatDate(c.createdAt, 'YYYY-MM-DD HH:mm')}`}</Text>
      {actions.length > 0 && (
        <View className='staff-contracts__actions'>
          {actions.map((a) => (
            <Button
              key={a.key}
              className={`staff-contracts__action staff-contracts__action--${a.key}`}
              size='small'
              type={a.key === 'refund' ? 'danger' : 'primary'}
              fill='outline'
              onClick={() => onAction(a.key)}
            >
              {a.label}
            </Button>
          ))}
        </View>
      )}
    </View>
  )
}

/**
 * 甲方 on every contract: the company an admin sets. Until it is complete nobody can issue a
 * contract, so the office sees why here, and an admin the way to set it.
 */
function LegalPartyBar({ res, isAdmin }: { res: LegalPartyRes; isAdmin: boolean }) {
  const edit = () => void Taro.navigateTo({ url: ROUTES.staffLegalParty })
  return (
    <View className={`staff-contracts__party ${res.complete ? '' : 'staff-contracts__party--missing'}`}>
      <View className='staff-contracts__party-text'>
        <Text className='staff-contracts__party-title'>
          {res.complete ? `甲方：${res.party.name}` : '甲方公司信息未设置'}
        </Text>
        {!res.complete && (
          <Text className='staff-contracts__line'>
            {isAdmin
              ? '合同需写明公司名称、地址、统一社会信用代码并加盖公章，设置前无法发起合同'
              : '设置前无法发起合同，请联系管理员设置'}
          </Text>
        )}
      </View>
      {isAdmin && (
        <Button size='small' type='primary' fill={res.complete ? 'outline' : 'solid'} onClick={edit}>
          {res.complete ? '修改' : '去设置'}
        </Button>
      )}
    </View>
  )
}

function TemplateSheet({
  initial,
  onClose,
  onSubmit
}: {
  initial: TemplateForm
  onClose: () => void
  onSubmit: (req: SaveTemplateReq) => Promise<boolean>
}) {
  const [form, setForm] = useState<TemplateForm>(initial)
  const { busy, submit } = useSheetSubmit(() => templateRequest(form), onSubmit, onClose)
  const input = formInputs(form, setForm)
  return (
    <BottomSheet open title={form.id ? '编辑合同模板' : '新建合同模板'} onClose={onClose}>
      <ScrollView className='staff-contracts__fields' scrollY>
        <FormRow label='模板名称'>{input('name', '如 基础服务', 'text', 30)}</FormRow>
        <FormRow label='价格（元）'>{input('price', '如 2999', 'digit', 10)}</FormRow>
        <FormRow label='约见次数'>{input('meetingQuota', '合同包含的约见次数', 'number', 3)}</FormRow>
        <FormRow label='服务天数'>{input('termDays', '自签署之日起算', 'number', 4)}</FormRow>
        <Text className='staff-contracts__field-label'>服务内容（每行一项）</Text>
        <FormTextArea
          value={form.items}
          maxlength={600}
          placeholder={'专属红娘一对一服务\n精准匹配推荐'}
          onInput={(items) => setForm((f) => ({ ...f, items }))}
        />
        <Text className='staff-contracts__field-label'>退款条款</Text>
        <FormTextArea
          value={form.refundTerms}
          maxlength={REFUND_TERMS_MAX}
          placeholder='如 签署后7日内且未安排约见的，可全额退款'
          onInput={(refundTerms) => setForm((f) => ({ ...f, refundTerms }))}
        />
        <FormSwitch label='启用' checked={form.enabled} onChange={(enabled) => setForm((f) => ({ ...f, enabled }))} />
      </ScrollView>
      <SubmitButton busy={busy} onClick={submit}>
        保存模板
      </SubmitButton>
    </BottomSheet>
  )
}

function CreateSheet({
  customerId,
  templates,
  onClose,
  onSubmit
}: {
  customerId: number
  templates: ContractTemplate[]
  onClose: () => void
  onSubmit: (req: { customerId: number; templateId: number }) => Promise<boolean>
}) {
  const enabled = templates.filter((t) => t.enabled)
  const [form, setForm] = useState({ customer: customerId ? String(customerId) : '', templateId: enabled[0]?.id ?? 0 })
  const input = formInputs(form, setForm)
  // Templates may arrive after the sheet opened: the first one stands until another is picked.
  const picked = enabled.find((t) => t.id === form.templateId) ?? (form.templateId === 0 ? enabled[0] : undefined)
  const { busy, submit } = useSheetSubmit(
    () => {
      const id = Number(form.customer.trim())
      if (!Number.isSafeInteger(id) || id < 1) return '请填写客户的会员编号'
      if (!picked) return '请选择合同模板'
      return { customerId: id, templateId: picked.id }
    },
    onSubmit,
    onClose
  )
  return (
    <BottomSheet open title='为客户创建合同' onClose={onClose}>
      <FormRow label='客户会员编号'>{input('customer', '客户的会员编号', 'number', 10)}</FormRow>
      {enabled.length === 0 ? (
        <Text className='staff-contracts__line'>还没有启用的合同模板，请联系管理员添加</Text>
      ) : (
        <FormRow label='合同模板'>
          <FormChips
            options={enabled.map((t) => ({ value: t.id, label: t.name }))}
            value={picked?.id ?? 0}
            onPick={(templateId) => setForm((f) => ({ ...f, templateId }))}
          />
        </FormRow>
      )}
      {picked && (
        <Text className='staff-contracts__preview'>
          {`${priceText(picked)} · ${picked.meetingQuota} 次约见 · ${picked.termDays} 天。创建后客户在「我的合同」中支付并签署。`}
        </Text>
      )}
      <SubmitButton busy={busy} className='staff-contracts__create-submit' onClick={submit}>
        创建合同
      </SubmitButton>
    </BottomSheet>
  )
}

/** 服务合同: templates (admins edit them) and the contracts of the customers the caller's scope covers. */
export default function StaffContractsPage() {
  const access = useStaffAccess(OFFICE_STAFF)
  const isAdmin = useStaffAccess(OFFICE_ADMINS) === 'allowed'
  const allowed = access === 'allowed'
  const { params } = useRouter()
  const presetCustomer = Number(params.customerId ?? 0) || 0
  const [tab, setTab] = useState<Tab>(presetCustomer ? 'contracts' : 'templates')
  const [status, setStatus] = useState<ContractStatus | ''>('')
  const [templates, setTemplates] = useState<ContractTemplate[]>([])
  const [templatesLoaded, setTemplatesLoaded] = useState(false)
  const [editing, setEditing] = useState<TemplateForm | null>(null)
  const [creating, setCreating] = useState(false)
  const [refunding, setRefunding] = useState<ContractView | null>(null)
  const [party, setParty] = useState<LegalPartyRes | null>(null)
  const { busy, run } = useSingleFlight()

  const loadTemplates = useCallback(async () => {
    try {
      setTemplates(await staffGetTemplates())
    } finally {
      setTemplatesLoaded(true)
    }
  }, [])
  const loadParty = useCallback(() => {
    staffGetLegalParty({ hideMsg: true }).then(setParty, () => undefined)
  }, [])
  // Back from setting the company: the bar says so.
  useDidShow(() => {
    if (allowed) loadParty()
  })
  const contracts = useCursorList<ContractView>(
    (req: CursorReq) => staffGetContractPage({ ...req, status, customerId: presetCustomer }),
    [status, presetCustomer],
    { enabled: allowed, pullDown: false }
  )

  useEffect(() => {
    if (!allowed) return
    void loadTemplates()
    loadParty()
    // Opened from a lead's page: straight to creating that customer's contract.
    if (presetCustomer) setCreating(true)
  }, [allowed, loadTemplates, loadParty, presetCustomer])

  usePullDownRefresh(() => {
    if (!allowed) return void Taro.stopPullDownRefresh()
    const reload = tab === 'templates' ? loadTemplates() : contracts.reload()
    void Promise.resolve(reload).finally(() => Taro.stopPullDownRefresh())
  })

  const replace = (next: ContractView) => contracts.update((rows) => rows.map((r) => (r.id === next.id ? next : r)))

  const saveTemplate = async (req: SaveTemplateReq) => {
    await staffSaveTemplate(req)
    toast('模板已保存')
    await loadTemplates()
    return true
  }

  const create = async (req: { customerId: number; templateId: number }) => {
    const made = await staffCreateContract(req)
    toast(`已创建合同 ${made.contractNo}`)
    setTab('contracts')
    await contracts.reload()
    return true
  }

  const onAction = async (c: ContractView, action: ContractAction) => {
    if (busy) return
    if (action === 'pdf') return void run(() => openContractPdf(c.id))
    if (action === 'refund') return setRefunding(c)
    if (action === 'cancel') {
      if (!(await confirm('取消合同', `取消后客户将无法再支付「${c.name}」`))) return
      const next = await run(() => staffCancelContract({ id: c.id, reason: '' }))
      if (next) replace(next)
      return
    }
    if (!(await confirm('完成服务', `确认「${c.customerName}」的合同服务已完成？完成后客户不再受合同保护`))) return
    const next = await run(() => staffCompleteContract({ id: c.id, reason: '' }))
    if (next) replace(next)
  }

  return (
    <PageShell title='服务合同'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='服务合同仅对红娘、店长和管理员开放' />
      )}
      {allowed && (
        <View className='staff-contracts'>
          {party && <LegalPartyBar res={party} isAdmin={isAdmin} />}
          <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
          {tab === 'templates' && (
            <View>
              {isAdmin && <AddButton onClick={() => setEditing(templateForm())}>新建模板</AddButton>}
              {templates.map((t) => (
                <TemplateCard key={t.id} t={t} canEdit={isAdmin} onEdit={() => setEditing(templateForm(t))} />
              ))}
              {templatesLoaded && templates.length === 0 && (
                <StatusView
                  icon={<LineIcon name='order' />}
                  title='还没有合同模板'
                  description={isAdmin ? '新建一个模板，红娘即可为客户创建合同' : '请联系管理员添加合同模板'}
                />
              )}
            </View>
          )}
          {tab === 'contracts' && (
            <View>
              <AddButton onClick={() => setCreating(true)}>为客户创建合同</AddButton>
              <FormChips options={STATUS_FILTERS} value={status} onPick={setStatus} />
              {contracts.list.map((c) => (
                <ContractCard
                  key={c.id}
                  c={c}
                  isAdmin={isAdmin}
                  // A refusal has been shown; the list shows where the contract stands now.
                  onAction={(a) => void onAction(c, a).catch(() => contracts.reload())}
                />
              ))}
              <ListEnd
                count={contracts.list.length}
                loaded={contracts.loaded}
                loading={contracts.loading}
                hasMore={contracts.hasMore}
                failed={contracts.failed}
                onRetry={() => void contracts.reload()}
                emptyTitle='暂无合同'
                emptyDescription='在客户详情页或这里为客户创建合同'
              />
            </View>
          )}
        </View>
      )}
      {editing && <TemplateSheet initial={editing} onClose={() => setEditing(null)} onSubmit={saveTemplate} />}
      {creating && (
        <CreateSheet
          customerId={presetCustomer}
          templates={templates}
          onClose={() => setCreating(false)}
          onSubmit={create}
        />
      )}
      <RejectSheet
        open={refunding !== null}
        title='合同退款'
        who={
          refunding
            ? `「${refunding.customerName}」的「${refunding.name}」，${priceText(refunding)} 将退回客户余额`
            : ''
        }
        placeholder='请填写退款原因，客户会在合同中看到'
        submitText='确认退款'
        maxLength={CLOSE_REASON_MAX}
        requiredMessage='请填写退款原因'
        suggestions={['客户申请退款', '服务未能开展', '协商一致解除合同']}
        onClose={() => setRefunding(null)}
        onSubmit={async (reason) => {
          if (!refunding) return false
          const next = await run(() => staffRefundContract({ id: refunding.id, reason }))
          if (!next) return false
          replace(next)
          toast('已退款到客户余额')
          return true
        }}
      />
    </PageShell>
  )
}
