import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { POOL_RULE_LIMITS, type PoolRules } from '@contract/crm'
import { OFFICE_ADMINS, OFFICE_STAFF } from '@/utils/staff'
import { getPoolRules, savePoolRules } from '@/api/crm'
import { getMyStaffRoles } from '@/api/staff'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { holdsAny } from '@/utils/staff'
import { useStaffAccess } from './models/useStaffAccess'
import { FormInput, FormRow, SubmitButton } from './parts/staff-form'
import './poolrules.scss'

const KEYS = Object.keys(POOL_RULE_LIMITS) as (keyof PoolRules)[]
type Draft = Record<keyof PoolRules, string>

const toDraft = (r: PoolRules): Draft => Object.fromEntries(KEYS.map((k) => [k, String(r[k])])) as Draft

/** The first rule out of bounds, as the message the server would give; '' when all are fine. */
function invalidRule(d: Draft): string {
  for (const k of KEYS) {
    const l = POOL_RULE_LIMITS[k]
    const n = Number(d[k])
    if (!/^\d+$/.test(d[k]) || n < l.min || n > l.max) return `${l.label}需在 ${l.min}-${l.max} ${l.unit}之间`
  }
  return ''
}

/** 公海规则: the tenant's claim limit, protection, idle and reclaim days; office staff read, admins change. */
export default function StaffPoolRulesPage() {
  const access = useStaffAccess(OFFICE_STAFF)
  const [draft, setDraft] = useState<Draft | null>(null)
  const [admin, setAdmin] = useState(false)
  const { busy, run } = useSingleFlight()

  useEffect(() => {
    if (access !== 'allowed') return
    getPoolRules().then(
      (r) => setDraft(toDraft(r)),
      () => undefined
    )
    getMyStaffRoles({ hideMsg: true }).then(
      ({ roles }) => setAdmin(holdsAny(roles, OFFICE_ADMINS)),
      () => undefined
    )
  }, [access])

  const save = () => {
    if (!draft) return
    const problem = invalidRule(draft)
    if (problem) return void Taro.showToast({ title: problem, icon: 'none' })
    const rules = Object.fromEntries(KEYS.map((k) => [k, Number(draft[k])])) as unknown as PoolRules
    void run(async () => {
      setDraft(toDraft(await savePoolRules(rules)))
      void Taro.showToast({ title: '已保存', icon: 'success' })
    }).catch(() => undefined)
  }

  return (
    <PageShell title='公海规则'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='公海规则仅对红娘、店长和管理员开放' />
      )}
      {access === 'allowed' && draft && (
        <View className='pool-rules'>
          <View className='pool-rules__card'>
            {KEYS.map((k) => (
              <FormRow key={k} label={`${POOL_RULE_LIMITS[k].label}（${POOL_RULE_LIMITS[k].unit}）`}>
                {admin ? (
                  <FormInput
                    value={draft[k]}
                    type='number'
                    maxlength={3}
                    placeholder={`${POOL_RULE_LIMITS[k].min}-${POOL_RULE_LIMITS[k].max}`}
                    onInput={(v) => setDraft({ ...draft, [k]: v })}
                  />
                ) : (
                  <Text>{draft[k]}</Text>
                )}
              </FormRow>
            ))}
          </View>
          <View className='pool-rules__note'>
            红娘每天最多认领 {draft.claimsPerDay} 个公海客户；认领后保护 {draft.protectDays} 天，期间每次跟进再延长{' '}
            {draft.idleDays} 天（不超过保护期），{draft.idleDays} 天没有跟进自动回到公海，到期前 {draft.warnDays}{' '}
            天提醒；放弃或超时的客户，原红娘 {draft.reclaimBlockDays} 天内不能再认领。签有服务合同的客户不会回到公海。
          </View>
          {admin ? (
            <SubmitButton busy={busy} onClick={save}>
              保存规则
            </SubmitButton>
          ) : (
            <View className='pool-rules__note'>仅管理员可以修改规则</View>
          )}
        </View>
      )}
    </PageShell>
  )
}
