import { NOTICE_PAGES } from '@contract/notice'
import type { DomainEvents } from '../../lib/events'
import type { NoticeInput } from '../notice/service'

/** The member named in a success story confirms it from the page the notice opens. */
export function storyInviteNotice(story: DomainEvents['xixun.storySubmitted']): NoticeInput {
  return {
    userId: story.partnerId,
    kind: 'system',
    title: `${story.authorName || '有位会员'}邀请你一起发布脱单喜讯`,
    body: '确认是你们的故事后提交审核，审核通过即展示在脱单喜讯里',
    link: `${NOTICE_PAGES.xixunFeedback}?id=${story.storyId}`,
    bizType: 'story_invite',
    bizId: String(story.storyId)
  }
}

export function storyAnsweredNotice(story: DomainEvents['xixun.storyAnswered']): NoticeInput {
  const name = story.partnerName || '对方'
  return {
    userId: story.authorId,
    kind: 'system',
    title: story.confirmed ? `${name}确认了你们的脱单喜讯` : `${name}没有确认你们的脱单喜讯`,
    body: story.confirmed ? '喜讯已提交审核，通过后会展示在脱单喜讯里' : '这条喜讯已撤回，沟通好后可以重新提交',
    link: `${NOTICE_PAGES.xixunDetails}?id=${story.storyId}`,
    bizType: 'story_answer',
    bizId: String(story.storyId)
  }
}

/** Both members of the couple hear the decision. */
export function storyReviewedNotices(story: DomainEvents['xixun.storyReviewed']): NoticeInput[] {
  return [story.authorId, story.partnerId].map((userId) => ({
    userId,
    kind: 'system',
    title: story.approved ? '你们的脱单喜讯已发布' : '你们的脱单喜讯未通过审核',
    body: story.approved
      ? `《${story.title}》已展示在脱单喜讯，谢谢你们分享幸福`
      : `原因：${story.reason}。修改后可以重新提交`,
    link: `${NOTICE_PAGES.xixunDetails}?id=${story.storyId}`,
    bizType: 'story_review',
    bizId: String(story.storyId)
  }))
}

type PennantReviewed = DomainEvents['xixun.pennantReviewed']

function pennantReviewedNotice(pennant: PennantReviewed): NoticeInput {
  const { matchmakerName, approved } = pennant
  return {
    userId: pennant.fromUserId,
    kind: 'system',
    title: approved ? `你送给${matchmakerName}的锦旗已展示` : `你送给${matchmakerName}的锦旗未通过审核`,
    body: approved ? '感谢你的认可，大家都能看到这面锦旗了' : `原因：${pennant.reason}。修改后可以重新赠送`,
    link: `${NOTICE_PAGES.xixunFlagDetails}?id=${pennant.pennantId}`,
    bizType: 'pennant_review',
    bizId: String(pennant.pennantId)
  }
}

/** The matchmaker's own member account, when the matchmaker has one, sees the thanks too. */
function pennantReceivedNotice(pennant: PennantReviewed, matchmakerUserId: number): NoticeInput {
  return {
    userId: matchmakerUserId,
    kind: 'system',
    title: '你收到了一面锦旗',
    body: `${pennant.senderName || '一位会员'}送给你一面锦旗，感谢你的用心牵线`,
    link: `${NOTICE_PAGES.xixunFlagDetails}?id=${pennant.pennantId}`,
    bizType: 'pennant_received',
    bizId: String(pennant.pennantId)
  }
}

/** The sender hears the decision; on show, the matchmaker's own account hears of the pennant. */
export function pennantReviewedNotices(pennant: PennantReviewed): NoticeInput[] {
  const { matchmakerUserId } = pennant
  return [
    pennantReviewedNotice(pennant),
    ...(pennant.approved && matchmakerUserId ? [pennantReceivedNotice(pennant, matchmakerUserId)] : [])
  ]
}
