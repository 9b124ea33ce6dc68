import { View } from '@tarojs/components'
import { useState } from 'react'
import { PRODUCT_KIND_LABELS, PRODUCT_KINDS, type ProductKind } from '@contract/finance'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { emptyProductForm, productToForm, type ProductForm } from './models/productForm'
import { FINANCE_STAFF } from '@/utils/staff'
import { useStaffAccess } from './models/useStaffAccess'
import { useStaffProducts } from './models/useStaffProducts'
import { AddButton } from './parts/add-button'
import { ProductRow } from './parts/product-row'
import { ProductSheet } from './parts/product-sheet'
import './products.scss'

const TABS = PRODUCT_KINDS.map((key) => ({ key, title: PRODUCT_KIND_LABELS[key] }))

/** Admins set what the city sells: prices, terms, order, and whether members see each product. */
export default function ProductsPage() {
  const access = useStaffAccess(FINANCE_STAFF)
  const [kind, setKind] = useState<ProductKind>('vip')
  const { list, loaded, failed, reload, save } = useStaffProducts(kind, access === 'allowed')
  const [editing, setEditing] = useState<ProductForm | null>(null)

  return (
    <PageShell title='商品管理'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='商品管理仅对管理员开放' />
      )}
      {access === 'allowed' && (
        <View className='staff-products'>
          <SegmentTabs tabs={TABS} value={kind} onChange={setKind} />
          <AddButton onClick={() => setEditing(emptyProductForm(kind))}>
            {`新增${PRODUCT_KIND_LABELS[kind]}商品`}
          </AddButton>
          {list.map((p) => (
            <ProductRow key={p.id} product={p} onEdit={() => setEditing(productToForm(p))} />
          ))}
          {loaded && failed && (
            <StatusView icon={<LineIcon name='refresh' />} title='加载失败' action='重试' onAction={reload} />
          )}
          {loaded && !failed && list.length === 0 && (
            <StatusView icon={<LineIcon name='crown' />} title='暂无商品' description='新增的商品上架后会员即可购买' />
          )}
        </View>
      )}
      {editing && <ProductSheet initial={editing} onClose={() => setEditing(null)} onSubmit={save} />}
    </PageShell>
  )
}
