import { Button } from '@nutui/nutui-react-taro'
import { Image, ScrollView, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import {
  CAR_LABELS,
  EDUCATION_LABELS,
  GENDER_LABELS,
  HOUSE_LABELS,
  INCOME_LABELS,
  MARITAL_LABELS,
  type MemberDetail
} from '@contract/love'
import { CHILDREN_LABELS } from '@contract/love-facts'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { useLibraryEntry } from './models/libraryEntry'
import { LibraryNoteSheet } from './parts/library-note-sheet'
import './detail.scss'

function basics(m: MemberDetail): [string, string][] {
  return [
    ['性别', GENDER_LABELS[m.gender]],
    ['年龄', m.age !== null ? `${m.age}岁` : '保密'],
    ['身高', `${m.height}cm`],
    ['体重', `${m.weight}kg`],
    ['学历', EDUCATION_LABELS[m.education]],
    ['职业', m.occupation || '未填写'],
    ['月收入', m.income ? INCOME_LABELS[m.income] : '保密'],
    ['婚姻状况', MARITAL_LABELS[m.marital]],
    ['子女情况', m.children ? CHILDREN_LABELS[m.children] : '未填写'],
    ['现居', m.city],
    ['家乡', m.hometown || '未填写'],
    ['民族', m.ethnicity || '未填写'],
    ['住房', HOUSE_LABELS[m.house]],
    ['购车', CAR_LABELS[m.car]]
  ]
}

function mateRows(m: MemberDetail): [string, string][] {
  const { mate } = m
  return [
    ['年龄', `${mate.ageMin}-${mate.ageMax}岁`],
    ['身高', `${mate.heightMin}-${mate.heightMax}cm`],
    ['学历', mate.educationMin ? `${EDUCATION_LABELS[mate.educationMin]}及以上` : '不限'],
    ['城市', mate.city || '不限'],
    ['婚姻状况', mate.marital ? MARITAL_LABELS[mate.marital] : '不限']
  ]
}

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <View className='library-detail__rows'>
      {rows.map(([label, value]) => (
        <View key={label} className='library-detail__row'>
          <Text className='library-detail__label'>{label}</Text>
          <Text className='library-detail__value'>{value}</Text>
        </View>
      ))}
    </View>
  )
}

/** A library member's public profile with their matchmaker's note; a customer asks for a meeting here. */
export default function SalesLibraryDetailPage() {
  const raw = Number(useRouter().params.id)
  const page = useLibraryEntry(Number.isSafeInteger(raw) && raw > 0 ? raw : null)
  const [noting, setNoting] = useState(false)
  const detail = page.detail
  const member = detail?.member
  const photos = member ? (member.album.length ? member.album : member.avatar ? [member.avatar] : []) : []

  return (
    <PageShell title='会员资料'>
      {page.status === 'failed' && <StatusView icon='!' title={page.failure} onAction={page.retry} />}
      {page.status === 'ready' && detail && member && (
        <View className='library-detail'>
          {photos.length > 0 ? (
            <ScrollView className='library-detail__photos' scrollX>
              {photos.map((url) => (
                <Image
                  key={url}
                  className='library-detail__photo'
                  src={url}
                  mode='aspectFill'
                  onClick={() => void Taro.previewImage({ urls: photos, current: url })}
                />
              ))}
            </ScrollView>
          ) : (
            <View className='library-detail__photo library-detail__photo--empty'>{member.nickname.slice(0, 1)}</View>
          )}
          {member.photosLocked && <Text className='library-detail__locked'>TA的更多照片仅对VIP会员开放</Text>}
          <View className='library-detail__card'>
            <View className='library-detail__name-row'>
              <Text className='library-detail__name'>{member.nickname}</Text>
              {member.isVip && <Text className='library-detail__vip'>VIP</Text>}
            </View>
            <Text className='library-detail__facts'>
              {[member.age !== null ? `${member.age}岁` : '', `${member.height}cm`, member.city]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {member.badges.length > 0 && (
              <View className='library-detail__badges'>
                {member.badges.map((b) => (
                  <Text key={b} className='library-detail__badge'>
                    {b}
                  </Text>
                ))}
              </View>
            )}
          </View>
          <View className='library-detail__card library-detail__note'>
            <Text className='library-detail__section'>{detail.matchmaker.name}的推荐</Text>
            <Text className='library-detail__note-text'>{detail.note || '红娘还没有写推荐语'}</Text>
          </View>
          <View className='library-detail__card'>
            <Text className='library-detail__section'>基本资料</Text>
            <Rows rows={basics(member)} />
          </View>
          {member.aboutMe && (
            <View className='library-detail__card'>
              <Text className='library-detail__section'>自我介绍</Text>
              <Text className='library-detail__about'>{member.aboutMe}</Text>
            </View>
          )}
          <View className='library-detail__card'>
            <Text className='library-detail__section'>择偶要求</Text>
            <Rows rows={mateRows(member)} />
          </View>
          {(detail.canAsk || detail.canEdit) && (
            <View className='library-detail__bar'>
              {detail.canAsk && (
                <Button
                  className='library-detail__primary'
                  type='primary'
                  size='large'
                  loading={page.busy}
                  onClick={page.ask}
                >
                  {`请${detail.matchmaker.name}安排约见`}
                </Button>
              )}
              {detail.canEdit && (
                <>
                  <Button className='library-detail__secondary' size='large' onClick={() => void page.remove()}>
                    移出缘分库
                  </Button>
                  <Button
                    className='library-detail__primary'
                    type='primary'
                    size='large'
                    onClick={() => setNoting(true)}
                  >
                    修改推荐语
                  </Button>
                </>
              )}
            </View>
          )}
        </View>
      )}
      <LibraryNoteSheet
        open={noting}
        title='修改推荐语'
        who={member?.nickname ?? ''}
        initial={detail?.note ?? ''}
        submitText='保存'
        onClose={() => setNoting(false)}
        onSubmit={page.editNote}
      />
    </PageShell>
  )
}
