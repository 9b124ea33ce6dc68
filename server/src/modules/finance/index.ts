import type { ServerModule } from '../../lib/module'
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
  }
}
