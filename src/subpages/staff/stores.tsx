import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import {
  MATCHMAKER_TEXT_MAX as MAX,
  type LevelItem,
  type OfficeMatchmaker,
  type SaveLevelReq,
  type SaveStoreReq,
  type StoreItem
} from '@contract/matchmaker'
import { OFFICE_ADMINS } from '@/utils/staff'
import {
  assignStore,
  deleteLevel,
  getLevels,
  getOfficeMatchmakers,
  getStores,
  saveLevel,
  saveStore
} from '@/api/matchmaker'
import { BottomSheet } from '@/components/bottom-sheet'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { useShownData } from '@/hooks/useShownData'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { basisPointsOf, fenOf, percentInput, percentOf, yuanText } from '@/utils/shareText'
import { useSheetSubmit } from './models/useSheetSubmit'
import { useStaffAccess } from './models/useStaffAccess'
import { AddButton } from './parts/add-button'
import { StatusTag } from './parts/status-tag'
import { FormChips, formInputs, FormRow, SubmitButton } from './parts/staff-form'
import './stores.scss'

type Tab = 'stores' | 'levels' | 'matchmakers'
const TABS: { key: Tab; title: string }[] = [
  { key: 'stores', title: '门店' },
  { key: 'levels', title: '红娘等级' },
  { key: 'matchmakers', title: '红娘归属' }
]

interface StoreForm {
  id: number
  name: string
  address: string
  phone: string
  manager: string
  share: string
}
interface LevelForm {
  id: number
  name: string
  minIncome: string
  share: string
}

const BLANK_STORE: StoreForm = { id: 0, name: '', address: '', phone: '', manager: '', share: '5' }
const BLANK_LEVEL: LevelForm = { id: 0, name: '', minIncome: '0', share: '10' }

const storeForm = (s: StoreItem): StoreForm => ({
  id: s.id,
  name: s.name,
  address: s.address,
  phone: s.phone,
  manager: s.managerId ? String(s.managerId) : '',
  share: percentInput(s.shareBasisPoints)
})
const levelForm = (l: LevelItem): LevelForm => ({
  id: l.id,
  name: l.name,
  minIncome: String(l.minIncome / 100),
  share: percentInput(l.shareBasisPoints)
})

function storeRequest(f: StoreForm): SaveStoreReq | string {
  if (!f.name.trim()) return '请填写门店名称'
  const bp = basisPointsOf(f.share)
  if (bp === null) return '分成比例应在 0 到 100 之间，最多两位小数'
  if (f.manager.trim() && !/^\d{1,11}$/.test(f.manager.trim())) return '店长请填写会员编号或手机号'
  return { id: f.id, name: f.name, address: f.address, phone: f.phone, manager: f.manager.trim(), shareBasisPoints: bp }
}

function levelRequest(f: LevelForm): SaveLevelReq | string {
  if (!f.name.trim()) return '请填写等级名称'
  const fen = fenOf(f.minIncome)
  if (fen === null) return '请填写正确的业绩门槛（元）'
  const bp = basisPointsOf(f.share)
  if (bp === null) return '分成比例应在 0 到 100 之间，最多两位小数'
  return { id: f.id, name: f.name, minIncome: fen, shareBasisPoints: bp }
}

const toast = (title: string) => void Taro.showToast({ title, icon: 'success', duration: TOAST_MS })

/** Adding or changing a store: its contact, its manager (who gets the store-manager role) and its share. */
function StoreSheet({ initial, onClose, onSaved }: { initial: StoreForm; onClose: () => void; onSaved: () => void }) {
  const [form, setForm] = useState(initial)
  const input = formInputs(form, setForm)
  const { busy, submit } = useSheetSubmit(
    () => storeRequest(form),
    async (req) => {
      await saveStore(req)
      toast('已保存')
      onSaved()
      return true
    },
    onClose
  )
  return (
    <BottomSheet open title={form.id ? '编辑门店' : '新增门店'} onClose={onClose}>
      <View className='staff-form'>
        <FormRow label='门店名称'>{input('name', '如 西湖旗舰店', 'text', MAX.storeName)}</FormRow>
        <FormRow label='地址'>{input('address', '门店地址', 'text', MAX.address)}</FormRow>
        <FormRow label='电话'>{input('phone', '门店电话', 'text', MAX.storePhone)}</FormRow>
        <FormRow label='店长'>{input('manager', '会员编号或手机号，留空为暂无', 'number', 11)}</FormRow>
        <FormRow label='门店分成（%）'>{input('share', '客户付款的百分比', 'digit', 6)}</FormRow>
        <Text className='staff-stores__hint'>店长会获得「门店店长」权限，查看本店红娘的客户与分成</Text>
        <SubmitButton busy={busy} onClick={submit}>
          保存
        </SubmitButton>
      </View>
    </BottomSheet>
  )
}

/** Adding, changing or deleting a level: the customers' payments that reach it and its share. */
function LevelSheet({ initial, onClose, onSaved }: { initial: LevelForm; onClose: () => void; onSaved: () => void }) {
  const [form, setForm] = useState(initial)
  const input = formInputs(form, setForm)
  const { busy: removing, run } = useSingleFlight()
  const { busy, submit } = useSheetSubmit(
    () => levelRequest(form),
    async (req) => {
      await saveLevel(req)
      toast('已保存')
      onSaved()
      return true
    },
    onClose
  )
  const remove = () =>
    void Taro.showModal({ title: '删除等级', content: `确定删除「${form.name}」吗？` }).then(({ confirm }) => {
      if (!confirm) return
      void run(async () => {
        await deleteLevel(form.id)
        toast('已删除')
        onSaved()
        onClose()
      }).catch(() => undefined)
    })
  return (
    <BottomSheet open title={form.id ? '编辑等级' : '新增等级'} onClose={onClose}>
      <View className='staff-form'>
        <FormRow label='等级名称'>{input('name', '如 资深红娘', 'text', MAX.levelName)}</FormRow>
        <FormRow label='业绩门槛（元）'>{input('minIncome', '客户累计支付达到', 'digit', 11)}</FormRow>
        <FormRow label='红娘分成（%）'>{input('share', '客户付款的百分比', 'digit', 6)}</FormRow>
        <SubmitButton busy={busy} onClick={submit}>
          保存
        </SubmitButton>
        {form.id > 0 && (
          <Button className='staff-stores__delete' type='danger' fill='none' block loading={removing} onClick={remove}>
            删除此等级
          </Button>
        )}
      </View>
    </BottomSheet>
  )
}

/** 门店与等级 (admins): stores and their managers, matchmaker levels, and which store each matchmaker is in. */
export default function StaffStoresPage() {
  const access = useStaffAccess(OFFICE_ADMINS)
  const allowed = access === 'allowed'
  const [tab, setTab] = useState<Tab>('stores')
  const stores = useShownData(getStores, allowed)
  const levels = useShownData(getLevels, allowed)
  const people = useShownData(getOfficeMatchmakers, allowed)
  const [editingStore, setEditingStore] = useState<StoreForm | null>(null)
  const [editingLevel, setEditingLevel] = useState<LevelForm | null>(null)
  const { busy: assigning, run } = useSingleFlight()

  const assign = (m: OfficeMatchmaker, storeId: number) => {
    if (storeId === m.storeId) return
    void run(async () => {
      await assignStore({ userId: m.userId, storeId })
      toast('已调整')
      await Promise.all([people.reload(), stores.reload()])
    }).catch(() => undefined)
  }
  const storeChoices = [
    { value: 0, label: '无门店' },
    ...(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))
  ]

  return (
    <PageShell title='门店与等级'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='门店与等级仅对管理员开放' />
      )}
      {allowed && (
        <View className='staff-stores'>
          <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />

          {tab === 'stores' && (
            <View>
              <AddButton onClick={() => setEditingStore(BLANK_STORE)}>新增门店</AddButton>
              {stores.data?.length === 0 && <StatusView icon={<LineIcon name='home' />} title='还没有门店' />}
              {stores.data?.map((s) => (
                <View key={s.id} className='staff-stores__card' onClick={() => setEditingStore(storeForm(s))}>
                  <View className='staff-stores__head'>
                    <Text className='staff-stores__title'>{s.name}</Text>
                    <StatusTag muted={false}>{`分成 ${percentOf(s.shareBasisPoints)}`}</StatusTag>
                  </View>
                  <Text className='staff-stores__line'>
                    店长：{s.managerId ? `${s.managerName || '会员'}（编号${s.managerId}）` : '暂无'}
                  </Text>
                  <Text className='staff-stores__line'>红娘 {s.matchmakers} 人</Text>
                  {s.address && <Text className='staff-stores__line'>{s.address}</Text>}
                  {s.phone && <Text className='staff-stores__line'>电话 {s.phone}</Text>}
                </View>
              ))}
            </View>
          )}

          {tab === 'levels' && (
            <View>
              <AddButton onClick={() => setEditingLevel(BLANK_LEVEL)}>新增等级</AddButton>
              {levels.data?.length === 0 && (
                <StatusView
                  icon={<LineIcon name='people' />}
                  title='还没有红娘等级'
                  description='没有等级时红娘不产生分成'
                />
              )}
              {levels.data?.map((l) => (
                <View key={l.id} className='staff-stores__card' onClick={() => setEditingLevel(levelForm(l))}>
                  <View className='staff-stores__head'>
                    <Text className='staff-stores__title'>{l.name}</Text>
                    <StatusTag muted={false}>{`分成 ${percentOf(l.shareBasisPoints)}`}</StatusTag>
                  </View>
                  <Text className='staff-stores__line'>客户累计支付 ≥ {yuanText(l.minIncome)}</Text>
                </View>
              ))}
            </View>
          )}

          {tab === 'matchmakers' && (
            <View className={assigning ? 'staff-stores--busy' : ''}>
              {people.data?.length === 0 && (
                <StatusView
                  icon={<LineIcon name='people' />}
                  title='还没有红娘'
                  description='审核通过的入驻申请会成为红娘'
                />
              )}
              {people.data?.map((m) => (
                <View key={m.userId} className='staff-stores__card'>
                  <View className='staff-stores__head'>
                    <Text className='staff-stores__title'>{m.name}</Text>
                    <Text className='staff-stores__line'>编号 {m.userId}</Text>
                  </View>
                  <FormChips options={storeChoices} value={m.storeId} onPick={(storeId) => assign(m, storeId)} />
                </View>
              ))}
            </View>
          )}
        </View>
      )}
      {editingStore && (
        <StoreSheet initial={editingStore} onClose={() => setEditingStore(null)} onSaved={() => void stores.reload()} />
      )}
      {editingLevel && (
        <LevelSheet initial={editingLevel} onClose={() => setEditingLevel(null)} onSaved={() => void levels.reload()} />
      )}
    </PageShell>
  )
}
