import fp from 'fastify-plugin'
import type { FastifyError } from 'fastify'
import { DEFAULT_ERROR_MESSAGE, ErrorCode } from '../../../types/envelope'
import { ID_CARD_RULE_TEXT, PASSWORD_RULE_TEXT, USERNAME_RULE_TEXT } from '../../../types/rules'
import { REAL_NAME_RULE_TEXT } from '../../../types/cert'
import { BizError } from '../lib/errors'
import { API } from '../../../types/api'

/** PostgreSQL's unique_violation: two requests raced to create the same thing. */
const UNIQUE_VIOLATION = '23505'
/** SQLSTATE class 22, data exception: a value the column can't hold (NUL in text, out-of-range number…). */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/

/** A database error's SQLSTATE; drizzle wraps the driver's error in a DrizzleQueryError whose `cause` holds it. */
function sqlState(error: unknown): unknown {
  const e = error as { code?: unknown; cause?: { code?: unknown } }
  return e.cause?.code ?? e.code
}

/** What the user reads when a field fails its schema, by field name. */
const FIELD_MESSAGES: Record<string, string> = {
  phone: '请输入正确的手机号',
  code: '请输入正确的验证码',
  username: USERNAME_RULE_TEXT,
  password: PASSWORD_RULE_TEXT,
  oldPassword: '请输入原密码',
  account: '请输入用户名或手机号',
  scene: '验证码用途不正确',
  name: '导航名称不正确',
  url: '请输入正确的链接',
  redirectUrl: '请输入正确的回跳链接',
  id: '编号不正确',
  headPic: '头像地址不正确',
  pageNum: '页码不正确',
  pageSize: '每页条数不正确',
  realName: REAL_NAME_RULE_TEXT,
  idCard: ID_CARD_RULE_TEXT,
  faceImage: '请上传人脸照片',
  images: '图片不正确，请重新上传',
  school: '毕业院校最多50个字',
  degree: '请选择学历',
  title: '认证名称最多10个字',
  fields: '认证信息不正确',
  label: '认证信息不正确',
  value: '认证信息不正确',
  kind: '认证类型不正确',
  result: '请选择审核结果',
  reason: '驳回原因最多100个字',
  zoneId: '专区不正确',
  nickname: '昵称为1-20个字',
  gender: '请选择性别',
  birthDate: '请选择出生日期',
  height: '身高须在120-230厘米之间',
  weight: '体重须在30-200公斤之间',
  education: '请选择学历',
  occupation: '职业最多20个字',
  income: '请选择月收入',
  marital: '请选择婚姻状况',
  hometownProvince: '请选择家乡',
  hometownCity: '请选择家乡',
  residenceProvince: '请选择现居城市',
  residenceCity: '请选择现居城市',
  house: '请选择住房情况',
  car: '请选择购车情况',
  aboutMe: '自我介绍最多500个字',
  mate: '请填写择偶要求',
  ageMin: '年龄须在18-99岁之间',
  ageMax: '年龄须在18-99岁之间',
  heightMin: '身高须在100-250厘米之间',
  heightMax: '身高须在100-250厘米之间',
  educationMin: '最低学历不正确',
  city: '请选择城市',
  userId: '会员不正确',
  lat: '位置不正确',
  lng: '位置不正确',
  cursor: '分页参数不正确',
  description: '描述最多500个字',
  hideFromFeed: '隐私设置不正确',
  photosVipOnly: '隐私设置不正确',
  hideAge: '隐私设置不正确',
  hideIncome: '隐私设置不正确',
  data: '图片数据格式不正确'
}

const ORDER_NO = { orderNo: '订单号不正确' }
const PRODUCT_KIND = { kind: '商品类型不正确' }
const LIST_STATUS = { status: '状态不正确' }

/** Where a field name means something else on one endpoint, by route path. */
const ROUTE_FIELD_MESSAGES: Record<string, Record<string, string>> = {
  [API.loveUser.report]: { reason: '请选择举报原因', images: '举报图片最多6张，且须为上传的图片' },
  [API.loveUser.setAlbum]: { images: '相册最多9张照片，且须为上传的图片' },
  [API.finance.getProducts]: PRODUCT_KIND,
  [API.finance.createFinOrder]: { productId: '商品不正确', remark: '要求最多500个字' },
  [API.finance.getFinOrder]: ORDER_NO,
  [API.finance.walletPay]: { ...ORDER_NO, account: '支付方式不正确' },
  [API.finance.tenPay]: { ...ORDER_NO, scene: '支付场景不正确' },
  [API.finance.aliPay]: { ...ORDER_NO, returnUrl: '返回地址不正确' },
  [API.finance.sandboxPay]: { ...ORDER_NO, provider: '支付方式不正确', confirm: '请选择是否确认支付' },
  [API.finance.applyCashout]: {
    amount: '请输入正确的提现金额',
    channel: '请选择提现方式',
    account: '请填写正确的支付宝账号（手机号或邮箱）',
    realName: '请填写支付宝实名认证的真实姓名'
  },
  [API.finance.requestLine]: { targetId: '会员不正确', remark: '留言最多200个字' },
  [API.finance.staffGetProducts]: PRODUCT_KIND,
  [API.finance.staffSaveProduct]: {
    ...PRODUCT_KIND,
    name: '商品名称为1-20个字',
    description: '商品描述最多100个字',
    price: '请填写正确的价格',
    originalPrice: '请填写正确的原价',
    days: '请填写有效天数',
    quantity: '请填写数量',
    vipType: '请选择VIP等级',
    enabled: '请选择是否上架',
    sort: '排序须为0-9999'
  },
  [API.finance.staffGetCashouts]: LIST_STATUS,
  [API.finance.staffAuditCashout]: { approve: '请选择审核结果' },
  [API.finance.staffGetLines]: LIST_STATUS,
  [API.finance.staffHandleLine]: { arranged: '请选择处理结果', note: '备注最多200个字' },
  [API.finance.staffGetCustomServices]: LIST_STATUS,
  [API.finance.staffUpdateCustomService]: { status: '请选择开始服务或完成服务', note: '备注最多200个字' }
}

function validationMessage(error: FastifyError, route: string): string {
  const first = error.validation?.[0]
  if (!first) return '请求参数不正确'
  const missing = first.keyword === 'required' ? String(first.params.missingProperty ?? '') : ''
  // An array item (/images/3) is reported as its array: the member knows the field, not the index.
  const field =
    missing ||
    first.instancePath
      .split('/')
      .filter((part) => part && !/^\d+$/.test(part))
      .pop() ||
    ''
  const message = ROUTE_FIELD_MESSAGES[route]?.[field] ?? FIELD_MESSAGES[field]
  if (message) return message
  return field ? `参数 ${field} 不正确` : '请求参数不正确'
}

/**
 * One error handler: business errors and invalid input become the envelope with a clear
 * message; anything unexpected is logged with the request id and answered without internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // Error envelopes carry `data: null`; the route's success schema must not reshape them.
      reply.serializer((payload: unknown) => JSON.stringify(payload))
      if (error instanceof BizError) {
        return reply.status(error.statusCode).send({ code: error.code, msg: error.message, data: null })
      }
      if (error.validation) {
        return reply.status(200).send({
          code: ErrorCode.BadRequest,
          msg: validationMessage(error, request.routeOptions.url ?? ''),
          data: null
        })
      }
      if (sqlState(error) === UNIQUE_VIOLATION) {
        return reply.status(200).send({ code: ErrorCode.Conflict, msg: '数据已存在，请勿重复提交', data: null })
      }
      if (DATA_EXCEPTION.test(String(sqlState(error) ?? ''))) {
        request.log.warn({ err: error }, 'input the database refused')
        return reply.status(200).send({ code: ErrorCode.BadRequest, msg: '请求参数不正确', data: null })
      }
      if (error.statusCode === 429) {
        return reply.status(429).send({ code: ErrorCode.TooManyRequests, msg: '访问太频繁，请稍后再试', data: null })
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        request.log.info({ err: error }, 'rejected request')
        return reply
          .status(error.statusCode === 415 || error.statusCode === 413 ? error.statusCode : 400)
          .send({ code: ErrorCode.BadRequest, msg: '请求数据格式不正确', data: null })
      }
      request.log.error({ err: error }, 'unexpected error')
      return reply.status(500).send({ code: ErrorCode.Internal, msg: DEFAULT_ERROR_MESSAGE, data: null })
    })
  },
  { name: 'errors' }
)
