import { on, type ServerModule } from '../../lib/module'
import { notify } from '../notice/service'
import { cashoutPaidNotice, cashoutRefusedNotice, orderRefundedNotice } from './notices'
import financeRoutes from './routes'
import financeStaffRoutes from './staff-routes'
import financeNotifyRoutes from './notify-routes'
import financeSandboxRoutes from './sandbox-routes'

export const financeModule: ServerModule = {
  name: 'finance',
  dependsOn: ['notice', 'user'],
  owns: ['finProducts', 'finOrders', 'finCashouts', 'ledgerAccounts', 'ledgerTxns', 'ledgerEntries'],
  async routes(app) {
    await app.register(financeRoutes)
    await app.register(financeStaffRoutes)
    await app.register(financeNotifyRoutes)
    if (app.pay.tenpay?.mode === 'sandbox' || app.pay.alipay?.mode === 'sandbox')
      await app.register(financeSandboxRoutes)
  },
  subscriptions: [
    on('finance.cashoutPaid', 'notice.cashoutPaid', (tx, cashout) =>
      notify(tx, cashout.tenantId, cashoutPaidNotice(cashout))
    ),
    on('finance.cashoutRefused', 'notice.cashoutRefused', (tx, cashout) =>
      notify(tx, cashout.tenantId, cashoutRefusedNotice(cashout))
    ),
    on('finance.orderRefunded', 'notice.orderRefunded', (tx, refund) =>
      notify(tx, refund.tenantId, orderRefundedNotice(refund))
    )
  ]
}
