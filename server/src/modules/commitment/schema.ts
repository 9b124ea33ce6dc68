import { Type } from '@sinclair/typebox'
import { MemberId } from '../../lib/schemas'

const PledgeTextSchema = Type.Object({
  title: Type.String(),
  intro: Type.String(),
  clauses: Type.Array(Type.String()),
  version: Type.Integer()
})

const Signature = {
  signed: Type.Boolean(),
  signedName: Type.String(),
  signedAt: Type.String(),
  signedVersion: Type.Integer()
}

export const CommitmentSchema = Type.Object({ ...Signature, pledge: PledgeTextSchema })
export const MemberCommitmentSchema = Type.Object({
  ...Signature,
  userId: Type.Integer(),
  nickname: Type.String(),
  pledge: PledgeTextSchema
})

/** Both fields are checked by the service, so a missing or wrong value reads as the rule it broke. */
export const SignCommitmentReqSchema = Type.Object({
  signedName: Type.String({
    default: '',
    description: 'real name: 2-20 Chinese characters (· allowed)',
    examples: ['张三']
  }),
  agree: Type.Boolean({ default: false, description: 'true once the member ticked 我已阅读并同意' })
})

export const MemberReqSchema = Type.Object({ userId: MemberId })
