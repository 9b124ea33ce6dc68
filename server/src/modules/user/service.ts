// The user module's public face: other modules find, create and update members through these,
// never through ./repository, so how users are stored can change behind this one file.
export {
  bindPromoter,
  extendVip,
  findUserById,
  findUserByOpenid,
  findUserByPhone,
  findUserByUsername,
  insertUser,
  isVip,
  changeStatus,
  toUserInfo,
  updateUser,
  vipActiveNow,
  type NewUser,
  type UserRow
} from './repository'
