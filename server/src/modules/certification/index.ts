import { on, type ServerModule } from '../../lib/module'
import { eraseCertificationsOf } from './privacy'
import { notify } from '../notice/service'
import { certDecidedNotice } from './notices'
import certificationRoutes from './routes'
import certificationStaffRoutes from './staff-routes'

export const certificationModule: ServerModule = {
  name: 'certification',
  dependsOn: ['image', 'love-profile', 'notice', 'user'],
  owns: ['certifications'],
  async routes(app) {
    await app.register(certificationRoutes)
    await app.register(certificationStaffRoutes)
  },
  subscriptions: [
    on('account.erasing', 'certification.eraseCertifications', (tx, e) =>
      eraseCertificationsOf(tx, e.tenantId, e.userId)
    ),
    on('certification.decided', 'notice.certDecided', (tx, cert) => notify(tx, cert.tenantId, certDecidedNotice(cert)))
  ]
}
