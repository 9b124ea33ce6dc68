/**
 * The data map: every column that holds a member's personal data, declared once — what it is, who
 * may read it in full, what everyone else sees, and what 注销账号 does to it. Personal data in the
 * sense of the PIPL (个人信息保护法): phone, real name, ID, address, face and photos, signatures, account
 * identifiers, location, and free text a member wrote about themselves or staff wrote about a member.
 * server/test/modules/privacy-data-map.test.ts walks the schema and fails on a column that looks
 * personal and is neither here nor in NOT_PERSONAL; docs/data-map.md is printed from this file.
 */

export type PersonalKind =
  'phone' | 'realName' | 'idNumber' | 'address' | 'photo' | 'signature' | 'account' | 'location' | 'freeText' | 'secret'

/** erase: deleted or blanked; anonymise: the row stays, nothing in it points to her; keep: kept for the law named. */
export type OnDeletion = { action: 'erase' } | { action: 'anonymise' } | { action: 'keep'; law: string }

export interface PersonalColumn {
  kind: PersonalKind
  /** Who reads it whole. */
  readers: string
  /** What every other reader sees. */
  elsewhere: string
  onDeletion: OnDeletion
}

const ERASE: OnDeletion = { action: 'erase' }
const ANONYMISE: OnDeletion = { action: 'anonymise' }
const TRADE_RECORD: OnDeletion = {
  action: 'keep',
  law: '《电子商务法》第三十一条：交易记录自交易完成之日起保存不少于三年'
}
const CONTRACT_RECORD: OnDeletion = {
  action: 'keep',
  law: '《电子商务法》第三十一条、《民法典》第一百八十八条：合同及交易记录保存不少于三年（诉讼时效）；仅合同范围内的门店人员经记录的查看可读'
}
const MODERATION_RECORD: OnDeletion = {
  action: 'keep',
  law: '《网络安全法》第二十一条、《互联网信息服务管理办法》第十四条：违法违规信息的处置记录保存不少于六个月'
}
const ACCESS_RECORD: OnDeletion = {
  action: 'keep',
  law: '《个人信息保护法》第五十四条、第五十五条：个人信息处理活动的审计与影响评估记录保存不少于三年'
}

const OWN = 'the member herself'
/** Who reads a mailed exchange's receiver whole besides the member (gift/service.ts revealReceiver). */
const SHIPPER = `${OWN}; staff shipping it, through a logged reveal (any admin or matchmaker while it waits, then only its shipper or an admin; never once cancelled)`
const NOBODY = 'nobody (a hash or a secret)'

export const DATA_MAP: Record<string, Record<string, PersonalColumn>> = {
  users: {
    phone: {
      kind: 'phone',
      readers: `${OWN}; staff through a logged reveal scoped to their store or assignment`,
      elsewhere: '138****5678',
      onDeletion: ERASE
    },
    username: { kind: 'account', readers: OWN, elsewhere: 'never shown', onDeletion: ERASE },
    nickname: { kind: 'freeText', readers: 'everyone (her public name)', elsewhere: '—', onDeletion: ANONYMISE },
    head_pic: { kind: 'photo', readers: 'everyone (her public photo)', elsewhere: '—', onDeletion: ERASE },
    password_hash: { kind: 'secret', readers: NOBODY, elsewhere: 'never shown', onDeletion: ERASE },
    ma_openid: { kind: 'account', readers: NOBODY, elsewhere: 'never shown', onDeletion: ERASE },
    mp_openid: { kind: 'account', readers: NOBODY, elsewhere: 'never shown', onDeletion: ERASE },
    unionid: { kind: 'account', readers: NOBODY, elsewhere: 'never shown', onDeletion: ERASE }
  },
  sessions: { token_hash: { kind: 'secret', readers: NOBODY, elsewhere: 'never shown', onDeletion: ERASE } },
  sms_codes: { phone: { kind: 'phone', readers: NOBODY, elsewhere: 'never shown', onDeletion: ERASE } },
  sms_outbox: {
    phone: { kind: 'phone', readers: 'the server machine (dev mode)', elsewhere: 'never shown', onDeletion: ERASE },
    content: { kind: 'freeText', readers: 'the server machine (dev mode)', elsewhere: 'never shown', onDeletion: ERASE }
  },
  matchmakers: {
    name: { kind: 'realName', readers: 'everyone (a matchmaker card)', elsewhere: '—', onDeletion: ERASE },
    avatar: { kind: 'photo', readers: 'everyone (a matchmaker card)', elsewhere: '—', onDeletion: ERASE },
    intro: { kind: 'freeText', readers: 'everyone (a matchmaker card)', elsewhere: '—', onDeletion: ERASE },
    phone: { kind: 'phone', readers: 'everyone (a matchmaker card)', elsewhere: '—', onDeletion: ERASE },
    wechat_qr: { kind: 'account', readers: 'everyone (a matchmaker card)', elsewhere: '—', onDeletion: ERASE }
  },
  love_profiles: {
    birth_date: { kind: 'freeText', readers: OWN, elsewhere: 'her age, unless she hides it', onDeletion: ERASE },
    occupation: { kind: 'freeText', readers: 'members of her city', elsewhere: '—', onDeletion: ERASE },
    income: {
      kind: 'freeText',
      readers: 'members of her city, unless she hides it',
      elsewhere: '—',
      onDeletion: ERASE
    },
    about_me: { kind: 'freeText', readers: 'members of her city', elsewhere: '—', onDeletion: ERASE },
    // Chosen from lists, yet what she tells of herself: declared as her income and birth date are.
    ethnicity: { kind: 'freeText', readers: 'members of her city', elsewhere: '—', onDeletion: ERASE },
    children: { kind: 'freeText', readers: 'members of her city', elsewhere: '—', onDeletion: ERASE },
    album: {
      kind: 'photo',
      readers: 'members of her city (VIP only if she says so)',
      elsewhere: '—',
      onDeletion: ERASE
    },
    lat: { kind: 'location', readers: NOBODY, elsewhere: 'a distance in km', onDeletion: ERASE },
    lng: { kind: 'location', readers: NOBODY, elsewhere: 'a distance in km', onDeletion: ERASE }
  },
  love_reports: {
    description: {
      kind: 'freeText',
      readers: 'the reporter; auditors',
      elsewhere: 'never shown',
      onDeletion: MODERATION_RECORD
    },
    images: {
      kind: 'photo',
      readers: 'the reporter; auditors',
      elsewhere: 'never shown',
      onDeletion: MODERATION_RECORD
    }
  },
  certifications: {
    data: {
      kind: 'idNumber',
      readers: `${OWN}; auditors deciding it`,
      elsewhere: 'the ID as 3301**********1234, the name as 林*',
      onDeletion: ERASE
    },
    images: { kind: 'photo', readers: `${OWN}; auditors deciding it`, elsewhere: 'never shown', onDeletion: ERASE },
    id_hash: { kind: 'secret', readers: NOBODY, elsewhere: 'never shown', onDeletion: ERASE }
  },
  love_commitments: {
    signed_name: { kind: 'realName', readers: OWN, elsewhere: 'never shown', onDeletion: ERASE }
  },
  fin_cashouts: {
    account: {
      kind: 'account',
      readers: `${OWN}; the payout gateway`,
      elsewhere: 'masked, the withdrawal desk included',
      onDeletion: TRADE_RECORD
    },
    real_name: {
      kind: 'realName',
      readers: `${OWN}; the payout gateway`,
      elsewhere: 'masked, the withdrawal desk included',
      onDeletion: TRADE_RECORD
    }
  },
  fin_orders: {
    remark: { kind: 'freeText', readers: `${OWN}; finance staff`, elsewhere: 'never shown', onDeletion: TRADE_RECORD }
  },
  love_custom_services: {
    remark: {
      kind: 'freeText',
      readers: `${OWN}; the matchmaker serving it`,
      elsewhere: 'never shown',
      onDeletion: ERASE
    },
    note: {
      kind: 'freeText',
      readers: `${OWN}; the matchmaker serving it`,
      elsewhere: 'never shown',
      onDeletion: ERASE
    }
  },
  love_line_requests: {
    remark: {
      kind: 'freeText',
      readers: `${OWN}; the matchmaker arranging it`,
      elsewhere: 'never shown',
      onDeletion: ERASE
    },
    note: {
      kind: 'freeText',
      readers: `${OWN}; the matchmaker arranging it`,
      elsewhere: 'never shown',
      onDeletion: ERASE
    }
  },
  uploads: {
    url: { kind: 'photo', readers: 'whoever the page showing it allows', elsewhere: '—', onDeletion: ERASE }
  },
  member_notices: {
    body: { kind: 'freeText', readers: OWN, elsewhere: 'never shown', onDeletion: ERASE }
  },
  mall_exchanges: {
    receiver_name: {
      kind: 'realName',
      readers: SHIPPER,
      elsewhere: '林*',
      onDeletion: ERASE
    },
    receiver_phone: {
      kind: 'phone',
      readers: SHIPPER,
      elsewhere: '138****5678',
      onDeletion: ERASE
    },
    receiver_address: {
      kind: 'address',
      readers: SHIPPER,
      elsewhere: 'the province and city only (浙江省杭州市****)',
      onDeletion: ERASE
    }
  },
  messages: {
    text: {
      kind: 'freeText',
      readers: 'the two members of the conversation',
      elsewhere: 'never shown',
      onDeletion: ERASE
    },
    image: {
      kind: 'photo',
      readers: 'the two members of the conversation',
      elsewhere: 'never shown',
      onDeletion: ERASE
    }
  },
  message_reports: {
    description: {
      kind: 'freeText',
      readers: 'the reporter; auditors',
      elsewhere: 'never shown',
      onDeletion: MODERATION_RECORD
    }
  },
  content_reviews: {
    proposed: { kind: 'photo', readers: `${OWN}; auditors`, elsewhere: 'never shown', onDeletion: ERASE },
    previous: { kind: 'photo', readers: `${OWN}; auditors`, elsewhere: 'never shown', onDeletion: ERASE }
  },
  love_stories: {
    title: { kind: 'freeText', readers: 'everyone once published', elsewhere: '—', onDeletion: ERASE },
    content: { kind: 'freeText', readers: 'everyone once published', elsewhere: '—', onDeletion: ERASE },
    photos: { kind: 'photo', readers: 'everyone once published', elsewhere: '—', onDeletion: ERASE }
  },
  pennants: {
    words: { kind: 'freeText', readers: 'everyone once approved', elsewhere: '—', onDeletion: ERASE }
  },
  promo_partners: {
    reason: { kind: 'freeText', readers: `${OWN}; admins deciding it`, elsewhere: 'never shown', onDeletion: ERASE }
  },
  matchmaker_applications: {
    name: { kind: 'realName', readers: `${OWN}; admins deciding it`, elsewhere: 'never shown', onDeletion: ERASE },
    phone: { kind: 'phone', readers: `${OWN}; admins deciding it`, elsewhere: 'never shown', onDeletion: ERASE },
    intro: { kind: 'freeText', readers: `${OWN}; admins deciding it`, elsewhere: 'never shown', onDeletion: ERASE }
  },
  crm_follow_ups: {
    content: {
      kind: 'freeText',
      readers: 'the lead owner and their managers',
      elsewhere: 'never shown',
      onDeletion: ERASE
    }
  },
  crm_lead_events: {
    detail: {
      kind: 'freeText',
      readers: 'the lead owner and their managers',
      elsewhere: 'never shown',
      onDeletion: ERASE
    }
  },
  crm_leads: {
    tags: {
      kind: 'freeText',
      readers: 'the lead owner and their managers',
      elsewhere: 'never shown',
      onDeletion: ERASE
    },
    remark: {
      kind: 'freeText',
      readers: 'the lead owner and their managers',
      elsewhere: 'never shown',
      onDeletion: ERASE
    }
  },
  contracts: {
    signature_key: {
      kind: 'signature',
      readers: `${OWN}; office staff in scope, only inside the PDF (getContractPdf), each read logged`,
      elsewhere: 'never a file of its own: a private object, not an upload',
      onDeletion: CONTRACT_RECORD
    },
    pdf_key: {
      kind: 'signature',
      readers: `${OWN}; office staff in scope, each read logged (getContractPdf)`,
      elsewhere: 'never a public file',
      onDeletion: CONTRACT_RECORD
    }
  },
  dates: {
    feedback: { kind: 'freeText', readers: `${OWN}; her matchmaker`, elsewhere: 'never shown', onDeletion: ERASE }
  },
  meeting_requests: {
    message: { kind: 'freeText', readers: `${OWN}; her matchmaker`, elsewhere: 'never shown', onDeletion: ERASE }
  },
  customer_photos: {
    url: { kind: 'photo', readers: 'office staff in scope', elsewhere: 'never shown', onDeletion: ERASE }
  },
  sales_library_entries: {
    note: { kind: 'freeText', readers: 'the matchmaker who wrote it', elsewhere: 'never shown', onDeletion: ERASE }
  },
  personal_data_access_log: {
    purpose: { kind: 'freeText', readers: 'admins', elsewhere: 'never shown', onDeletion: ACCESS_RECORD }
  },
  love_saved_searches: {
    name: { kind: 'freeText', readers: OWN, elsewhere: 'never shown', onDeletion: ERASE }
  },
  poster_renders: {
    url: {
      kind: 'photo',
      readers: `${OWN}; whoever she shares the poster with (her photo, nickname and the facts her card shows)`,
      elsewhere: '—',
      onDeletion: ERASE
    }
  }
}

/**
 * Which columns of a mapped table name the member a row is about, for 我的数据 (the copy she may
 * download). A table without owners holds what staff wrote or what only the system reads (secrets,
 * notes in the office's funnel), or it is found by her phone (`phone`).
 */
export const DATA_OWNERS: Record<keyof typeof DATA_MAP & string, string[]> = {
  users: ['id'],
  sessions: [],
  sms_codes: [],
  sms_outbox: ['phone'],
  matchmakers: ['user_id'],
  love_profiles: ['user_id'],
  love_reports: ['reporter_id'],
  certifications: ['user_id'],
  love_commitments: ['user_id'],
  fin_cashouts: ['user_id'],
  fin_orders: ['user_id'],
  love_custom_services: ['user_id'],
  love_line_requests: ['user_id'],
  uploads: ['user_id'],
  member_notices: ['user_id'],
  mall_exchanges: ['user_id'],
  messages: ['sender_id'],
  message_reports: ['reporter_id'],
  content_reviews: ['user_id'],
  love_stories: ['author_id', 'partner_id'],
  pennants: ['from_user_id'],
  matchmaker_applications: ['user_id'],
  promo_partners: ['user_id'],
  crm_follow_ups: [],
  crm_lead_events: [],
  crm_leads: [],
  contracts: ['customer_id'],
  dates: ['customer_id', 'partner_id'],
  meeting_requests: ['customer_id', 'target_id'],
  customer_photos: ['customer_id'],
  sales_library_entries: [],
  personal_data_access_log: ['subject_user_id'],
  love_saved_searches: ['user_id'],
  poster_renders: ['user_id']
}

/** Columns whose name looks personal but hold none of a member's data, and why. */
export const NOT_PERSONAL: Record<string, string> = {
  'tenants.name': "the agency's name",
  'cities.city': 'a city name',
  'navigations.name': 'a menu label',
  'zones.description': 'a zone staff describe',
  'fin_products.name': 'a product',
  'fin_products.description': 'a product',
  'mall_goods.name': 'goods for points',
  'mall_goods.description': 'goods for points',
  'mall_goods.images': 'goods for points',
  'mall_exchanges.goods_name': 'a copy of the goods name',
  'mall_exchanges.goods_image': 'a copy of the goods picture',
  'mall_exchanges.tracking_note': 'the carrier and waybill number',
  'love_gifts.name': 'a gift staff offer',
  'love_gifts.image': 'a gift staff offer',
  'love_gift_sends.gift_name': 'a copy of the gift name',
  'love_gift_sends.gift_image': 'a copy of the gift picture',
  'events.title': 'an event staff publish',
  'events.cover': 'an event staff publish',
  'events.venue': 'a public venue',
  'events.lat': 'a public venue',
  'events.lng': 'a public venue',
  'events.organiser': 'the organising team',
  'events.rules': 'an event staff publish',
  'stores.name': "an agency's store",
  'stores.address': "an agency's store",
  'contract_parties.name': "the agency's legal company (甲方), public on every contract",
  'contract_parties.address': "the legal company's registered address",
  'contract_parties.seal_url': "the legal company's seal, stamped on every contract",
  'stores.phone': "an agency's store",
  'matchmaker_levels.name': 'a commission level',
  'contract_templates.name': 'a price-list item',
  'contracts.name': 'a copy of the price-list item',
  'single_pages.content': 'an agency page',
  'zones.title': 'a zone staff name',
  'zones.cover': 'a zone staff picture',
  'tenants.closed_message': "the agency's notice while closed",
  'tenants.image_config': "the agency's settings",
  'tenants.message_config': "the agency's settings",
  'navigations.group_name': 'a menu group',
  'navigations.url': 'a menu link',
  'single_pages.title': 'an agency page',
  'ledger_entries.account': 'a ledger account code',
  'ledger_entries.title': 'a statement line: what was bought or paid',
  'ledger_txns.title': 'a statement line: what was bought or paid',
  'fin_orders.title': 'a copy of the product name',
  'promo_commissions.order_title': 'a copy of the product name',
  'promo_rules.rules': "a tenant's promotion rules",
  'love_custom_services.title': 'a copy of the service name',
  'member_notices.title': "a notice kind's heading",
  'member_notices.push_note': 'why a push was not sent',
  'messages.client_message_id': "the sending device's id for a retry",
  'love_gift_sends.share_account': 'a ledger account code',
  'contracts.pdf_sha256': 'a fingerprint of the PDF'
}
