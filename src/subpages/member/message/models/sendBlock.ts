import { ROUTES } from '@/constants/routes'

export interface BlockAction {
  label: string
  url: string
}

/**
 * The step that lifts a refusal to chat, read from the server's reason: real-name certification,
 * or VIP for more new conversations a day. Others (waiting for a reply, a block) have none.
 */
export function actionForReason(reason: string): BlockAction | null {
  if (reason.includes('实名')) return { label: '去实名认证', url: ROUTES.certification }
  if (reason.includes('开通VIP')) return { label: '开通VIP', url: ROUTES.loveVip }
  return null
}
