import type { Pennant, StoryCard, StoryDetail, StoryPerson } from '@contract/xixun'

export const LIN: StoryPerson = { userId: 9, nickname: '小林', avatar: '/uploads/lin.jpg' }
export const QING: StoryPerson = { userId: 12, nickname: '苏晴', avatar: '' }

/** A published story card of 小林 and 苏晴. */
export function storyCard(id: number, over: Partial<StoryCard> = {}): StoryCard {
  return {
    id,
    couple: [LIN, QING],
    title: `故事${id}`,
    stage: 'dating',
    cover: '',
    excerpt: '我们在周末的读书会上认识，聊了一下午的三体。',
    publishedAt: '2026-05-20T04:00:00.000Z',
    ...over
  }
}

/** The whole story, published, as a visitor who is not one of the couple reads it. */
export function storyDetail(id: number, over: Partial<StoryDetail> = {}): StoryDetail {
  return {
    id,
    couple: [LIN, QING],
    title: '读书会上的缘分',
    stage: 'parents',
    cover: '/uploads/s1.jpg',
    publishedAt: '2026-05-20T04:00:00.000Z',
    content: '我们在周末的读书会上认识，聊了一下午的三体，后来每个周末都约着去图书馆。',
    photos: ['/uploads/s1.jpg', '/uploads/s2.jpg'],
    metThrough: '线下交友活动',
    status: 'published',
    reason: '',
    mine: false,
    awaitingMe: false,
    createdAt: '2026-05-18T04:00:00.000Z',
    ...over
  }
}

/** 小林's published pennant to 王红娘. */
export function pennant(id: number, over: Partial<Pennant> = {}): Pennant {
  return {
    id,
    from: LIN,
    matchmaker: { id: 3, name: '王红娘', avatar: '' },
    template: 'yuelao',
    words: '感谢王老师一年来的用心牵线！',
    status: 'published',
    reason: '',
    createdAt: '2026-06-01T04:00:00.000Z',
    ...over
  }
}
