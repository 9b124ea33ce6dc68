import { Button, Input, TextArea } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { RichContent } from '@/components/rich-content'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { CONTENT_EDITORS } from '@/utils/staff'
import { SINGLE_PAGE_CONTENT_MAX, SINGLE_PAGE_TITLE_MAX } from '@contract/models'
import { useContentPage } from './models/useContentPage'
import { useStaffAccess } from './models/useStaffAccess'
import './pages.scss'

/** The content pages members reach from 关于我们 and the login agreement, by their ids. */
const TABS = [
  { key: '1', title: '关于我们' },
  { key: '2', title: '用户协议' },
  { key: '3', title: '隐私政策' }
]

/**
 * Admins write the city's own 关于我们, user agreement and privacy policy: the operator's name,
 * contact and rules are theirs to state. The text is HTML; the preview shows it as members will.
 */
export default function ContentPagesPage() {
  const access = useStaffAccess(CONTENT_EDITORS)
  const [tab, setTab] = useState('2')
  const [preview, setPreview] = useState(false)
  const { draft, setDraft, failed, load, busy, save } = useContentPage(Number(tab), access === 'allowed')

  return (
    <PageShell title='内容页面'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='内容页面仅对管理员开放' />
      )}
      {access === 'allowed' && (
        <View className='staff-pages'>
          <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
          {failed && <StatusView icon={<LineIcon name='refresh' />} title='加载失败' action='重试' onAction={load} />}
          {draft && (
            <View className='staff-pages__card'>
              <Text className='staff-pages__label'>标题</Text>
              <Input
                className='staff-pages__title'
                plain
                placeholder=''
                value={draft.title}
                maxLength={SINGLE_PAGE_TITLE_MAX}
                onChange={(title) => setDraft({ ...draft, title })}
              />
              <View className='staff-pages__head'>
                <Text className='staff-pages__label'>正文（HTML）</Text>
                <Button size='small' type='primary' fill='none' onClick={() => setPreview(!preview)}>
                  {preview ? '编辑' : '预览'}
                </Button>
              </View>
              {preview ? (
                <RichContent html={draft.content} />
              ) : (
                <TextArea
                  className='staff-pages__content'
                  placeholder=''
                  value={draft.content}
                  maxLength={SINGLE_PAGE_CONTENT_MAX}
                  onChange={(content) => setDraft({ ...draft, content })}
                />
              )}
              <Button
                className='staff-pages__save'
                type='primary'
                size='large'
                block
                loading={busy}
                onClick={() => void save()}
              >
                保存
              </Button>
            </View>
          )}
        </View>
      )}
    </PageShell>
  )
}
