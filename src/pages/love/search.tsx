import { Button, Dialog, Empty, Input, SearchBar, Tag } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { SAVED_SEARCH_NAME_MAX, SEARCH_KEYWORD_MAX } from '@contract/love-search'
import { MemberCard } from '@/components/member-card'
import { PageShell } from '@/components/page-shell'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { useVisitorPreview } from '@/pages/index/models/useVisitorPreview'
import { VisitorPreview } from '@/pages/index/parts/visitor-preview'
import { conditionCount, describeCriteria, suggestedName, withCriterion } from './models/searchCriteria'
import { useSearch } from './models/useSearch'
import { SearchConditions } from './parts/search-conditions'
import './search.scss'

/**
 * 找对象: a member searches by nickname, member number or conditions, keeps the conditions she
 * uses, and opens a result. A visitor sees the city's blurred preview and is asked to log in.
 */
function SearchPage() {
  const { session, tenant, authFlow } = useStores()
  const member = session.isLoggedIn
  const { criteria, search, results, saved, save, remove } = useSearch(member)
  const preview = useVisitorPreview(!member, '')
  const [keyword, setKeyword] = useState('')
  const [sheetOpen, setSheetOpen] = useState(false)
  /** The name being typed for a new saved set; null while the dialog is closed. */
  const [naming, setNaming] = useState<string | null>(null)
  const count = conditionCount(criteria)
  const summary = describeCriteria(criteria)
  const login = () => authFlow.redirectToLogin()

  const searchKeyword = (text: string) => {
    if (!member) return login()
    search(withCriterion(criteria, 'keyword', text.trim()))
  }
  const askRemove = (id: number, name: string) =>
    void Taro.showModal({ title: '删除条件', content: `删除「${name}」？`, confirmText: '删除' }).then((r) => {
      if (r.confirm) void remove(id).catch(() => undefined)
    })

  return (
    <PageShell title='找对象'>
      <View className='love-search'>
        <SearchBar
          className='love-search__bar'
          shape='round'
          placeholder='搜索昵称或会员编号'
          maxLength={SEARCH_KEYWORD_MAX}
          value={keyword}
          onChange={(v) => setKeyword(v)}
          onSearch={searchKeyword}
          onClear={() => searchKeyword('')}
          right={
            <Text className='love-search__go' onClick={() => searchKeyword(keyword)}>
              搜索
            </Text>
          }
        />
        <View className='love-search__tools'>
          <Button
            className='love-search__filter'
            size='small'
            type={count ? 'primary' : 'default'}
            onClick={() => (member ? setSheetOpen(true) : login())}
          >
            {count ? `筛选条件 · ${count}` : '筛选条件'}
          </Button>
          {member && (
            <Button
              className='love-search__save'
              size='small'
              fill='outline'
              disabled={!summary}
              onClick={() => setNaming(suggestedName(criteria))}
            >
              保存条件
            </Button>
          )}
        </View>
        {member && saved.length > 0 && (
          <View className='love-search__saved'>
            <Text className='love-search__saved-title'>我的条件</Text>
            {saved.map((s) => (
              <Tag
                key={s.id}
                round
                closeable
                className='love-search__saved-tag'
                onClick={() => {
                  setKeyword(s.criteria.keyword ?? '')
                  search(s.criteria)
                }}
                onClose={() => askRemove(s.id, s.name)}
              >
                {s.name}
              </Tag>
            ))}
          </View>
        )}
        {member && summary && <Text className='love-search__summary'>{summary}</Text>}

        {member &&
          results.list.map((card) => (
            <MemberCard
              key={card.userId}
              card={card}
              onOpen={(id) => void Taro.navigateTo({ url: `${ROUTES.loveDetail}?id=${id}` })}
            />
          ))}
        {member && results.loaded && results.list.length === 0 && (
          <Empty
            className='love-search__empty'
            title='没有找到符合条件的会员'
            description={summary ? '放宽条件再试试' : '稍后再来看看'}
          />
        )}
        {member && results.list.length > 0 && (
          <View className='love-search__more'>{results.hasMore ? '上拉加载更多' : '没有更多了'}</View>
        )}

        {!member && (
          <View className='love-search__visitor'>
            <Text className='love-search__invite'>登录后即可按条件找对象，查看会员详情</Text>
            {preview && preview.cards.length > 0 ? (
              <VisitorPreview preview={preview} onJoin={login} />
            ) : (
              <Button className='love-search__login' type='primary' block onClick={login}>
                登录 / 注册
              </Button>
            )}
          </View>
        )}
      </View>

      {member && (
        <SearchConditions
          open={sheetOpen}
          value={criteria}
          provinces={tenant.site?.geographyDto ?? []}
          home={tenant.city?.city ?? ''}
          onClose={() => setSheetOpen(false)}
          onApply={(next) => {
            setSheetOpen(false)
            search(next)
          }}
        />
      )}
      <Dialog
        visible={naming !== null}
        title='保存条件'
        content={
          <Input
            className='love-search__name'
            placeholder='给这组条件起个名字'
            maxLength={SAVED_SEARCH_NAME_MAX}
            value={naming ?? ''}
            onChange={(v) => setNaming(v)}
          />
        }
        confirmText='保存'
        onCancel={() => setNaming(null)}
        onConfirm={() => {
          void save(naming ?? '').then((ok) => ok && setNaming(null))
        }}
      />
    </PageShell>
  )
}

export default observer(SearchPage)
