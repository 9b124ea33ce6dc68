/**
 * Deleting one's own account (PIPL, app-store rules). Personal data is erased or anonymised;
 * orders, ledger entries and cash-outs are kept as accounting law requires, under a nameless
 * 已注销用户 row that can never log in again. The phone number is freed for a new sign-up.
 */
import type { ACCOUNT_API } from './account-api'

/** What others see in place of a deleted member's name. */
export const DELETED_MEMBER_NAME = '已注销用户'
/** The sentence the member types to confirm. */
export const DELETION_PHRASE = '确认注销'

export interface DeletionCheck {
  /** Reasons the account cannot be deleted yet (money to cash out first); empty when it can. */
  blockers: string[]
  /** With a password the member confirms with it, otherwise with an SMS code to their phone. */
  hasPassword: boolean
  /** The bound phone, masked (138****0001); '' without one. */
  maskedPhone: string
}

export interface DeleteAccountReq {
  /** Required when the account has a password. */
  password: string
  /** An SMS login code to the bound phone, for accounts without a password. */
  code: string
  /** Must be DELETION_PHRASE. */
  confirmText: string
}

/**
 * 我的数据: a copy of everything the data map holds of the member (data.json) and her photos, as one
 * zip file handed to her in the answer: never stored, never a link anyone else could open.
 */
export interface MyDataFile {
  fileName: string
  base64: string
  /** How many records and photos the file holds, for the page to say. */
  records: number
  photos: number
}

export interface AccountEndpoints {
  [ACCOUNT_API.getDeletionCheck]: { req: Record<string, never>; res: DeletionCheck }
  [ACCOUNT_API.exportMyData]: { req: Record<string, never>; res: MyDataFile }
  [ACCOUNT_API.deleteAccount]: { req: DeleteAccountReq; res: { ok: boolean } }
}
