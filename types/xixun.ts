/**
 * Success stories (喜讯) and pennants (锦旗), SPEC §2 Subpages xixun. A couple tells how they met:
 * one submits naming the other by member id, the other confirms, staff review, then everyone sees
 * it. A member thanks a matchmaker with one e-pennant, published after review. Public texts pass
 * the contact-info guard.
 */
import type { XIXUN_API } from './xixun-api'
import type { CursorPage, CursorReq } from './love'
import type { StaffRole } from './staff'

/** Stories and pennants are public texts: the content moderators review them. */
export const XIXUN_REVIEWERS: readonly StaffRole[] = ['admin', 'auditor']

export const STORY_STAGES = ['together', 'dating', 'parents', 'engaged', 'registered', 'wedding'] as const
export type StoryStage = (typeof STORY_STAGES)[number]
export const STORY_STAGE_LABELS: Record<StoryStage, string> = {
  together: '牵手成功',
  dating: '恋爱中',
  parents: '见家长',
  engaged: '订婚',
  registered: '领证',
  wedding: '婚礼'
}

/**
 * awaiting_partner: the other member has not confirmed yet; pending_review: both confirmed,
 * staff have not decided; published: everyone sees it; rejected: staff said why; withdrawn: the
 * partner declined.
 */
export const STORY_STATUSES = ['awaiting_partner', 'pending_review', 'published', 'rejected', 'withdrawn'] as const
export type StoryStatus = (typeof STORY_STATUSES)[number]
export const STORY_STATUS_LABELS: Record<StoryStatus, string> = {
  awaiting_partner: '等待对方确认',
  pending_review: '审核中',
  published: '已发布',
  rejected: '未通过',
  withdrawn: '对方未确认'
}

export const STORY_TITLE_MAX = 40
export const STORY_CONTENT_MAX = 2000
export const STORY_PHOTOS_MAX = 9
/** How they met, e.g. an event's title or 红娘牵线. */
export const STORY_MET_THROUGH_MAX = 40
export const PENNANT_WORDS_MAX = 200

export interface StoryPerson {
  userId: number
  nickname: string
  avatar: string
}

export interface StoryCard {
  id: number
  couple: [StoryPerson, StoryPerson]
  title: string
  stage: StoryStage
  /** The first photo, '' when none. */
  cover: string
  /** The first lines of the story. */
  excerpt: string
  publishedAt: string
}

export interface StoryDetail extends Omit<StoryCard, 'excerpt'> {
  content: string
  photos: string[]
  /** How they met, e.g. the event's title or 红娘牵线; '' when not said. */
  metThrough: string
  status: StoryStatus
  /** Staff's reason when rejected. */
  reason: string
  /** The caller is one of the couple (may change the stage, the partner may confirm). */
  mine: boolean
  /** The caller is the partner asked to confirm it. */
  awaitingMe: boolean
  createdAt: string
}

export interface StoryIdReq {
  storyId: number
}

export interface SubmitStoryReq {
  /** The other half, by the member id shown on their profile. */
  partnerId: number
  title: string
  content: string
  stage: StoryStage
  /** Images this server stored, at most STORY_PHOTOS_MAX. */
  photos: string[]
  metThrough: string
}

export interface ConfirmStoryReq {
  storyId: number
  /** false: the partner declines; the story is withdrawn. */
  confirm: boolean
}

export interface SetStoryStageReq {
  storyId: number
  stage: StoryStage
}

/** The pennant designs a member chooses from: the two lines embroidered on it. */
export const PENNANT_TEMPLATES = [
  { key: 'qianxian', lines: ['牵线搭桥', '情系千里'] },
  { key: 'liangyuan', lines: ['红娘用心', '良缘天成'] },
  { key: 'yuelao', lines: ['当代月老', '成人之美'] },
  { key: 'zhixin', lines: ['热心服务', '暖人心扉'] },
  { key: 'baihe', lines: ['百年好合', '感恩红娘'] }
] as const
export type PennantTemplateKey = (typeof PENNANT_TEMPLATES)[number]['key']
export const PENNANT_TEMPLATE_KEYS = PENNANT_TEMPLATES.map((t) => t.key) as PennantTemplateKey[]

export const PENNANT_STATUSES = ['pending_review', 'published', 'rejected'] as const
export type PennantStatus = (typeof PENNANT_STATUSES)[number]
export const PENNANT_STATUS_LABELS: Record<PennantStatus, string> = {
  pending_review: '审核中',
  published: '已展示',
  rejected: '未通过'
}

export interface Pennant {
  id: number
  from: StoryPerson
  matchmaker: { id: number; name: string; avatar: string }
  template: PennantTemplateKey
  words: string
  status: PennantStatus
  reason: string
  createdAt: string
}

export interface PennantPageReq extends CursorReq {
  /** One matchmaker's pennants; every published pennant when absent. */
  matchmakerId?: number
}

export interface PennantIdReq {
  pennantId: number
}

export interface SendPennantReq {
  matchmakerId: number
  template: PennantTemplateKey
  words: string
}

export interface ReviewReq {
  id: number
  approve: boolean
  /** Required to reject; the member reads it. */
  reason: string
}

export interface XixunQueueReq extends CursorReq {
  tab: 'pending' | 'handled'
}

export interface XixunEndpoints {
  [XIXUN_API.getStoryPage]: { req: CursorReq; res: CursorPage<StoryCard> }
  [XIXUN_API.getStory]: { req: StoryIdReq; res: StoryDetail }
  [XIXUN_API.getMyStories]: { req: Record<string, never>; res: StoryDetail[] }
  [XIXUN_API.submitStory]: { req: SubmitStoryReq; res: StoryDetail }
  [XIXUN_API.confirmStory]: { req: ConfirmStoryReq; res: StoryDetail }
  [XIXUN_API.setStoryStage]: { req: SetStoryStageReq; res: StoryDetail }
  [XIXUN_API.getPennantPage]: { req: PennantPageReq; res: CursorPage<Pennant> }
  [XIXUN_API.getPennant]: { req: PennantIdReq; res: Pennant }
  [XIXUN_API.sendPennant]: { req: SendPennantReq; res: Pennant }
  [XIXUN_API.getStoryQueue]: { req: XixunQueueReq; res: CursorPage<StoryDetail> }
  [XIXUN_API.reviewStory]: { req: ReviewReq; res: StoryDetail }
  [XIXUN_API.getPennantQueue]: { req: XixunQueueReq; res: CursorPage<Pennant> }
  [XIXUN_API.reviewPennant]: { req: ReviewReq; res: Pennant }
}
