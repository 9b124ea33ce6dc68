import type { Presence } from '@contract/love'

/** 在线 / 刚刚活跃 / 今天活跃 / N天前活跃; '' when the member hides it or was away too long. */
export function presenceText(presence: Presence | null | undefined): string {
  if (!presence) return ''
  switch (presence.state) {
    case 'online':
      return '在线'
    case 'hour':
      return '刚刚活跃'
    case 'today':
      return '今天活跃'
    case 'days':
      return `${presence.days}天前活跃`
  }
}
